import { httpErrorMessage } from '@kurz/core';
import { workspaceHeaders } from './workspace';

/** Hands the browser a file to save, made here rather than fetched. */
export function saveFile(name: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * A file from one of our REST rows, fetched with the current workspace's header (a plain link cannot
 * send it) and handed to the browser under the name the server gives, else `fallbackName`.
 */
export async function downloadFromApi(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin', headers: workspaceHeaders() });
  if (!res.ok) throw new Error(httpErrorMessage(res.status, await res.json().catch(() => null)));
  const named = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveFile(named ?? fallbackName, await res.blob());
}
