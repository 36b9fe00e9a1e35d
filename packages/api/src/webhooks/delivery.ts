import { sql } from '@kurz/db';
import { mailUser } from '../auth/accountMail';
import type { ApiDeps } from '../context';
import { openSealed, RefusedAddressError, safePost } from '../platform';
import type { ClaimedDelivery } from './claim';
import { SECRET_PURPOSE } from './service';
import { workspaceBanned } from '../abuse/banned';
import { signatureHeader } from './signing';

/** Every replica looks this often for deliveries that came due (new events, retries) and for clicks to batch. */
export const WEBHOOK_POLL_MS = 2_000;
const ATTEMPT_TIMEOUT_MS = 5_000;
/** Waits between attempts: 6 attempts over about 7 hours. */
export const WEBHOOK_RETRY_DELAYS_MS = [10_000, 60_000, 600_000, 3_600_000, 21_600_000];
/** Deliveries given up on in a row after which the endpoint is disabled and its owner mailed. */
export const WEBHOOK_DISABLE_AFTER = 20;

const dueIn = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/**
 * One attempt at a claimed delivery; never throws (should recording it fail, the lease makes it due
 * again). Answers when it is due again, if it is to be retried.
 */
export async function attemptDelivery(deps: ApiDeps, job: ClaimedDelivery): Promise<number | undefined> {
  try {
    return await attemptOnce(deps, job);
  } catch (err) {
    deps.log.error({ err, delivery: job.id }, 'webhook delivery failed');
    return undefined;
  }
}

/** Given up without a request: the endpoint is gone or disabled, or its account banned. */
async function dropDelivery(deps: ApiDeps, id: string, error: string): Promise<undefined> {
  await deps.db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', due_at: null, error })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return undefined;
}

async function attemptOnce(deps: ApiDeps, job: ClaimedDelivery): Promise<number | undefined> {
  const { id } = job;
  const endpoint = await deps.db
    .selectFrom('webhook_endpoints')
    .select(['webhook_endpoints.url', 'webhook_endpoints.secret_enc', 'webhook_endpoints.enabled'])
    .select(workspaceBanned(sql.ref('webhook_endpoints.owner_id')).as('banned'))
    .where('webhook_endpoints.id', '=', job.endpoint_id)
    .executeTakeFirst();
  const isTest = job.event === 'webhook.test';
  // A banned account's traffic goes nowhere, whatever was queued before the ban.
  if (endpoint?.banned) return dropDelivery(deps, id, 'account banned');
  if (!endpoint || (!endpoint.enabled && !isTest)) return dropDelivery(deps, id, 'endpoint disabled');
  const attempt = job.attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const secret = openSealed(deps.config, SECRET_PURPOSE, endpoint.secret_enc);
    if (secret === null)
      throw new Error(
        'the signing secret was sealed with an earlier SESSION_SECRET: set SESSION_SECRET_PREVIOUS to it, or create the endpoint again',
      );
    statusCode = await safePost(endpoint.url, job.body, {
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      allowIps: deps.config.postbackAllowedIps,
      allowPrivate: deps.config.webhooksAllowPrivateTargets,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'kurz-webhooks/1',
        'kurz-signature': signatureHeader(secret, Math.floor(Date.now() / 1000), job.body),
        'kurz-event': job.event,
        'kurz-delivery': id,
      },
    });
    if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    refused = err instanceof RefusedAddressError;
  }
  const delays = deps.config.webhookRetryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  // An address the filter refused stays refused; anything else may get better.
  const retryInMs = error !== null && !refused ? delays[attempt - 1] : undefined;
  const status = error === null ? 'delivered' : retryInMs === undefined ? 'failed' : 'pending';
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // Only while no one else took it meanwhile (a lease run out on a very slow database).
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: attempt,
        status,
        due_at: retryInMs === undefined ? null : dueIn(retryInMs),
        status_code: statusCode,
        error,
        attempted_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n || isTest || status === 'pending')
      return { ours: updated.numUpdatedRows > 0n, disabled: null };
    if (status === 'delivered') {
      // Only when there is a count to reset: concurrent deliveries to one endpoint would otherwise all queue on its row.
      await trx
        .updateTable('webhook_endpoints')
        .set({ failures: 0 })
        .where('id', '=', job.endpoint_id)
        .where('failures', '>', 0)
        .execute();
      return { ours: true, disabled: null };
    }
    return { ours: true, disabled: await countFailure(deps, trx, job.endpoint_id) };
  });
  if (!outcome.ours) return undefined;
  if (outcome.disabled) await mailDisabled(deps, outcome.disabled);
  return retryInMs;
}

/** One more delivery given up on; at the limit the endpoint is disabled and its queued deliveries dropped. */
async function countFailure(
  deps: ApiDeps,
  trx: ApiDeps['db'],
  endpointId: string,
): Promise<{ ownerId: string; url: string } | null> {
  const limit = deps.config.webhookDisableAfter ?? WEBHOOK_DISABLE_AFTER;
  const row = await trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', endpointId)
    .returning(['failures', 'enabled', 'owner_id', 'url'])
    .executeTakeFirst();
  if (!row || !row.enabled || row.failures < limit) return null;
  await trx
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_at: sql<Date>`now()` })
    .where('id', '=', endpointId)
    .execute();
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', due_at: null, error: 'endpoint disabled' })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .where('event', '!=', 'webhook.test')
    .execute();
  return { ownerId: row.owner_id, url: row.url };
}

async function mailDisabled(deps: ApiDeps, { ownerId, url }: { ownerId: string; url: string }): Promise<void> {
  deps.log.warn({ owner: ownerId, url }, 'webhook endpoint disabled after repeated failures');
  const owners = await deps.db
    .selectFrom('workspace_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .selectAll('users')
    .where('m.workspace_id', '=', ownerId)
    .where('m.role', '=', 'owner')
    .where('users.email', 'is not', null)
    .execute();
  // The greeting and the other variables every account mail has (mailUser); the link goes to the endpoints.
  for (const user of owners)
    await mailUser(deps, user, 'webhook_disabled', {
      dashboard_url: `${deps.config.appOrigin}/profile#webhooks`,
    }).catch((err: unknown) => deps.log.error({ err, owner: ownerId }, 'mailing a disabled webhook failed'));
}
