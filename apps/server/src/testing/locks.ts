/** Holding a request on a lock the test took (PostgreSQL): to run something else between its check and its write. */
import { sql, type Database, type Kysely } from '@kurz/db';
import { eventually } from './links';

/** Until `count` sessions of this database wait on a lock (a row lock, an advisory lock), for up to `withinMs`. */
export async function untilWaitingOnLocks(db: Kysely<Database>, count = 1, withinMs = 5_000): Promise<void> {
  await eventually(async () => {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(
      db,
    );
    return Number(rows[0]!.n) >= count;
  }, withinMs);
}
