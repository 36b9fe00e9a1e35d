import type { CompiledQuery } from 'kysely';

export type CopyValue = string | number | boolean | null;

/** Rows for one `COPY table (columns) FROM ...`. */
export interface CopyRows {
  table: string;
  columns: readonly string[];
  rows: readonly (readonly CopyValue[])[];
}

/** A COPY, further COPYs (`also`) and what to run after them (`then`), in one transaction. */
export interface BulkInsert extends CopyRows {
  also?: readonly CopyRows[];
  then?: CompiledQuery;
}

const SPECIAL = /[\\\n\r\t]/;
const SPECIAL_ALL = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function field(v: CopyValue): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s = String(v);
  return SPECIAL.test(s) ? s.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : s;
}

/** PostgreSQL's COPY text format: tab-separated, \N for null, backslash escapes, one row per line. */
export function copyText(rows: CopyRows['rows']): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) out += (i === 0 ? '' : '\t') + field(row[i]!);
    out += '\n';
  }
  return out;
}

export function copyStatement(b: CopyRows, from: string): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `copy ${quote(b.table)} (${b.columns.map(quote).join(', ')}) from ${from}`;
}
