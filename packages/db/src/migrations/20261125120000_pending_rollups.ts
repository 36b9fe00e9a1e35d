import { sql, type Kysely } from 'kysely';

/**
 * The click groups of written batches not yet added to stats_daily. A batch appends its groups here
 * (plain inserts, no index) in the transaction of its clicks; every couple of seconds a writer moves
 * them all into stats_daily at once (stats/rollups.ts), so a busy rollup row is updated once per move
 * instead of once per batch. stats_daily plus this table always equals the clicks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stats_pending_groups (
      owner_id uuid not null, link_id bigint not null, day date not null, hour text not null,
      country text, device text not null, lang text, browser text, os text, target text not null, source text,
      is_bot boolean not null, clicks bigint not null)
    with (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 50000)`.execute(db);
}

/** Refused while groups are pending: a server's stop moves them into stats_daily first. */
export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: boolean }>`select exists (select 1 from stats_pending_groups) as n`.execute(db);
  if (rows[0]!.n)
    throw new Error(
      'stats_pending_groups holds clicks not yet in stats_daily: stop the servers (they move them) before migrating down',
    );
  await db.schema.dropTable('stats_pending_groups').execute();
}
