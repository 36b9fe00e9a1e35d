import { randomUUID } from 'node:crypto';
import { sql } from '@kurz/db';
import type { ApiDeps } from '../context';
import { deliveryBody } from './events';

/** At most this many clicks in one link.clicked payload. */
export const CLICK_BATCH_SIZE = 100;
/** An endpoint gets its clicks at most this often (a full batch sooner, in the same round). */
export const CLICK_BATCH_EVERY_MS = 10_000;
/** Batches one endpoint gets in one round: a backlog drains over several rounds, not in one burst. */
const BATCHES_PER_ROUND = 10;

/**
 * link.clicked without touching the redirect path or the click writer: the clicks table is read after
 * the fact, per endpoint, from its cursor (the last click id it was sent) up to the newest click now.
 * Each batch becomes one delivery, queued in the transaction that moves the cursor.
 */
export async function collectClickBatches(deps: ApiDeps): Promise<void> {
  const everyMs = deps.config.webhookClickBatchMs ?? CLICK_BATCH_EVERY_MS;
  const due = await deps.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('enabled', '=', true)
    .where(sql<boolean>`'link.clicked' = any(events)`)
    .where('clicks_due_at', '<=', sql<Date>`now()`)
    .limit(100)
    .execute();
  for (const { id } of due) {
    try {
      await collectFor(deps, id, everyMs);
    } catch (err) {
      deps.log.error({ err, endpoint: id }, 'collecting clicks for a webhook failed');
    }
  }
}

async function collectFor(deps: ApiDeps, endpointId: string, everyMs: number): Promise<void> {
  // The round's lease: another replica looks again only after the batch interval.
  const endpoint = await deps.db
    .updateTable('webhook_endpoints')
    .set({ clicks_due_at: sql<Date>`now() + make_interval(secs => ${everyMs / 1000})` })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .where('clicks_due_at', '<=', sql<Date>`now()`)
    .returning(['owner_id', 'click_cursor'])
    .executeTakeFirst();
  if (!endpoint) return;
  let cursor = String(endpoint.click_cursor);
  for (let round = 0; round < BATCHES_PER_ROUND; round++) {
    const { head } = await deps.db
      .selectFrom('clicks')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('head'))
      .executeTakeFirstOrThrow();
    // By primary key from the cursor: only the clicks since the last round are looked at, whoever's.
    const clicks = await deps.db
      .selectFrom('clicks as c')
      .innerJoin('links as l', 'l.id', 'c.link_id')
      .select(['c.id', 'c.ts', 'l.hostname', 'l.slug', 'c.country', 'c.device', 'c.browser', 'c.os', 'c.lang', 'c.referer', 'c.target', 'c.is_bot', 'c.source', 'c.click_id'])
      .where('c.owner_id', '=', endpoint.owner_id)
      .where('c.id', '>', cursor as never)
      .where('c.id', '<=', head as never)
      .orderBy('c.id')
      .limit(CLICK_BATCH_SIZE)
      .execute();
    const next = clicks.length === CLICK_BATCH_SIZE ? String(clicks[clicks.length - 1]!.id) : String(head);
    if (next === cursor) return;
    const moved = await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('webhook_endpoints')
        .set({ click_cursor: next })
        .where('id', '=', endpointId)
        .where('click_cursor', '=', cursor as never)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      if (clicks.length > 0) {
        const id = randomUUID();
        await trx
          .insertInto('webhook_deliveries')
          .values({ id, endpoint_id: endpointId, owner_id: endpoint.owner_id, event: 'link.clicked', body: deliveryBody(id, 'link.clicked', { clicks: clicks.map(toClick) }), due_at: sql<Date>`now()` })
          .execute();
      }
      return true;
    });
    if (!moved || clicks.length < CLICK_BATCH_SIZE) return;
    cursor = next;
  }
}

/** A click as a receiver sees it: no address, not even its hash. */
function toClick(c: {
  id: number | string;
  ts: Date;
  hostname: string;
  slug: string;
  country: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  lang: string | null;
  referer: string | null;
  target: string;
  is_bot: boolean;
  source: string | null;
  click_id: string | null;
}) {
  return {
    id: String(c.id),
    ts: Math.floor(new Date(c.ts).getTime() / 1000),
    hostname: c.hostname,
    slug: c.slug,
    target: c.target,
    country: c.country,
    device: c.device,
    browser: c.browser,
    os: c.os,
    lang: c.lang,
    referer: c.referer,
    bot: c.is_bot,
    source: c.source,
    click_id: c.click_id,
  };
}
