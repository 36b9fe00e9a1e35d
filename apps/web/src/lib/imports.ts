import { httpErrorMessage, type TImportJob, type TImportPreview } from '@kurz/core';
import { workspaceHeaders } from './workspace';

/** A refused import call: the server's code (invalid_csv, payload_too_large...), or 'network'. */
export class ImportError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export interface ImportBody {
  csv: string;
  hostname: string;
  keep_slugs: boolean;
}

/** Import calls go to the REST rows, not /trpc: a file of up to 10 MB is more than a tRPC request takes. */
async function postJson<T>(url: string, body: ImportBody): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...workspaceHeaders() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ImportError('network');
  }
  const json = (await res.json().catch(() => null)) as T | null;
  if (res.ok && json) return json;
  throw new ImportError(res.ok ? 'internal_error' : httpErrorMessage(res.status, json));
}

export const previewImport = (body: ImportBody) => postJson<TImportPreview>('/api/imports/preview', body);
export const startImport = (body: ImportBody) => postJson<TImportJob>('/api/imports', body);

const IMPORT_ERRORS: Record<string, string> = {
  network: 'The server could not be reached. Try again.',
  invalid_csv:
    "The file could not be read: it needs a url column, or must be kurz's export or a Bitly, Shlink or Kutt export (CSV, or the JSON of their API).",
  payload_too_large: 'The file is too large: at most 100,000 rows and 10 MB.',
  rate_limited: 'Too many imports at once. Wait a minute and try again.',
  domain_not_allowed: 'That domain cannot be used for links',
};
export const importErrorText = (code: string) => IMPORT_ERRORS[code] ?? `The import failed (${code}).`;

/** Why a row is not imported, in words. */
export const ROW_PROBLEMS: Record<string, string> = {
  invalid_url: 'Not a full http:// or https:// URL',
  target_is_short_link: 'Points at a short link or this dashboard',
  domain_not_allowed: 'That domain cannot be used for links',
  slug_taken: 'Slug already exists (kept as it is, not overwritten)',
  already_imported: 'Imported before (not created twice)',
  reserved_slug: 'Slug is reserved',
  invalid_slug: 'Slug may use letters, digits, - and _ (at most 64)',
  custom_slugs_not_allowed: 'Custom slugs need a paid plan',
  links_limit_reached: "Over your plan's link limit",
};
