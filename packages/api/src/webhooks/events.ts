import { randomUUID } from 'node:crypto';
import type { TWebhookEvent } from '@kurz/core';
import { sql, type Database, type Kysely, type Link } from '@kurz/db';

/** What a delivery carries besides the events: the test the owner sends from the profile. */
export type DeliveryEvent = TWebhookEvent | 'webhook.test';

/** The JSON body of one delivery; its id stays the same on every retry (receivers de-duplicate on it). */
export function deliveryBody(id: string, type: DeliveryEvent, data: unknown): string {
  return JSON.stringify({ id, type, created_at: Math.floor(Date.now() / 1000), data });
}

/**
 * Queues events of one type for every enabled endpoint of the owner that takes it, one delivery per
 * event and endpoint. Called inside the transaction that makes the events happen, so they are queued
 * exactly when the change commits; without such an endpoint it costs one indexed lookup.
 */
export async function enqueueWebhookEvents(
  db: Kysely<Database>,
  ownerId: string,
  type: TWebhookEvent,
  events: unknown[],
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = any(events)`)
    .execute();
  if (endpoints.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.flatMap((e) =>
        events.map((data) => {
          const id = randomUUID();
          return {
            id,
            endpoint_id: e.id,
            owner_id: ownerId,
            event: type,
            body: deliveryBody(id, type, data),
            due_at: sql<Date>`now()`,
          };
        }),
      ),
    )
    .execute();
}

export function enqueueWebhookEvent(
  db: Kysely<Database>,
  ownerId: string,
  type: TWebhookEvent,
  data: unknown,
): Promise<void> {
  return enqueueWebhookEvents(db, ownerId, type, [data]);
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** A link as every link event carries it. */
const linkData = (link: Link) => ({
  hostname: link.hostname,
  slug: link.slug,
  target_url: link.target_url,
  title: link.title,
  created_at: epoch(link.created_at),
  expires_at: link.expires_at ? epoch(link.expires_at) : null,
});

/** link.created, for link rows just inserted by one owner (single, bulk and import alike), in the inserting transaction. */
export function enqueueLinksCreated(db: Kysely<Database>, ownerId: string, links: Link[]): Promise<void> {
  return enqueueWebhookEvents(db, ownerId, 'link.created', links.map(linkData));
}

/**
 * link.updated, for link rows of one owner just changed (an edit, its settings, a rename), in the
 * updating transaction: each link as it now is, and where it answered before when it was renamed.
 */
export function enqueueLinksUpdated(
  db: Kysely<Database>,
  ownerId: string,
  changed: { link: Link; renamedFrom: { hostname: string; slug: string } | null }[],
): Promise<void> {
  return enqueueWebhookEvents(
    db,
    ownerId,
    'link.updated',
    changed.map(({ link, renamedFrom }) => ({
      ...linkData(link),
      updated_at: epoch(link.updated_at),
      renamed_from: renamedFrom && { hostname: renamedFrom.hostname, slug: renamedFrom.slug },
    })),
  );
}

/** link.deleted, for link rows of one owner just deleted (single, bulk, with a domain), in the deleting transaction. */
export function enqueueLinksDeleted(db: Kysely<Database>, ownerId: string, links: Link[]): Promise<void> {
  const deletedAt = epoch(new Date());
  return enqueueWebhookEvents(
    db,
    ownerId,
    'link.deleted',
    links.map((l) => ({ ...linkData(l), deleted_at: deletedAt })),
  );
}

/** How long finished deliveries stay in the log (it shows the latest 50 of an endpoint). */
const DELIVERY_RETENTION_DAYS = 30;

/** The clean-up's step: finished deliveries older than the retention. */
export async function deleteOldDeliveries(db: Kysely<Database>): Promise<number> {
  const res = await db
    .deleteFrom('webhook_deliveries')
    .where('status', '!=', 'pending')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${DELIVERY_RETENTION_DAYS})`)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
