import { customSlugProblem, normaliseHttpUrl, type ErrorCode, type TImportProblem } from '@kurz/core';
import { AppError } from '../errors';
import { parseImport, type ImportFormat } from './parse';
import { checkSettings, type RowSettings } from './settings';
import type { ImportRow, RowWarning } from './sources';

/** Rows refused that a report lists (the rest are counted). */
export const PROBLEMS_SHOWN = 500;

export interface ReadOptions {
  /** false: every row gets a generated slug. */
  keepSlugs: boolean;
  allowCustomSlugs: boolean;
}

/** A row that passed the checks here: its target normalised, its settings checked. */
export interface CandidateRow {
  line: number;
  url: string;
  slug: string | null;
  title: string | null;
  domain: string | null;
  key: string;
  settings: RowSettings;
  warnings: RowWarning[];
}

/**
 * The rows that passed, packed: one JSON array a row in UTF-8, `ends[i]` the byte after row i. Bytes
 * cross to the main thread as one copy, where 100,000 row objects would take a second to rebuild; the
 * main thread unpacks only the rows it checks (candidateRows).
 */
export interface Candidates {
  bytes: Uint8Array;
  ends: Int32Array;
}

function packRows(rows: CandidateRow[]): Candidates {
  const ends = new Int32Array(rows.length);
  let end = 0;
  const text = rows
    .map((r, i) => {
      const json = JSON.stringify([r.line, r.url, r.slug, r.title, r.domain, r.key, r.settings, r.warnings]);
      end += Buffer.byteLength(json);
      ends[i] = end;
      return json;
    })
    .join('');
  return { bytes: new Uint8Array(Buffer.from(text)), ends };
}

const decoder = new TextDecoder();

/** Rows `from` to `to` (not included) of the packed candidates. */
export function candidateRows(c: Candidates, from: number, to: number): CandidateRow[] {
  const rows: CandidateRow[] = [];
  let start = from === 0 ? 0 : c.ends[from - 1]!;
  for (let i = from; i < to; i++) {
    const [line, url, slug, title, domain, key, settings, warnings] = JSON.parse(
      decoder.decode(c.bytes.subarray(start, c.ends[i])),
    ) as [number, string, string | null, string | null, string | null, string, RowSettings, RowWarning[]];
    rows.push({ line, url, slug, title, domain, key, settings, warnings });
    start = c.ends[i]!;
  }
  return rows;
}

export type ReadFile =
  | {
      format: ImportFormat;
      total: number;
      sample: Pick<ImportRow, 'line' | 'url' | 'slug' | 'title'>[];
      candidates: Candidates;
      /** The first PROBLEMS_SHOWN rows refused here, in file order; `problemCount` counts them all. */
      problems: TImportProblem[];
      problemCount: number;
      existing: number;
    }
  | { error: ErrorCode; message?: string };

/**
 * Reads an import file and makes every check of a create that needs no database: the target's form,
 * the custom slug's form and the plan's gate, a slug repeated in the file on the same domain (the second
 * is slug_taken), a row the file holds twice (already_imported), each setting's form. Runs on the
 * import thread (importThread.ts): a 10 MB file takes seconds to parse.
 */
export function readImportFile(text: string, opts: ReadOptions): ReadFile {
  let parsed: ReturnType<typeof parseImport>;
  try {
    parsed = parseImport(text);
  } catch (err) {
    if (err instanceof AppError) return { error: err.appCode, ...(err.detail ? { message: err.detail } : {}) };
    throw err;
  }
  const { format, rows } = parsed;
  const now = new Date();
  const passed: CandidateRow[] = [];
  const problems: TImportProblem[] = [];
  let problemCount = 0;
  let existing = 0;
  const seen = new Set<string>();
  const keys = new Set<string>();
  for (const row of rows) {
    const slug = (opts.keepSlugs && row.slug?.trim()) || null;
    const url = normaliseHttpUrl(row.url);
    let error: ErrorCode | null =
      url === null ? 'invalid_url' : slug ? customSlugProblem(opts.allowCustomSlugs, slug) : null;
    if (!error && slug) {
      const at = `${row.domain ?? ''}/${slug.toLowerCase()}`;
      if (seen.has(at)) error = 'slug_taken';
      else seen.add(at);
    }
    if (!error && keys.has(row.key)) error = 'already_imported';
    if (error) {
      problemCount++;
      if (error === 'slug_taken' || error === 'already_imported') existing++;
      if (problems.length < PROBLEMS_SHOWN)
        problems.push({ line: row.line, error, slug: opts.keepSlugs ? row.slug : null });
      continue;
    }
    keys.add(row.key);
    const checked = checkSettings(row.settings, now);
    passed.push({
      line: row.line,
      url: url!,
      slug,
      title: row.title,
      domain: row.domain,
      key: row.key,
      settings: checked.settings,
      warnings: [...row.warnings, ...checked.warnings],
    });
  }
  const sample = rows
    .slice(0, 10)
    .map((r) => ({ line: r.line, url: r.url, slug: opts.keepSlugs ? r.slug : null, title: r.title }));
  return { format, total: rows.length, sample, candidates: packRows(passed), problems, problemCount, existing };
}
