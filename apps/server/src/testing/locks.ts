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

/**
 * Starts `calls` one behind another while the test holds a lock (`hold`, in a transaction of its own):
 * each once those before it wait on a lock; the hold ends when the last waits too. Answers their
 * promises in order, in an array (a promise returned as is would be awaited inside the hold).
 */
export async function queuedBehind<T extends unknown[]>(
  db: Kysely<Database>,
  hold: (trx: Kysely<Database>) => Promise<unknown>,
  ...calls: { [K in keyof T]: () => Promise<T[K]> }
): Promise<{ [K in keyof T]: Promise<T[K]> }> {
  return db.transaction().execute(async (trx) => {
    await hold(trx);
    const started: Promise<unknown>[] = [];
    for (const call of calls) {
      started.push(call());
      // A call may first do seconds of work (a batch checks its rows) before it waits.
      await untilWaitingOnLocks(db, started.length, 20_000);
    }
    return started as { [K in keyof T]: Promise<T[K]> };
  });
}
