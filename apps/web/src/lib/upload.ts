import { httpErrorMessage } from '@kurz/core';
import { workspaceHeaders } from './workspace';

/** A failed upload: the server's code (e.g. qr_logo_not_allowed), or 'upload_failed'. */
export class UploadError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** One multipart 'file' part to one of our upload routes; the JSON answer, or an UploadError. */
export async function postFile<T>(url: string, file: Blob, name: string): Promise<T> {
  const body = new FormData();
  body.append('file', file, name);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: workspaceHeaders() });
  } catch {
    throw new UploadError('upload_failed');
  }
  const json = (await res.json().catch(() => null)) as T | null;
  if (res.ok && json) return json;
  throw new UploadError(res.ok ? 'upload_failed' : httpErrorMessage(res.status, json));
}
