import { sql } from '@kurz/db';
import type { ApiDeps } from '../context';
import { workspaceBanned } from '../abuse/banned';
import { RefusedAddressError, safeGet } from '../platform';

/**
 * How long a replica holds a postback it took: should it die meanwhile, another takes it after this.
 * An attempt's call has a hard deadline far shorter (ATTEMPT_TIMEOUT_MS).
 */
const LEASE_SECONDS = 60;
const ATTEMPT_TIMEOUT_MS = 5_000;
/** Every replica looks this often for postbacks that came due with no process holding a timer for them. */
export const POSTBACK_POLL_MS = 30_000;

const dueIn = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/**
 * A banned account's relays are not sent: they stay due, untaken, and go out should the ban be lifted.
 * Checked when a relay is taken, so one queued before the ban waits too.
 */
const ownerNotBanned = sql<boolean>`not ${workspaceBanned(sql.ref('conversions.owner_id'))}`;

/** Takes a due postback: one replica gets it, and its lease makes it due again should that one die. */
function take(deps: ApiDeps, conversionId: number) {
  return deps.db
    .updateTable('conversions')
    .set({ postback_due_at: dueIn(LEASE_SECONDS * 1000) })
    .where('id', '=', conversionId)
    .where('postback_url', 'is not', null)
    .where('postback_due_at', '<=', sql<Date>`now()`)
    .where(ownerNotBanned)
    .returning(['postback_url', 'postback_attempts'])
    .executeTakeFirst();
}

/**
 * Relays a conversion to its postback URL if the relay is due: one attempt, recorded, then done, or
 * due again after the next of the configured delays (a retry this process also schedules itself).
 * Never throws: a failure is logged, and the lease makes the postback due again (at least once).
 */
export async function deliverPostback(deps: ApiDeps, conversionId: number): Promise<void> {
  try {
    await relayOnce(deps, conversionId);
  } catch (err) {
    deps.log.error({ err, conversionId }, 'postback relay failed');
  }
}

async function relayOnce(deps: ApiDeps, conversionId: number): Promise<void> {
  const job = await take(deps, conversionId);
  const url = job?.postback_url;
  if (!job || !url) return;
  const attempt = job.postback_attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    statusCode = await safeGet(url, { timeoutMs: ATTEMPT_TIMEOUT_MS, allowIps: deps.config.postbackAllowedIps });
    if (statusCode >= 400) error = `HTTP ${statusCode}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    refused = err instanceof RefusedAddressError;
  }
  // 4xx other than 408/429 will not get better by retrying, nor will an address the filter refused.
  const retryable =
    error !== null &&
    !refused &&
    (statusCode === null || statusCode >= 500 || statusCode === 408 || statusCode === 429);
  const retryInMs = retryable ? deps.config.postbackRetryDelaysMs[attempt - 1] : undefined;
  const stillOurs = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('postback_attempts')
      .values({ conversion_id: conversionId, url, attempt, status_code: statusCode, error })
      .execute();
    // Only while no one else has taken it meanwhile (a lease run out on a very slow database).
    const updated = await trx
      .updateTable('conversions')
      .set({ postback_attempts: attempt, postback_due_at: retryInMs === undefined ? null : dueIn(retryInMs) })
      .where('id', '=', conversionId)
      .where('postback_attempts', '=', job.postback_attempts)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  });
  if (!stillOurs) return;
  if (retryable && retryInMs === undefined) deps.log.warn({ conversionId, url }, 'postback relay gave up');
  if (retryInMs !== undefined) {
    // A little after the database's due time, so this process finds it due.
    setTimeout(() => void deliverPostback(deps, conversionId), retryInMs + 20).unref();
  }
}

/** Postbacks that came due while no process held a timer for them: after a restart, a crash, a lost lease. */
export async function deliverDuePostbacks(deps: ApiDeps): Promise<void> {
  const due = await deps.db
    .selectFrom('conversions')
    .select('id')
    .where('postback_due_at', '<=', sql<Date>`now()`)
    .where(ownerNotBanned)
    .orderBy('postback_due_at')
    .limit(100)
    .execute();
  for (const { id } of due) await deliverPostback(deps, Number(id));
}
