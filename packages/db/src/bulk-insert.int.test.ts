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

it('stores every value of a COPY larger than one chunk as it was given: escapes, nulls, text of several bytes a character', async () => {
  await sql`create table bulk_text (i int not null, t text, b boolean)`.execute(handle.db);
  // About 300 KiB of text, so the rows reach the database in several Buffers; every row around a cut
  // holds characters of two to four bytes in UTF-8 and each character COPY escapes.
  const text = (i: number) =>
    i % 7 === 0 ? null : `${i}: tab\there, new\nline, cr\r, back\\slash, ü, €, 𝄞 `.repeat(3);
  const rows = Array.from({ length: 1_500 }, (_, i) => ({ i, t: text(i), b: i % 2 === 0 }));
  await handle.bulkInsert({ table: 'bulk_text', columns: ['i', 't', 'b'], rows, values: (r) => [r.i, r.t, r.b] });
  const stored = await sql<{
    i: number;
    t: string | null;
    b: boolean;
  }>`select i, t, b from bulk_text order by i`.execute(handle.db);
  expect(stored.rows).toEqual(rows);
});
