import { sql, type Kysely } from 'kysely';

/**
 * Rollups that answer filtered reports: for each closed UTC day, link (and account, link_id 0) and
 * filter value (fdim, fkey: country DE, source qr, ...), the day's clicks, bots, unique visitors (exact:
 * the IP hash's salt changes daily, so days add up) and every breakdown as counts ({"hour": {"09": 4},
 * "country": {"DE": 4}, ...}). One row per filter value and day, however many clicks: a report reads
 * one row per day of its range.
 *
 * stats_filtered_days says which (owner, day) rows are complete: a day is folded when
 * folded_changes = changes. A click batch with clicks of a past day, and a deleted link, add to
 * changes, so the reports read that day's raw clicks again until it is folded anew.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_daily_filtered')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('fdim', 'text', (c) => c.notNull())
    .addColumn('fkey', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('clicks', 'bigint', (c) => c.notNull())
    .addColumn('bots', 'bigint', (c) => c.notNull())
    .addColumn('visitors', 'bigint', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_filtered_pkey', ['owner_id', 'link_id', 'fdim', 'fkey', 'day'])
    .execute();
  await db.schema
    .createTable('stats_filtered_days')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('folded_changes', 'bigint')
    .addPrimaryKeyConstraint('stats_filtered_days_pkey', ['owner_id', 'day'])
    .execute();
  // The fold's work list: the days not folded, or changed since.
  await sql`create index stats_filtered_days_pending_idx on stats_filtered_days (day) where folded_changes is distinct from changes`.execute(
    db,
  );
  // The click writer adds a row for each owner's day it writes; the days already written wait for the fold.
  await sql`insert into stats_filtered_days (owner_id, day) select distinct owner_id, day from stats_daily where link_id = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stats_filtered_days').execute();
  await db.schema.dropTable('stats_daily_filtered').execute();
}
