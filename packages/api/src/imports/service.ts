import {
  IMPORT_WARNING_MESSAGES,
  IMPORTS_PAGE_DEFAULT,
  toEpochSeconds,
  type ErrorCode,
  type TImportJob,
  type TImportList,
  type TImportListQuery,
  type TImportPreview,
  type TImportProblem,
  type TImportRequest,
  type TImportWarning,
} from '@kurz/core';
import { sql, type Database, type ImportJob, type Kysely } from '@kurz/db';
import type { ApiConfig } from '../context';
import { holdSignedInAccount, type SignedInAccount } from '../auth/sessions';
import { AppError } from '../errors';
import { assertUsableHostname } from '../domains';
import { checkLinkRows } from '../links';
import { countOwned, planOf } from '../plans';
import { readOnImportThread } from './importThread';
import type { ImportFormat } from './parse';
import { candidateRows, PROBLEMS_SHOWN, type CandidateRow, type ReadFile } from './read';
import { gateSettings, importedKeys, rowHosts } from './rowChecks';
import type { RowWarning } from './sources';
import { recordAudit, type AuditActor } from '../audit';
import type { Owner } from '../workspaces';
import { acrossWorkspaces } from '../workspaces/scope';

type Config = Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>;
const CHECK_CHUNK = 1000;
/**
 * Rows a job keeps beyond the links the plan has left when it starts: some may turn out taken by then,
 * or links be deleted meanwhile. The rest of a file past the plan's links is only counted.
 */
export const IMPORT_QUOTA_MARGIN = 100;

/** Of `pairs` (host, lower-case slug), those that already exist, whoever owns them, as `host/slug`. */
async function existingSlugs(db: Kysely<Database>, pairs: { host: string; slug: string }[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const byHost = new Map<string, string[]>();
  for (const p of pairs) {
    const slugs = byHost.get(p.host) ?? [];
    slugs.push(p.slug);
    byHost.set(p.host, slugs);
  }
  // One query a host (a file's rows are on one or a few), each on the links' (hostname, lower(slug)) index.
  for (const [host, slugs] of byHost) {
    const rows = await acrossWorkspaces(db, 'a slug is taken on its host whichever workspace holds it')
      .selectFrom('links')
      .select(sql<string>`lower(slug)`.as('s'))
      .where('hostname', '=', host)
      .where(sql<boolean>`lower(slug) = any(${slugs}::text[])`)
      .execute();
    for (const r of rows) taken.add(`${host}/${r.s}`);
  }
  return taken;
}

/** First PROBLEMS_SHOWN of lists each in line order. */
const firstProblems = (...lists: TImportProblem[][]) =>
  lists
    .flat()
    .sort((a, b) => a.line - b.line)
    .slice(0, PROBLEMS_SHOWN);

/** A row's warnings as the API shows them. */
export const wireWarnings = (line: number, warnings: RowWarning[]): TImportWarning[] =>
  warnings.map((w) => ({ line, code: w.code, detail: w.detail, message: IMPORT_WARNING_MESSAGES[w.code] }));

/** A row that passed every check, with the host its link goes to. */
type Accepted = CandidateRow & { host: string };

interface Assessment {
  format: ImportFormat;
  total: number;
  sample: Extract<ReadFile, { format: unknown }>['sample'];
  /** Rows that pass every check, in file order: at most `keep`. */
  accepted: Accepted[];
  problems: TImportProblem[];
  problemCount: number;
  /** Among the problems, rows whose slug is taken (on the host, or by an earlier row) or that were imported before. */
  existing: number;
}

/**
 * Each row of the file checked as a create would check it (target, host, plan gates, slug form), slugs
 * repeated in the file or already taken on the host, rows this account imported before, each setting
 * against the plan. The file is read on the import thread; here, on the event loop, only the
 * database's checks run, 1,000 rows at a time, and only until `keep` rows have passed: every row after
 * those is links_limit_reached without further work.
 */
async function assessImport(
  db: Kysely<Database>,
  config: Config,
  owner: Owner,
  req: TImportRequest,
  margin: number,
): Promise<Assessment> {
  const hostname = req.hostname.trim().toLowerCase();
  const plan = await planOf(db, owner);
  const read = await readOnImportThread(owner.id, req.csv, {
    keepSlugs: req.keep_slugs !== false,
    allowCustomSlugs: plan.allow_custom_slugs,
  });
  const keep =
    plan.max_links >= 0
      ? Math.max(0, plan.max_links - (await countOwned(db, owner.id)).links) + margin
      : Number.POSITIVE_INFINITY;
  const count = read.candidates.ends.length;
  const accepted: Accepted[] = [];
  const refused: TImportProblem[] = [];
  let problemCount = read.problemCount;
  let existing = read.existing;
  const usable = new Map<string, boolean>();
  // Host + slug of the rows accepted so far: two rows the file gives different domains may land on one host.
  const claimed = new Set<string>();
  let next = 0;
  while (next < count && accepted.length < keep) {
    const end = Math.min(next + CHECK_CHUNK, count);
    const chunk = candidateRows(read.candidates, next, end);
    next = end;
    const hosts = await rowHosts(db, owner, chunk, hostname, usable);
    const checked = await checkLinkRows(
      db,
      config,
      owner,
      chunk.map((r, j) => ({ url: r.url, slug: r.slug, hostname: hosts[j]!, title: r.title })),
    );
    const imported = await importedKeys(
      db,
      owner.id,
      chunk.map((r) => r.key),
    );
    const taken = await existingSlugs(
      db,
      chunk
        .map((r, j) => ({ host: hosts[j]!, slug: r.slug?.toLowerCase() ?? '' }))
        .filter((p, j) => p.slug && !checked.results[j]!.error),
    );
    const passed: Accepted[] = [];
    chunk.forEach((row, j) => {
      const at = `${hosts[j]}/${row.slug?.toLowerCase()}`;
      const error: ErrorCode | undefined = imported.has(row.key)
        ? 'already_imported'
        : (checked.results[j]!.error ?? (row.slug && (taken.has(at) || claimed.has(at)) ? 'slug_taken' : undefined));
      if (!error && accepted.length + passed.length < keep) {
        if (row.slug) claimed.add(at);
        return passed.push({ ...row, host: hosts[j]! });
      }
      problemCount++;
      if (error === 'slug_taken' || error === 'already_imported') existing++;
      if (refused.length < PROBLEMS_SHOWN)
        refused.push({ line: row.line, error: error ?? 'links_limit_reached', slug: row.slug });
    });
    await gateSettings(db, config.appOrigin, owner, plan, passed);
    accepted.push(...passed);
  }
  const overQuota = candidateRows(read.candidates, next, Math.min(count, next + PROBLEMS_SHOWN)).map((r) => ({
    line: r.line,
    error: 'links_limit_reached' as const,
    slug: r.slug,
  }));
  problemCount += count - next;
  return {
    format: read.format,
    total: read.total,
    sample: read.sample,
    accepted,
    problems: firstProblems(read.problems, refused, overQuota),
    problemCount,
    existing,
  };
}

const warningCount = (rows: Accepted[]) => rows.reduce((n, r) => n + r.warnings.length, 0);
function firstWarnings(rows: { line: number; warnings: RowWarning[] | null }[]): TImportWarning[] {
  const out: TImportWarning[] = [];
  for (const r of rows) {
    if (out.length >= PROBLEMS_SHOWN) break;
    out.push(...wireWarnings(r.line, r.warnings ?? []));
  }
  return out.slice(0, PROBLEMS_SHOWN);
}

/** What an import would do, without writing anything: the rows that would be created now, and each that would not with why. */
export async function previewImport(
  db: Kysely<Database>,
  config: Config,
  owner: Owner,
  req: TImportRequest,
): Promise<TImportPreview> {
  const a = await assessImport(db, config, owner, req, 0);
  return {
    format: a.format,
    total: a.total,
    valid: a.accepted.length,
    sample: a.sample,
    problems: a.problems,
    problem_count: a.problemCount,
    warnings: firstWarnings(a.accepted),
    warning_count: warningCount(a.accepted),
  };
}

/**
 * Starts a job the background worker creates links from, batch by batch. Only the rows that passed
 * the checks are stored, up to the plan's remaining links and IMPORT_QUOTA_MARGIN: what a job keeps is
 * bounded by what it can create. The others are counted, and the first 500 kept for the report.
 */
export async function startImport(
  db: Kysely<Database>,
  config: Config,
  owner: Owner,
  req: TImportRequest,
  actor: AuditActor,
  caller: SignedInAccount,
): Promise<TImportJob> {
  const hostname = req.hostname.trim().toLowerCase();
  await assertUsableHostname(db, owner, hostname);
  const a = await assessImport(db, config, owner, req, IMPORT_QUOTA_MARGIN);
  const id = await db.transaction().execute(async (trx) => {
    // Rows that relay conversions elsewhere are stored only under the account as the request found
    // it: a takeover's reset that committed while the file was read stops imports, and could not see
    // this one yet (see dropUnprovenOutlets).
    if (a.accepted.some((r) => r.settings.postback_url)) await holdSignedInAccount(trx, caller);
    const job = await trx
      .insertInto('import_jobs')
      .values({
        owner_id: owner.id,
        created_by: actor.userId,
        format: a.format,
        hostname,
        total: a.total,
        skipped: a.total - a.accepted.length,
        existing: a.existing,
        failed: a.problemCount - a.existing,
        problems: JSON.stringify(a.problems),
        warning_count: warningCount(a.accepted),
        ...(a.accepted.length === 0 ? { status: 'done' as const, finished_at: sql<Date>`now()` } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < a.accepted.length; i += 1000) {
      await trx
        .insertInto('import_rows')
        .values(
          a.accepted.slice(i, i + 1000).map((r, j) => ({
            job_id: job.id,
            row: i + j,
            line: r.line,
            url: r.url,
            slug: r.slug,
            title: r.title,
            hostname: r.host === hostname ? null : r.host,
            import_key: r.key,
            settings: Object.keys(r.settings).length > 0 ? JSON.stringify(r.settings) : null,
            warnings: r.warnings.length > 0 ? JSON.stringify(r.warnings) : null,
          })),
        )
        .execute();
    }
    // One event for the job, when it is started: its links are made later, by the worker.
    await recordAudit(trx, null, owner.id, actor, [
      {
        action: 'links.imported',
        target: { type: 'import', id: String(job.id), label: `${a.format} import to ${hostname}` },
        details: { rows: a.total, accepted: a.accepted.length },
      },
    ]);
    return String(job.id);
  });
  return importJobOf(db, owner.id, id);
}

const summaryOf = (job: ImportJob) => ({
  id: String(job.id),
  status: job.status,
  format: job.format as ImportFormat,
  hostname: job.hostname,
  total: job.total,
  processed: job.skipped + job.next_row,
  created: job.created,
  existing: job.existing,
  failed: job.failed,
  warning_count: job.warning_count,
  created_at: toEpochSeconds(job.created_at),
});

/** The caller's import and its progress, or not_found. */
export async function importJobOf(db: Kysely<Database>, ownerId: string, id: string): Promise<TImportJob> {
  const job = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', id as never)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!job) throw new AppError('not_found');
  const failedRows = await db
    .selectFrom('import_rows')
    .select(['line', 'outcome', 'slug'])
    .where('job_id', '=', job.id)
    .where('outcome', 'is not', null)
    .where('outcome', '<>', 'created')
    .orderBy('row')
    .limit(PROBLEMS_SHOWN)
    .execute();
  const problems = firstProblems(
    job.problems as TImportProblem[],
    failedRows.map((p) => ({ line: p.line, error: p.outcome as ErrorCode, slug: p.slug })),
  );
  const warned = await db
    .selectFrom('import_rows')
    .select(['line', 'warnings'])
    .where('job_id', '=', job.id)
    .where('warnings', 'is not', null)
    .orderBy('row')
    .limit(PROBLEMS_SHOWN)
    .execute();
  return { ...summaryOf(job), problems, warnings: firstWarnings(warned as never) };
}

/** The caller's imports, newest first, a page at a time (keyset on id: next_cursor is the last id shown). */
export async function listImports(db: Kysely<Database>, ownerId: string, q: TImportListQuery): Promise<TImportList> {
  const limit = q.limit ?? IMPORTS_PAGE_DEFAULT;
  let query = db.selectFrom('import_jobs').selectAll().where('owner_id', '=', ownerId);
  if (q.cursor) query = query.where('id', '<', q.cursor as never);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    results: page.map((job) => ({
      ...summaryOf(job),
      finished_at: job.finished_at ? toEpochSeconds(job.finished_at) : null,
    })),
    next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}
