import { sql, type Database, type Kysely } from '@kurz/db';
import { baseHandle } from './baseHandle';

/** NOTIFY channel every replica's link cache listens on. */
export const LINK_CHANNEL = 'kurz_links';
/** Payload meaning "the set of short-link hosts changed". */
export const DOMAINS_CHANGED = '*domains';

/** Slugs are case-insensitive, so every spelling of one shares its cache entry and its change notice. */
export const linkKey = (hostname: string, slug: string) => `${hostname}/${slug.toLowerCase()}`;

/** May return a promise: the change is published once this replica has applied it (hosts reloaded). */
type ChangeListener = (payload: string) => Promise<void>;
/** Per database handle, so a second replica in the same process still depends on NOTIFY. */
const localListeners = new WeakMap<object, Set<ChangeListener>>();

/**
 * NOTIFY reaches this replica's own LISTEN connection asynchronously (on PostgreSQL a round trip later),
 * so the replica that made a change also forgets it synchronously: its next request sees the change.
 */
export function onLocalChange(db: Kysely<Database>, listener: ChangeListener): () => void {
  let set = localListeners.get(baseHandle(db));
  if (!set) localListeners.set(baseHandle(db), (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

async function publish(db: Kysely<Database>, payload: string): Promise<void> {
  await sql`select pg_notify(${LINK_CHANNEL}, ${payload})`.execute(db);
  await Promise.all([...(localListeners.get(baseHandle(db)) ?? [])].map((listener) => listener(payload)));
}

/** Tells every replica (this one included) to forget a cached link. */
export async function publishLinkChange(db: Kysely<Database>, hostname: string, slug: string): Promise<void> {
  await publish(db, linkKey(hostname, slug));
}

/** Many links' change notices in one statement (bulk creates and imports): one round trip, not one per link. */
export async function publishLinkChanges(
  db: Kysely<Database>,
  links: { hostname: string; slug: string }[],
): Promise<void> {
  if (links.length === 0) return;
  const payloads = links.map((l) => linkKey(l.hostname, l.slug));
  await sql`select pg_notify(${LINK_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db);
  const listeners = [...(localListeners.get(baseHandle(db)) ?? [])];
  for (const payload of payloads) await Promise.all(listeners.map((listener) => listener(payload)));
}

export async function publishDomainsChange(db: Kysely<Database>): Promise<void> {
  await publish(db, DOMAINS_CHANGED);
}

/** Tells every replica to forget every cached link (an account's links changed at once, e.g. a ban). */
export async function publishAllLinksChange(db: Kysely<Database>): Promise<void> {
  await publish(db, '*');
}
