import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiDeps } from '../context';
import { baseHandle } from '../platform/baseHandle';

/** Past this lag behind a primary with newer data, an answer read from the standby says how old it is. */
export const STATS_LAG_NOTE_S = 10;
/** The lag is looked up at most once a second per standby (two tiny queries), not once per request. */
const LAG_TTL_MS = 1_000;
const lagMemo = new WeakMap<object, { at: number; asOf: Promise<number | null> }>();

/**
 * The time (epoch seconds) the standby's data is as of, when it lags: it has not replayed what the
 * primary has written (its replay position is behind the primary's WAL position) and its last replayed
 * commit is more than STATS_LAG_NOTE_S old. A standby merely idle with its primary is not lagging.
 * null without a standby, when caught up, or when the standby cannot say (the note is advisory).
 */
export function dataAsOf(deps: Pick<ApiDeps, 'db' | 'statsDb'>, now = Date.now()): Promise<number | null> {
  const standby = deps.statsDb;
  const key = standby && baseHandle(standby);
  if (!key || key === baseHandle(deps.db)) return Promise.resolve(null);
  const memo = lagMemo.get(key);
  if (memo && now - memo.at < LAG_TTL_MS) return memo.asOf;
  const asOf = lookUpLag(deps.db, standby).catch(() => null);
  lagMemo.set(key, { at: now, asOf });
  return asOf;
}

async function lookUpLag(primary: Kysely<Database>, standby: Kysely<Database>): Promise<number | null> {
  const { rows: p } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
  const { rows } = await sql<{ behind: boolean | null; replayed: number | null; lag_s: number | null }>`
    select pg_last_wal_replay_lsn() < ${p[0]!.lsn}::pg_lsn as behind,
           extract(epoch from pg_last_xact_replay_timestamp())::float8 as replayed,
           extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as lag_s`.execute(standby);
  const r = rows[0];
  if (!r?.behind || r.replayed === null || r.lag_s === null || r.lag_s <= STATS_LAG_NOTE_S) return null;
  return Math.floor(r.replayed);
}

/** Runs a report on the stats database and adds `data_as_of` when that database lags (see dataAsOf). */
export async function withDataAsOf<T extends object>(
  deps: Pick<ApiDeps, 'db' | 'statsDb'>,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T & { data_as_of?: number }> {
  const [result, asOf] = await Promise.all([read(deps.statsDb ?? deps.db), dataAsOf(deps)]);
  return asOf === null ? result : { ...result, data_as_of: asOf };
}
