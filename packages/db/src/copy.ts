import type { CompiledQuery } from 'kysely';

export type CopyValue = string | number | boolean | null;

/** Rows for one `COPY table (columns) FROM ...`: lists of values, or rows of any shape with `values` to list them. */
export interface CopyRows<T = readonly CopyValue[]> {
  table: string;
  columns: readonly string[];
  rows: readonly T[];
  /** A row's values in `columns` order; without it each row is that list. */
  values?: (row: T) => readonly CopyValue[];
}

/** A COPY, further COPYs (`also`) and what to run after them (`then`), in one transaction. */
export interface BulkInsert<T = readonly CopyValue[]> extends CopyRows<T> {
  also?: readonly CopyRows[];
  then?: CompiledQuery;
}

/** A COPY as sent: its statement and its rows in PostgreSQL's text format. */
export interface EncodedCopy {
  sql: string;
  chunks: Buffer[];
}

const SPECIAL = /[\\\n\r\t]/;
const SPECIAL_ALL = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Text is cut into Buffers of about this many characters as it is made. */
const CHUNK_CHARS = 64 * 1024;

function field(v: CopyValue): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  return SPECIAL.test(v) ? v.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : v;
}

/**
 * PostgreSQL's COPY text format (tab-separated, \N for null, backslash escapes, one row per line), as
 * Buffers of about 64 KiB. Text joined a field at a time is a chain of small strings until it is
 * written out; cut as it grows, the chain of a whole batch is never alive at once (and never copied
 * by the garbage collector).
 */
export function copyChunks<T>(c: CopyRows<T>): Buffer[] {
  const chunks: Buffer[] = [];
  let out = '';
  for (const row of c.rows) {
    const values = c.values ? c.values(row) : (row as readonly CopyValue[]);
    for (let i = 0; i < values.length; i++) out += (i === 0 ? '' : '\t') + field(values[i]!);
    out += '\n';
    if (out.length >= CHUNK_CHARS) {
      chunks.push(Buffer.from(out));
      out = '';
    }
  }
  if (out.length > 0) chunks.push(Buffer.from(out));
  return chunks;
}

/** Every COPY of a bulk insert, encoded (before the database is waited on, so its rows can be collected meanwhile). */
export function encodeCopies<T>(b: BulkInsert<T>, from: string): EncodedCopy[] {
  return [
    { sql: copyStatement(b, from), chunks: copyChunks(b) },
    ...(b.also ?? []).map((c) => ({ sql: copyStatement(c, from), chunks: copyChunks(c) })),
  ];
}

function copyStatement<T>(b: CopyRows<T>, from: string): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `copy ${quote(b.table)} (${b.columns.map(quote).join(', ')}) from ${from}`;
}
