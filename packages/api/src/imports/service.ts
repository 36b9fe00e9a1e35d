import { toEpochSeconds, type ErrorCode, type TImportJob, type TImportPreview, type TImportProblem, type TImportRequest } from '@kurz/core';
import { sql, type Database, type Kysely, type User } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError } from '../errors';
import { assertUsableHostname } from '../domains';
import { checkLinkRows } from '../links';
import { countOwned, planOf } from '../plans';
import { parseImport, type ImportFormat, type ImportRow } from './parse';

type Config = Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>;
const CHECK_CHUNK = 1000;
const PROBLEMS_SHOWN = 500;

function readFile(req: TImportRequest): { format: ImportFormat; rows: ImportRow[]; hostname: string } {
  const { format, rows } = parseImport(req.csv);
  if (req.keep_slugs === false) for (const r of rows) r.slug = null;
  return { format, rows, hostname: req.hostname.trim().toLowerCase() };
}

/** Host + slugs (lower case) among `slugs` that already exist on the host, whoever owns them. */
async function existingSlugs(db: Kysely<Database>, hostname: string, slugs: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < slugs.length; i += 5000) {
    const chunk = slugs.slice(i, i + 5000);
    const rows = await db
      .selectFrom('links')
      .select(sql<string>`lower(slug)`.as('s'))
      .where('hostname', '=', hostname)
      .where(sql<boolean>`lower(slug) = any(${chunk}::text[])`)
      .execute();
    for (const r of rows) found.add(r.s);
  }
  return found;
}

/**
 * What an import would do, without writing anything: each row checked as a create would check it
 * (target, host, plan gates, slug form), slugs repeated in the file or already taken on the host, and
 * the rows beyond the plan's remaining links.
 */
export async function previewImport(db: Kysely<Database>, config: Config, user: User, req: TImportRequest): Promise<TImportPreview> {
  const { format, rows, hostname } = readFile(req);
  const problems: TImportProblem[] = [];
  const errors = new Map<number, ErrorCode>();
  for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
    const chunk = rows.slice(i, i + CHECK_CHUNK);
    const checked = await checkLinkRows(db, config, user, chunk.map((r) => ({ url: r.url, slug: r.slug, hostname, title: r.title })));
    checked.results.forEach((res, j) => res.error && errors.set(i + j, res.error));
  }
  const customs = new Map<string, number>();
  rows.forEach((r, i) => {
    if (errors.has(i) || !r.slug) return;
    const key = r.slug.trim().toLowerCase();
    if (customs.has(key)) errors.set(i, 'slug_taken');
    else customs.set(key, i);
  });
  const taken = await existingSlugs(db, hostname, [...customs.keys()]);
  for (const [key, i] of customs) if (taken.has(key)) errors.set(i, 'slug_taken');
  const plan = await planOf(db, user);
  let remaining = plan.max_links >= 0 ? Math.max(0, plan.max_links - (await countOwned(db, user.id)).links) : Number.POSITIVE_INFINITY;
  let valid = 0;
  rows.forEach((_, i) => {
    if (errors.has(i)) return;
    if (remaining > 0) {
      remaining--;
      valid++;
    } else errors.set(i, 'links_limit_reached');
  });
  for (const [i, error] of [...errors].sort((a, b) => a[0] - b[0])) {
    if (problems.length >= PROBLEMS_SHOWN) break;
    problems.push({ line: rows[i]!.line, error, slug: rows[i]!.slug });
  }
  return {
    format,
    total: rows.length,
    valid,
    sample: rows.slice(0, 10).map((r) => ({ line: r.line, url: r.url, slug: r.slug, title: r.title })),
    problems,
    problem_count: errors.size,
  };
}

/** Stores the file's rows as a job the background worker creates links from, batch by batch. */
export async function startImport(db: Kysely<Database>, user: User, req: TImportRequest): Promise<TImportJob> {
  const { format, rows, hostname } = readFile(req);
  await assertUsableHostname(db, user, hostname);
  const id = await db.transaction().execute(async (trx) => {
    const job = await trx.insertInto('import_jobs').values({ owner_id: user.id, format, hostname, total: rows.length }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('import_rows')
        .values(rows.slice(i, i + 1000).map((r, j) => ({ job_id: job.id, row: i + j, line: r.line, url: r.url, slug: r.slug, title: r.title })))
        .execute();
    }
    return String(job.id);
  });
  return importJobOf(db, user.id, id);
}

/** The caller's import and its progress, or not_found. */
export async function importJobOf(db: Kysely<Database>, userId: string, id: string): Promise<TImportJob> {
  const job = await db.selectFrom('import_jobs').selectAll().where('id', '=', id as never).where('owner_id', '=', userId).executeTakeFirst();
  if (!job) throw new AppError('not_found');
  const problems = await db
    .selectFrom('import_rows')
    .select(['line', 'outcome', 'slug'])
    .where('job_id', '=', job.id)
    .where('outcome', 'is not', null)
    .where('outcome', '<>', 'created')
    .orderBy('row')
    .limit(PROBLEMS_SHOWN)
    .execute();
  return {
    id: String(job.id),
    status: job.status,
    format: job.format as ImportFormat,
    hostname: job.hostname,
    total: job.total,
    processed: job.next_row,
    created: job.created,
    existing: job.existing,
    failed: job.failed,
    problems: problems.map((p) => ({ line: p.line, error: p.outcome as ErrorCode, slug: p.slug })),
    created_at: toEpochSeconds(job.created_at),
  };
}
