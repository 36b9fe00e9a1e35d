import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  normaliseHttpUrl,
  WEBHOOK_LOG_SIZE,
  type TWebhookCreate,
  type TWebhookCreated,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEvent,
} from '@kurz/core';
import { sql, type Database, type Kysely, type Selectable, type WebhookEndpointsTable } from '@kurz/db';
import type { ApiConfig, ApiDeps } from '../context';
import { AppError } from '../errors';
import { isPrivateAddress, sealSecret } from '../platform';
import { recordAudit, type AuditActor } from '../audit';
import { deliveryBody } from './events';
import { acrossWorkspaces } from '../workspaces/scope';

/** The purpose the signing secrets are sealed under (a key of their own, derived from SESSION_SECRET). */
export const SECRET_PURPOSE = 'webhook-secret';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toEndpoint(row: Selectable<WebhookEndpointsTable>): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEvent[],
    enabled: row.enabled,
    disabled_at: row.disabled_at ? seconds(row.disabled_at) : null,
    created_at: seconds(row.created_at),
  };
}

/**
 * https only: the payloads are the account's traffic. Plain http is taken for an address the deployment
 * allows despite being private (tests' loopback receivers), and a private address is refused here as
 * well as at every send. A development server (WEBHOOKS_ALLOW_PRIVATE_TARGETS) takes any http(s) URL,
 * so that a receiver on the developer's machine or network can be tried.
 */
async function checkedUrl(
  config: Pick<ApiConfig, 'postbackAllowedIps' | 'webhooksAllowPrivateTargets'>,
  raw: string,
): Promise<string> {
  const url = normaliseHttpUrl(raw);
  if (url === null) throw new AppError('invalid_url');
  if (config.webhooksAllowPrivateTargets) return url;
  const { protocol, hostname } = new URL(url);
  const allowed = config.postbackAllowedIps.includes(hostname.replace(/^\[|\]$/g, ''));
  if (protocol !== 'https:' && !allowed) throw new AppError('invalid_url');
  if (await isPrivateAddress(url, config.postbackAllowedIps)) throw new AppError('private_address');
  return url;
}

export async function listEndpoints(db: Kysely<Database>, ownerId: string): Promise<TWebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();
  return rows.map(toEndpoint);
}

export async function createEndpoint(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  ownerId: string,
  input: TWebhookCreate,
  actor: AuditActor,
): Promise<TWebhookCreated> {
  const url = await checkedUrl(deps.config, input.url);
  const events = [...new Set(input.events)];
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await deps.db.transaction().execute(async (trx) => {
    // One account's creations in turn, so two at once cannot both take the last free place.
    await sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${ownerId}`}))`.execute(trx);
    const { n } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('webhooks_limit_reached');
    // Clicks from now on: an endpoint does not get the account's history.
    const { head } = await acrossWorkspaces(trx, 'the newest click id of all, a cursor: no row is read')
      .selectFrom('clicks')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('head'))
      .executeTakeFirstOrThrow();
    const made = await trx
      .insertInto('webhook_endpoints')
      .values({
        owner_id: ownerId,
        url,
        events,
        secret_enc: sealSecret(deps.config.sessionSecret, SECRET_PURPOSE, secret),
        click_cursor: String(head),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, null, ownerId, actor, [
      { action: 'webhook.created', target: webhookTarget(made), details: { events } },
    ]);
    return made;
  });
  return { ...toEndpoint(row), secret };
}

async function ownedEndpoint(db: Kysely<Database>, ownerId: string, id: string) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

export async function deleteEndpoint(
  deps: Pick<ApiDeps, 'db' | 'log'>,
  ownerId: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const gone = await deps.db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returning(['id', 'url'])
    .executeTakeFirst();
  if (!gone) throw new AppError('not_found');
  await recordAudit(deps.db, deps, ownerId, actor, [{ action: 'webhook.deleted', target: webhookTarget(gone) }]);
}

const webhookTarget = (e: { id: string; url: string }) => ({ type: 'webhook', id: e.id, label: e.url });

/** Enabled again after being disabled: sends events from now on, not the ones missed meanwhile. */
export async function enableEndpoint(db: Kysely<Database>, ownerId: string, id: string): Promise<TWebhookEndpoint> {
  await ownedEndpoint(db, ownerId, id);
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      enabled: true,
      disabled_at: null,
      failures: 0,
      click_watermark: null,
      click_watermark_xid: null,
      click_watermark_at: null,
      click_cursor: eb.selectFrom('clicks').select((c) => c.fn.coalesce(c.fn.max('id'), sql<number>`0`).as('head')),
    }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('enabled', '=', false)
    .returningAll()
    .executeTakeFirst();
  return toEndpoint(row ?? (await ownedEndpoint(db, ownerId, id)));
}

export async function listDeliveries(db: Kysely<Database>, ownerId: string, id: string): Promise<TWebhookDelivery[]> {
  await ownedEndpoint(db, ownerId, id);
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event', 'status', 'status_code', 'attempts', 'error', 'created_at', 'attempted_at'])
    .where('endpoint_id', '=', id)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(WEBHOOK_LOG_SIZE)
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: seconds(r.created_at),
    attempted_at: r.attempted_at ? seconds(r.attempted_at) : null,
  }));
}

/** A `webhook.test` delivery, sent even to a disabled endpoint: the owner checks the receiver before enabling it. */
export async function queueTestEvent(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<{ delivery_id: string }> {
  const endpoint = await ownedEndpoint(db, ownerId, id);
  const deliveryId = randomUUID();
  await db
    .insertInto('webhook_deliveries')
    .values({
      id: deliveryId,
      endpoint_id: endpoint.id,
      owner_id: ownerId,
      event: 'webhook.test',
      body: deliveryBody(deliveryId, 'webhook.test', { endpoint_id: endpoint.id, message: 'A test event from kurz.' }),
      due_at: sql<Date>`now()`,
    })
    .execute();
  return { delivery_id: deliveryId };
}
