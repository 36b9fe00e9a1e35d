import { customSlugProblem, normaliseHttpUrl, type ErrorCode, type TImportProblem } from '@kurz/core';
import { AppError } from '../errors';
import { parseImport, type ImportFormat, type ImportRow } from './parse';

/** Rows refused that a report lists (the rest are counted). */
export const PROBLEMS_SHOWN = 500;

export interface ReadOptions {
  /** false: every row gets a generated slug. */
  keepSlugs: boolean;
  allowCustomSlugs: boolean;
}

/**
 * The rows that passed, packed: one JSON array `[line, url, slug, title]` a row in UTF-8, `ends[i]`
 * the byte after row i. Bytes cross to the main thread as one copy, where 100,000 row objects would
 * take a second to rebuild; the main thread unpacks only the rows it checks (candidateRows).
 */
export interface Candidates {
  bytes: Uint8Array;
  ends: Int32Array;
}

function packRows(rows: ImportRow[]): Candidates {
  const ends = new Int32Array(rows.length);
  let end = 0;
  const text = rows
    .map((r, i) => {
      const json = JSON.stringify([r.line, r.url, r.slug, r.title]);
      end += Buffer.byteLength(json);
      ends[i] = end;
      return json;
    })
    .join('');
  return { bytes: new Uint8Array(Buffer.from(text)), ends };
}

const decoder = new TextDecoder();

/** Rows `from` to `to` (not included) of the packed candidates. */
export function candidateRows(c: Candidates, from: number, to: number): ImportRow[] {
  const rows: ImportRow[] = [];
  let start = from === 0 ? 0 : c.ends[from - 1]!;
  for (let i = from; i < to; i++) {
    const [line, url, slug, title] = JSON.parse(decoder.decode(c.bytes.subarray(start, c.ends[i]))) as [
      number,
      string,
      string | null,
      string | null,
    ];
    rows.push({ line, url, slug, title });
    start = c.ends[i]!;
  }
  return rows;
}

export type ReadFile =
  | {
      format: ImportFormat;
      total: number;
      sample: ImportRow[];
      candidates: Candidates;
      /** The first PROBLEMS_SHOWN rows refused here, in file order; `problemCount` counts them all. */
      problems: TImportProblem[];
      problemCount: number;
      existing: number;
    }
  | { error: ErrorCode };

/**
 * Reads an import file and makes every check of a create that needs no database: the target's form,
 * the custom slug's form and the plan's gate, a slug repeated in the file (the second is slug_taken).
 * Runs on the import thread (importThread.ts): a 10 MB file takes seconds to parse.
 */
export function readImportFile(text: string, opts: ReadOptions): ReadFile {
  let parsed: ReturnType<typeof parseImport>;
  try {
    parsed = parseImport(text);
  } catch (err) {
    if (err instanceof AppError) return { error: err.appCode };
    throw err;
  }
  const { format, rows } = parsed;
  const passed: ImportRow[] = [];
  const problems: TImportProblem[] = [];
  let problemCount = 0;
  let existing = 0;
  const seen = new Set<string>();
  for (const row of rows) {
    const slug = (opts.keepSlugs && row.slug?.trim()) || null;
    const url = normaliseHttpUrl(row.url);
    let error: ErrorCode | null =
      url === null ? 'invalid_url' : slug ? customSlugProblem(opts.allowCustomSlugs, slug) : null;
    if (!error && slug) {
      const key = slug.toLowerCase();
      if (seen.has(key)) error = 'slug_taken';
      else seen.add(key);
    }
    if (error) {
      problemCount++;
      if (error === 'slug_taken') existing++;
      if (problems.length < PROBLEMS_SHOWN)
        problems.push({ line: row.line, error, slug: opts.keepSlugs ? row.slug : null });
      continue;
    }
    passed.push({ line: row.line, url: url!, slug, title: row.title });
  }
  const sample = rows.slice(0, 10).map((r) => ({ ...r, slug: opts.keepSlugs ? r.slug : null }));
  return { format, total: rows.length, sample, candidates: packRows(passed), problems, problemCount, existing };
}
