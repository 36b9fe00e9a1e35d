import { UNKNOWN_KEY } from '@kurz/core';
import { sql, type Database, type RawBuilder, type Transaction } from '@kurz/db';

/** link_id of the rows that sum up a whole account. */
export const ACCOUNT_ROLLUP = 0;

/**
 * The key of each rolled-up breakdown dimension, over a click (or click group) aliased k; unknown
 * values share one key. The stats calls read raw clicks with the same keys, so the two always agree.
 * A target is cut so that even a long non-ASCII URL fits a btree index entry.
 */
export const DIMENSION_KEYS = {
  country: sql<string>`coalesce(k.country, ${UNKNOWN_KEY})`,
  device: sql<string>`k.device`,
  lang: sql<string>`coalesce(k.lang, ${UNKNOWN_KEY})`,
  browser: sql<string>`coalesce(k.browser, ${UNKNOWN_KEY})`,
  os: sql<string>`coalesce(k.os, ${UNKNOWN_KEY})`,
  target: sql<string>`left(k.target, 500)`,
  source: sql<string>`coalesce(k.source, 'direct')`,
} as const;

/**
 * The clicks (aliased k) of [from, to) of every link, or of one owner's links, read link by link
 * through (link_id, ts): for a day's rollups, a plan PostgreSQL cannot turn into a scan of every click.
 */
export function clicksOfDay(from: Date, to: Date, ownerId?: string): RawBuilder<unknown> {
  // offset 0 keeps the subquery a nested loop over the links; flattened, PostgreSQL reads every click.
  return sql`links l cross join lateral (select * from clicks c where c.link_id = l.id and c.ts >= ${from} and c.ts < ${to} offset 0) k
    ${ownerId === undefined ? sql`` : sql`where l.owner_id = ${ownerId} and k.owner_id = ${ownerId}`}`;
}

/**
 * For a transaction that rolls up whole days: a day's groups are hashed in memory (the planner,
 * blind to a day's size through the per-link reads, chose to sort a million text keys: 3 s of a 4 s
 * day), and no JIT, which took seconds to compile a fold's expressions for a run of under one.
 */
export async function dayRollupSettings(trx: Transaction<Database>): Promise<void> {
  await sql`set local work_mem = '256MB'`.execute(trx);
  await sql`set local enable_sort = off`.execute(trx);
  await sql`set local jit = off`.execute(trx);
}
