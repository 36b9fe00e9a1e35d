import { sql, type Database, type Kysely } from '@kurz/db';

/** NOTIFY channel every replica's link cache listens on. */
export const LINK_CHANNEL = 'kurz_links';
/** Payload meaning "the set of short-link hosts changed". */
export const DOMAINS_CHANGED = '*domains';

export const linkKey = (hostname: string, slug: string) => `${hostname}/${slug}`;

/** Tells every replica (this one included) to forget a cached link. */
export async function publishLinkChange(db: Kysely<Database>, hostname: string, slug: string): Promise<void> {
  await sql`select pg_notify(${LINK_CHANNEL}, ${linkKey(hostname, slug)})`.execute(db);
}

export async function publishDomainsChange(db: Kysely<Database>): Promise<void> {
  await sql`select pg_notify(${LINK_CHANNEL}, ${DOMAINS_CHANGED})`.execute(db);
}
