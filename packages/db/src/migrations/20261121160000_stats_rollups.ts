import type { Kysely } from 'kysely';

/**
 * Daily per-dimension click counts, kept up to date by the click writer in the same transaction as
 * the clicks. link_id 0 holds the whole account. dim is total, bots, uniq, hour (key 00-23) or a
 * breakdown dimension (country, device, lang, browser, os, target).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_daily')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('clicks', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_pkey', ['owner_id', 'link_id', 'day', 'dim', 'key'])
    .execute();

  // Which (link, day, daily IP hash) were seen, so each counts once towards uniq. Only today's and
  // yesterday's rows are ever needed: the hash salt changes every day.
  await db.schema
    .createTable('stats_daily_ips')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_ips_pkey', ['owner_id', 'link_id', 'day', 'ip_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stats_daily_ips').execute();
  await db.schema.dropTable('stats_daily').execute();
}
