import { IMPORT_FORMATS_EXPECTED, IMPORT_ROWS_MAX, type TImportFormat } from '@kurz/core';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors';
import { CSV_FORMATS, JSON_FORMATS, norm, plainCsvRows, type ImportRow } from './sources';

export type ImportFormat = TImportFormat;
export type { ImportRow } from './sources';

const unreadable = (cause?: unknown) => new AppError('invalid_csv', { message: IMPORT_FORMATS_EXPECTED, cause });

function tooMany(count: number) {
  if (count > IMPORT_ROWS_MAX) throw new AppError('payload_too_large');
}

/** A JSON answer of Bitly's, Shlink's or Kutt's API, recognised by where its list is and its items' fields. */
function parseJson(text: string): { format: ImportFormat; rows: ImportRow[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw unreadable(err);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw unreadable();
  for (const f of JSON_FORMATS) {
    const items = f.items(doc as Record<string, unknown>);
    if (!Array.isArray(items)) continue;
    const first = items.find((i): i is Record<string, unknown> => !!i && typeof i === 'object');
    if (first && !f.marks.every((m) => m in first)) continue;
    if (items.length === 0) throw unreadable();
    tooMany(items.length);
    return {
      format: f.format,
      rows: items.map((item, i) =>
        f.mapper(item && typeof item === 'object' ? (item as Record<string, unknown>) : {}, i + 1),
      ),
    };
  }
  throw unreadable();
}

function parseCsv(text: string): { format: ImportFormat; rows: ImportRow[] } {
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
      to: IMPORT_ROWS_MAX + 2,
    });
  } catch (err) {
    throw unreadable(err);
  }
  if (records.length === 0) throw unreadable();
  const header = records[0]!.map(norm);
  const spec = CSV_FORMATS.find((f) => f.marks.every((m) => header.includes(m)));
  let rows: ImportRow[];
  if (spec) {
    const mapper = spec.mapper();
    rows = records.slice(1).map((r, i) => {
      const rec: Record<string, string> = {};
      // The first column of a name wins, as a reader of the file would take it.
      header.forEach((h, j) => {
        if (!(h in rec)) rec[h] = r[j] ?? '';
      });
      return mapper(rec, i + 2);
    });
  } else if (/^(https?:\/\/|www\.)/i.test(records[0]![0] ?? '')) {
    const mapper = plainCsvRows();
    rows = records.map((r, i) => mapper({ url: r[0] ?? '', slug: r[1] ?? '', title: r[2] ?? '' }, i + 1));
  } else {
    // A header we do not know: no column says where the targets are.
    throw unreadable();
  }
  if (rows.length === 0) throw unreadable();
  tooMany(rows.length);
  return { format: spec?.format ?? 'csv', rows };
}

/**
 * Reads an import file: a JSON answer of a source's API (the text starts with `{`), else CSV with a
 * header row naming the columns (ours, kurz's export, or Bitly's, Shlink's or Kutt's, recognised by
 * their column names), or no header at all (url[, slug, title]).
 */
export function parseImport(text: string): { format: ImportFormat; rows: ImportRow[] } {
  const body = text.replace(/^\uFEFF/, '');
  return /^\s*[[{]/.test(body) ? parseJson(body) : parseCsv(body);
}
