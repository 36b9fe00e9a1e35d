/** SQL shared by the statements that roll up many clicks at once: the day folds, rebuilds and moves. */
import { sql, type Database, type Kysely, type RawBuilder } from '@kurz/db';

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
 * In a transaction that rolls up many clicks at once (a day's folds and rebuilds, the moves of
 * pending groups): groups hashed in memory (the planner, blind to a day's size through the per-link
 * reads, chose to sort a million text keys: 3 s of a 4 s day; a move's few seconds of groups went
 * to a sort on disk under the default 4 MB), and no JIT, which took seconds to compile a fold's
 * expressions for a run of under one.
 */
export async function rollupSettings(trx: Kysely<Database>): Promise<void> {
  await sql`set local work_mem = '256MB'`.execute(trx);
  await sql`set local enable_sort = off`.execute(trx);
  await sql`set local jit = off`.execute(trx);
}

/** Back to the usual settings, for a caller's transaction that goes on after a roll-up statement. */
export async function usualSettings(trx: Kysely<Database>): Promise<void> {
  await sql`set local work_mem to default`.execute(trx);
  await sql`set local enable_sort to default`.execute(trx);
  await sql`set local jit to default`.execute(trx);
}
