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
 * the fact, per endpoint, from its cursor (the last click id it was sent) up to its watermark (below).
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

/**
 * Click ids come from a sequence when a writer's transaction inserts them, so with two writers (two
 * replicas) a lower id may commit after a higher one: reading "up to the newest click" could pass over
 * it for good. So the cursor only moves up to a watermark: the last id handed out at some moment, and
 * the transaction id every transaction then running is below. Once the oldest running transaction is
 * past that, every id up to the watermark is committed or never will be, and the clicks up to it are
 * final. Clicks therefore reach an endpoint one to two batch intervals after they happen.
 * Transaction ids are the whole server's: a long write elsewhere (a bulk import, a session left idle in
 * a transaction) would hold every watermark back, so one older than WATERMARK_MAX_WAIT batch intervals
 * is taken as settled anyway: a delay, bounded, in exchange for the rare click a late commit could miss.
 */
const WATERMARK_MAX_WAIT = 6;
const WATERMARK = sql<{ seq: string | null; xmin: string; xmax: string }>`select
  pg_sequence_last_value(pg_get_serial_sequence('clicks', 'id')::regclass)::text as seq,
  pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
  pg_snapshot_xmax(pg_current_snapshot())::text as xmax`;

async function collectFor(deps: ApiDeps, endpointId: string, everyMs: number): Promise<void> {
  // The round's lease: another replica looks again only after the batch interval.
  const endpoint = await deps.db
    .updateTable('webhook_endpoints')
    .set({ clicks_due_at: sql<Date>`now() + make_interval(secs => ${everyMs / 1000})` })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .where('clicks_due_at', '<=', sql<Date>`now()`)
    .returning(['owner_id', 'click_cursor', 'click_watermark', 'click_watermark_xid'])
    .returning(
      sql<boolean>`click_watermark_at <= now() - make_interval(secs => ${(WATERMARK_MAX_WAIT * everyMs) / 1000})`.as(
        'overdue',
      ),
    )
    .executeTakeFirst();
  if (!endpoint) return;
  const now = (await WATERMARK.execute(deps.db)).rows[0]!;
  const settled =
    endpoint.click_watermark !== null &&
    (endpoint.overdue === true || BigInt(now.xmin) >= BigInt(endpoint.click_watermark_xid ?? '0'));
  let cursor = String(endpoint.click_cursor);
  if (settled) {
    const head = String(endpoint.click_watermark);
    cursor = await sendUpTo(deps, endpointId, endpoint.owner_id, cursor, head);
    if (BigInt(cursor) < BigInt(head)) return; // A backlog: the rest next round, under the same watermark.
  }
  if (settled || endpoint.click_watermark === null) {
    await deps.db
      .updateTable('webhook_endpoints')
      .set({ click_watermark: now.seq ?? '0', click_watermark_xid: now.xmax, click_watermark_at: sql<Date>`now()` })
      .where('id', '=', endpointId)
      .where('click_cursor', '=', cursor as never)
      .execute();
  }
}

/** Queues the owner's clicks in (cursor, head] as batches, each with the cursor's move; returns the new cursor. */
async function sendUpTo(
  deps: ApiDeps,
  endpointId: string,
  ownerId: string,
  from: string,
  head: string,
): Promise<string> {
  let cursor = from;
  for (let round = 0; round < BATCHES_PER_ROUND && BigInt(cursor) < BigInt(head); round++) {
    // By primary key from the cursor: only the clicks since the last round are looked at, whoever's.
    const clicks = await deps.db
      .selectFrom('clicks as c')
      .innerJoin('links as l', 'l.id', 'c.link_id')
      .select([
        'c.id',
        'c.ts',
        'l.hostname',
        'l.slug',
        'c.country',
        'c.device',
        'c.browser',
        'c.os',
        'c.lang',
        'c.referer',
        'c.target',
        'c.is_bot',
        'c.source',
        'c.click_id',
      ])
      .where('c.owner_id', '=', ownerId)
      .where('c.id', '>', cursor as never)
      .where('c.id', '<=', head as never)
      .orderBy('c.id')
      .limit(CLICK_BATCH_SIZE)
      .execute();
    const next = clicks.length === CLICK_BATCH_SIZE ? String(clicks[clicks.length - 1]!.id) : head;
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
          .values({
            id,
            endpoint_id: endpointId,
            owner_id: ownerId,
            event: 'link.clicked',
            body: deliveryBody(id, 'link.clicked', { clicks: clicks.map(toClick) }),
            due_at: sql<Date>`now()`,
          })
          .execute();
      }
      return true;
    });
    if (!moved) return cursor;
    cursor = next;
  }
  return cursor;
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
    // As the stats name it: a visit that came neither from a QR scan nor another tracked source.
    source: c.source ?? 'direct',
    click_id: c.click_id,
  };
}
