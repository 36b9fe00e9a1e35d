import { IMPORT_ROWS_MAX, LINK_TITLE_MAX, type IMPORT_FORMATS } from '@kurz/core';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors';

export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export interface ImportRow {
  /** The file's line of the row (1: the first line). */
  line: number;
  url: string;
  slug: string | null;
  title: string | null;
}

/** Header names as compared: lower case, letters and digits only ("Long URL", "long_url" and "longUrl" are one). */
const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The columns read from each source's documented export, tried in this order (Shlink's and Bitly's
 * both have a long URL column; Shlink's alone has shortCode). The short link's last path segment is the
 * slug where a source gives only the short link (Bitly's `link`).
 */
const FORMATS: {
  format: ImportFormat;
  url: string[];
  slug: string[];
  shortLink: string[];
  title: string[];
  marks: string[];
}[] = [
  {
    format: 'shlink',
    url: ['longurl'],
    slug: ['shortcode'],
    shortLink: ['shorturl'],
    title: ['title'],
    marks: ['shortcode'],
  },
  {
    format: 'kutt',
    url: ['target'],
    slug: ['address'],
    shortLink: ['link'],
    title: ['description'],
    marks: ['address', 'target'],
  },
  { format: 'bitly', url: ['longurl'], slug: [], shortLink: ['link', 'bitlink'], title: ['title'], marks: ['longurl'] },
  { format: 'csv', url: ['url'], slug: ['slug'], shortLink: [], title: ['title'], marks: ['url'] },
];

function slugOfShortLink(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    const last = u.pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/**
 * Reads an import file: a header row naming the columns (our own url, slug, title; or the export of
 * Bitly, Shlink or Kutt, recognised by their column names), or no header at all (url[, slug, title]).
 */
export function parseImport(text: string): { format: ImportFormat; rows: ImportRow[] } {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
      to: IMPORT_ROWS_MAX + 2,
    });
  } catch (err) {
    throw new AppError('invalid_csv', { cause: err });
  }
  if (records.length === 0) throw new AppError('invalid_csv');
  const header = records[0]!.map(norm);
  const spec = FORMATS.find((f) => f.marks.every((m) => header.includes(m)));
  const col = (names: string[]) => header.findIndex((h) => names.includes(h));
  let rows: ImportRow[];
  if (spec) {
    const url = col(spec.url);
    const slug = col(spec.slug);
    const short = col(spec.shortLink);
    const title = col(spec.title);
    rows = records.slice(1).map((r, i) => ({
      line: i + 2,
      url: r[url] ?? '',
      slug: (slug >= 0 ? r[slug] || null : null) ?? (short >= 0 ? slugOfShortLink(r[short] ?? '') : null),
      title: title >= 0 ? r[title] || null : null,
    }));
  } else if (/^(https?:\/\/|www\.)/i.test(records[0]![0] ?? '')) {
    rows = records.map((r, i) => ({ line: i + 1, url: r[0] ?? '', slug: r[1] || null, title: r[2] || null }));
  } else {
    // A header we do not know: no column says where the targets are.
    throw new AppError('invalid_csv');
  }
  if (rows.length === 0) throw new AppError('invalid_csv');
  if (rows.length > IMPORT_ROWS_MAX) throw new AppError('payload_too_large');
  for (const r of rows) if (r.title && r.title.length > LINK_TITLE_MAX) r.title = r.title.slice(0, LINK_TITLE_MAX);
  return { format: spec?.format ?? 'csv', rows };
}
