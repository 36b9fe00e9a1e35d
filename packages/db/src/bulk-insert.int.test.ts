/**
 * bulkInsert beside Kysely transactions: on PGlite both share one session, so a bulk insert must not
 * run inside a transaction that another caller has open (its COMMIT would commit that one's half, and
 * that one's ROLLBACK undo the bulk insert). On PostgreSQL each has a connection of its own.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from './handle';
import { createTestDb } from './testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await sql`create table bulk_probe (n int not null)`.execute(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const probe = async () =>
  (await sql<{ n: number }>`select n from bulk_probe order by n`.execute(handle.db)).rows.map((r) => r.n);

it('keeps a bulk insert and a transaction that rolls back apart, when they run at once', async () => {
  let bulk: Promise<void> | undefined;
  const failed = handle.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into bulk_probe (n) values (1)`.execute(trx);
      // A click batch arrives while this transaction is open.
      bulk = handle.bulkInsert({ table: 'bulk_probe', columns: ['n'], rows: [[2], [3]] });
      await new Promise((r) => setTimeout(r, 50));
      await sql`insert into bulk_probe (n) values (4)`.execute(trx);
      throw new Error('rolled back');
    })
    .catch((err: Error) => err.message);
  expect(await failed).toBe('rolled back');
  await bulk;
  expect(await probe()).toEqual([2, 3]);
});
