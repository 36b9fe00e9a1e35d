import { randomBytes } from 'node:crypto';
import { hostname as machineName } from 'node:os';
import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiConfig } from '../context';
import { checkLinkRows, insertCheckedLinks, lockUserLinks } from '../links';
import { publishLinkChanges, type Logger } from '../platform';
import { ensureImportTags, linkColumns, unknownPasswordHash } from './columns';
import type { RowSettings } from './settings';
import { isWorkspaceBanned } from '../abuse/banned';
import { AppError } from '../errors';
import { holdMembership, ownerOf, ROLE_NEEDED } from '../workspaces';

export const IMPORT_POLL_MS = 1000;
const LEASE_MS = 30_000;
/** Rows a batch takes: as many as one bulk call. */
const BATCH = 1000;

interface Deps {
  db: Kysely<Database>;
  config: Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>;
  log: Logger;
}
export interface ImportWorkerOptions {
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  /** Who holds a lease; unique per process. */
  id?: string;
}

/** Takes the oldest running import no live worker holds (its lease expired, or never taken), for `leaseMs`. */
export async function claimImport(db: Kysely<Database>, workerId: string, leaseMs: number): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    update import_jobs set leased_by = ${workerId}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id = (
      select id from import_jobs
      where status = 'running' and (lease_until is null or lease_until < now() or leased_by = ${workerId})
      order by id limit 1 for update skip locked)
    returning id`.execute(db);
  return rows[0] ? String(rows[0].id) : null;
}

/**
 * One batch of a job, from its cursor: the rows are checked as creates are, and the links, the rows'
 * outcomes and the moved cursor are written in one transaction, which first makes sure this worker
 * still holds the lease and the cursor is where it read it. A worker that lost its lease (it stalled
 * past it and another took over) writes nothing, so each row is done exactly once. The transaction
 * also holds the owner's row: a ban (on any replica) waits for the batch under way, and the next one
 * sees it and stops the job, so no link is created after the ban.
 * Answers 'more', 'done', or 'lost'.
 */
export async function runImportBatch(
  deps: Deps,
  workerId: string,
  jobId: string,
  opts: { leaseMs?: number; batch?: number } = {},
): Promise<'more' | 'done' | 'lost'> {
  const { db } = deps;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const job = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', jobId as never)
    .executeTakeFirst();
  if (!job || job.status !== 'running') return 'done';
  if (job.leased_by !== workerId) return 'lost';
  const owner = await ownerOf(db, job.owner_id);
  if (!owner) return 'done';
  if (await isWorkspaceBanned(db, owner.id)) return stopImport(db, workerId, job.id);
  const rows = await db
    .selectFrom('import_rows')
    .select(['row', 'url', 'slug', 'title', 'hostname', 'import_key', 'settings'])
    .where('job_id', '=', job.id)
    .where('row', '>=', job.next_row)
    .orderBy('row')
    .limit(opts.batch ?? BATCH)
    .execute();
  const checked = await checkLinkRows(
    db,
    deps.config,
    owner,
    rows.map((r) => ({ url: r.url, slug: r.slug, hostname: r.hostname ?? job.hostname, title: r.title })),
  );
  const settings = rows.map((r) => (r.settings ?? {}) as RowSettings);
  const passwordHash = settings.some((s) => s.password) ? await unknownPasswordHash() : null;
  const extra = new Map(rows.map((r, i) => [i, linkColumns(settings[i]!, r.import_key, passwordHash)]));
  const outcome = await db.transaction().execute(async (trx) => {
    // Locks in the order the other writers take them, so that one waits for the other instead of both
    // on each other: the account's link lock (link creation; a guest's sign-in into the account, which
    // then adds its tags and deletes the guest), the people (the starter, whom the links name; the owners
    // until the batch commits, so a ban waits for it or this batch sees it; a password reset, a plan
    // change or an account's deletion holds them first), the workspace (its deletion, a plan change),
    // and last the job (which a reset stops and a deletion deletes).
    await lockUserLinks(trx, owner.id);
    if (job.created_by)
      await trx.selectFrom('users').select('id').where('id', '=', job.created_by).forKeyShare().execute();
    if (await isWorkspaceBanned(trx, owner.id, true)) return 'stop' as const;
    await trx.selectFrom('workspaces').select('id').where('id', '=', owner.id).forKeyShare().execute();
    const now = await trx
      .selectFrom('import_jobs')
      .select(['next_row', 'leased_by'])
      .where('id', '=', job.id)
      .forUpdate()
      .executeTakeFirst();
    if (!now || now.leased_by !== workerId || now.next_row !== job.next_row) return null;
    // The membership of whoever started it is held too: once removed, made a viewer, or gone with their
    // account (created_by null, in a shared workspace), their import creates nothing more.
    const starter = job.created_by;
    if (starter === null ? owner.personal_of === null : !(await mayStillCreate(trx, owner.id, starter)))
      return 'stop' as const;
    await ensureImportTags(trx, owner.id, settings);
    const created = await insertCheckedLinks(trx, owner, checked, job.created_by, extra);
    const outcomes = checked.results.map((r) => (r.ok ? 'created' : (r.error ?? 'invalid_input')));
    if (rows.length > 0) {
      await sql`
        update import_rows r set outcome = v.outcome, result_slug = v.slug
        from unnest(${rows.map((r) => r.row)}::int[], ${outcomes}::text[], ${checked.results.map((r) => (r.ok ? r.slug : null))}::text[]) as v(row, outcome, slug)
        where r.job_id = ${job.id} and r.row = v.row`.execute(trx);
    }
    const nextRow = job.next_row + rows.length;
    const finished = rows.length === 0 || nextRow >= job.total - job.skipped;
    await trx
      .updateTable('import_jobs')
      .set({
        next_row: nextRow,
        created: sql`created + ${created.length}`,
        existing: sql`existing + ${outcomes.filter(isExisting).length}`,
        failed: sql`failed + ${outcomes.filter((o) => o !== 'created' && !isExisting(o)).length}`,
        lease_until: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        ...(finished ? { status: 'done' as const, finished_at: sql`now()`, leased_by: null, lease_until: null } : {}),
      } as never)
      .where('id', '=', job.id)
      .execute();
    return { created, finished };
  });
  if (!outcome) return 'lost';
  if (outcome === 'stop') return stopImport(db, workerId, job.id);
  await publishLinkChanges(db, outcome.created);
  return outcome.finished ? 'done' : 'more';
}

const isExisting = (outcome: string) => outcome === 'slug_taken' || outcome === 'already_imported';

/** Whether the member who started an import may still create links in the workspace, held until the batch commits. */
async function mayStillCreate(trx: Kysely<Database>, workspaceId: string, userId: string): Promise<boolean> {
  try {
    await holdMembership(trx, workspaceId, userId, ROLE_NEEDED.imports.write);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** A running job stopped: it ends where it is, no worker takes it up again, its rows left are never imported. */
const stopRunning = (db: Kysely<Database>) =>
  db
    .updateTable('import_jobs')
    .set({ status: 'stopped', finished_at: sql<Date>`now()`, leased_by: null, lease_until: null })
    .where('status', '=', 'running');

/** The import of a banned account, or of a member who left. */
async function stopImport(db: Kysely<Database>, workerId: string, jobId: number): Promise<'done'> {
  await stopRunning(db).where('id', '=', jobId).where('leased_by', '=', workerId).execute();
  return 'done';
}

/** Every running import `userId` started (a takeover's reset: dropUnprovenOutlets). */
export async function stopImportsStartedBy(db: Kysely<Database>, userId: string): Promise<void> {
  await stopRunning(db).where('created_by', '=', userId).execute();
}

/**
 * Imports run here, beside the requests: the worker takes a job by lease, works through it batch by
 * batch, and renews the lease with each. A job left by a process that stopped or died is taken up by
 * any worker once its lease has run out, from its cursor.
 */
export class ImportWorker {
  readonly id: string;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private deps: () => Deps,
    private opts: ImportWorkerOptions = {},
  ) {
    this.id = opts.id ?? `${machineName()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    this.stopped = false;
    this.loop ??= this.run();
  }

  /** Finishes the batch under way, then gives the job back so another worker need not wait for the lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
    await this.deps()
      .db.updateTable('import_jobs')
      .set({ leased_by: null, lease_until: null })
      .where('leased_by', '=', this.id)
      .execute()
      .catch((err: unknown) => this.deps().log.warn({ err }, 'could not release import leases'));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async run(): Promise<void> {
    const pollMs = this.opts.pollMs ?? IMPORT_POLL_MS;
    while (!this.stopped) {
      try {
        const jobId = await claimImport(this.deps().db, this.id, this.opts.leaseMs ?? LEASE_MS);
        if (!jobId) {
          await this.sleep(pollMs);
          continue;
        }
        while (!this.stopped && (await runImportBatch(this.deps(), this.id, jobId, this.opts)) === 'more');
      } catch (err) {
        this.deps().log.warn({ err }, 'import batch failed');
        await this.sleep(pollMs);
      }
    }
  }
}

/** How long a finished import's report (its rows and their outcomes) is kept. */
export const IMPORT_REPORT_DAYS = 30;

/** Housekeeping: finished imports older than IMPORT_REPORT_DAYS, with their rows. */
export async function deleteOldImports(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('import_jobs')
    .where('status', '<>', 'running')
    .where('finished_at', '<', sql<Date>`now() - ${`${IMPORT_REPORT_DAYS} days`}::interval`)
    .execute();
}
