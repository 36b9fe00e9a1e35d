import { sql, type Database, type Kysely, type RawBuilder } from '@kurz/db';
import { ACCOUNT_ROLLUP } from './dimensions';
import { removeLinkRollups } from './rollups';
import { isoDay, retentionStartOf } from './range';

/**
 * The scheduled clean-up: clicks, rollups and conversions older than their owner's plan keeps, or,
 * for an account downgraded within the grace period, older than the longer retention it still keeps.
 */
export async function deleteExpiredAnalytics(db: Kysely<Database>): Promise<{ clicks: number; conversions: number }> {
  const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
  let clicks = 0;
  let conversions = 0;
  // One group of accounts at a time, so the cut-off is a value the planner can weigh: a few old clicks
  // per link are then found through the (link_id, ts) index instead of by reading every click. Each
  // account is in one group: its plan's, or, while a longer kept retention is valid, that retention's.
  const now = new Date();
  const deleteOlder = async (days: number, ofGroup: RawBuilder<unknown>) => {
    const cutoff = retentionStartOf(days, now);
    clicks += affected(
      await sql`
      delete from clicks k using links l join workspaces u on u.id = l.owner_id
      where ${ofGroup} and k.link_id = l.id and k.ts < ${cutoff}`.execute(db),
    );
    conversions += affected(
      await sql`
      delete from conversions v using workspaces u where ${ofGroup} and v.owner_id = u.id and v.ts < ${cutoff}`.execute(
        db,
      ),
    );
    // The links' click totals lose what the cut takes from their rollups; a click limit still counts it.
    await sql`
      with cut as (
        delete from stats_daily d using workspaces u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date
        returning d.link_id, d.dim, d.clicks),
      sketches as (
        delete from stats_daily_visitors d using workspaces u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date),
      filtered as (
        delete from stats_daily_filtered d using workspaces u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date),
      folded as (
        delete from stats_filtered_days d using workspaces u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date)
      update link_counters c set clicks_total = c.clicks_total - g.clicks, clicks_cut = c.clicks_cut + g.clicks
      from (select link_id, sum(clicks) as clicks from cut where dim = 'total' and link_id <> ${ACCOUNT_ROLLUP} group by link_id) g
      where c.link_id = g.link_id`.execute(db);
  };
  const plans = await db.selectFrom('plans').select(['id', 'analytics_retention_days']).execute();
  for (const plan of plans) {
    const days = plan.analytics_retention_days;
    await deleteOlder(
      days,
      sql`u.plan_id = ${plan.id} and (u.retained_until is null or u.retained_until <= ${now} or u.retained_days <= ${days})`,
    );
  }
  const kept = await db
    .selectFrom('workspaces')
    .select('retained_days')
    .distinct()
    .where('retained_until', '>', now)
    .execute();
  for (const { retained_days: days } of kept) {
    const shorter = plans.filter((p) => p.analytics_retention_days < days!).map((p) => p.id);
    if (shorter.length === 0) continue;
    await deleteOlder(
      days!,
      sql`u.retained_until > ${now} and u.retained_days = ${days} and u.plan_id in (${sql.join(shorter)})`,
    );
  }
  await db
    .updateTable('workspaces')
    .set({ retained_days: null, retained_until: null })
    .where('retained_until', '<=', now)
    .execute();
  clicks += await deleteClicksOfDeletedLinks(db);
  await sql`delete from stats_daily d where not exists (select 1 from workspaces u where u.id = d.owner_id)`.execute(
    db,
  );
  await sql`delete from stats_daily_visitors d where not exists (select 1 from workspaces u where u.id = d.owner_id)`.execute(
    db,
  );
  await sql`delete from stats_daily_filtered d where not exists (select 1 from workspaces u where u.id = d.owner_id)`.execute(
    db,
  );
  await sql`delete from stats_filtered_days d where not exists (select 1 from workspaces u where u.id = d.owner_id)`.execute(
    db,
  );
  return { clicks, conversions };
}

/**
 * Clicks whose link is gone: written by a batch that landed just after the link was deleted, or left
 * by a user deleted by hand. The link ids stored are listed by a skip scan of the (link_id, ts) index
 * (one probe per link, not a read of every click).
 */
async function deleteClicksOfDeletedLinks(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ link_id: string }>`
    with recursive stored(link_id) as (
      (select link_id from clicks order by link_id limit 1)
      union all
      select (select c.link_id from clicks c where c.link_id > s.link_id order by c.link_id limit 1)
      from stored s where s.link_id is not null)
    select link_id from stored s where link_id is not null and not exists (select 1 from links l where l.id = s.link_id)`.execute(
    db,
  );
  // A batch that landed after its link was deleted also added to the rollups: take that out again.
  if (rows.length) {
    const owners = await sql<{ owner_id: string; link_id: string }>`
      select distinct on (link_id) owner_id, link_id from clicks where link_id = any(${rows.map((r) => r.link_id)}::bigint[])`.execute(
      db,
    );
    const byOwner = new Map<string, number[]>();
    for (const r of owners.rows) byOwner.set(r.owner_id, [...(byOwner.get(r.owner_id) ?? []), Number(r.link_id)]);
    // One transaction per owner: a failure half-way would make the next run subtract the same clicks again.
    for (const [owner, ids] of byOwner) await db.transaction().execute((trx) => removeLinkRollups(trx, owner, ids));
  }
  let deleted = 0;
  // In slices, so that the first run after an upgrade, which may find a long backlog, keeps each
  // statement short.
  for (let i = 0; i < rows.length; i += 1_000) {
    const ids = rows.slice(i, i + 1_000).map((r) => r.link_id);
    const result = await sql`delete from clicks where link_id = any(${ids}::bigint[])`.execute(db);
    deleted += Number(result.numAffectedRows ?? 0n);
  }
  return deleted;
}
