/**
 * The embedded database on its own thread, whichever database the rest of the suite runs on: what the
 * in-process PGlite gave its callers (PostgreSQL's error fields, one session, notifications, dumps)
 * still holds, a long query no longer holds up the event loop, and another thread (the click writer)
 * shares the one session without ever running inside someone else's transaction.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connect } from './connect';
import type { DbHandle } from './handle';
import type { Worker } from 'node:worker_threads';
import { connectPglitePort, connectPgliteThread } from './pgliteThread';

let handle: DbHandle;
beforeAll(async () => {
  handle = await connect({ dataDir: undefined });
  await sql`create table probe (n int primary key)`.execute(handle.db);
});
afterAll(async () => {
  await handle.close();
});

it("gives PostgreSQL's error fields, as a unique violation's handlers need them", async () => {
  await sql`insert into probe (n) values (1)`.execute(handle.db);
  const err = await sql`insert into probe (n) values (1)`.execute(handle.db).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(Error);
  expect(err).toMatchObject({
    code: '23505',
    constraint: 'probe_pkey',
    message: expect.stringContaining('duplicate key'),
  });
});

it('returns rows with their types and counts the rows a statement changed', async () => {
  const { rows } = await sql<{ n: number; at: Date; bytes: Uint8Array }>`
    select 7 as n, timestamptz '2026-11-27 12:00:00+00' as at, ${new Uint8Array([1, 2, 3])}::bytea as bytes`.execute(
    handle.db,
  );
  expect(rows).toEqual([{ n: 7, at: new Date('2026-11-27T12:00:00Z'), bytes: new Uint8Array([1, 2, 3]) }]);
  const updated = await sql`update probe set n = n where n = 1`.execute(handle.db);
  expect(updated.numAffectedRows).toBe(1n);
});

it('keeps a transaction one session: a query sent meanwhile waits for it and does not see its rows', async () => {
  let seen: number[] | undefined;
  let reading: Promise<void> | undefined;
  const failed = handle.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into probe (n) values (2)`.execute(trx);
      reading = sql<{ n: number }>`select n from probe order by n`
        .execute(handle.db)
        .then(({ rows }) => void (seen = rows.map((r) => r.n)));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toBeUndefined();
      throw new Error('rolled back');
    })
    .catch((err: Error) => err.message);
  expect(await failed).toBe('rolled back');
  await reading;
  expect(seen).toEqual([1]);
});

it('writes COPY rows and what follows them in one transaction, and none of them when one fails', async () => {
  await handle.bulkInsert({
    table: 'probe',
    columns: ['n'],
    rows: [[10], [11]],
    then: sql`insert into probe (n) values (12)`.compile(handle.db),
  });
  const failed = handle
    .bulkInsert({ table: 'probe', columns: ['n'], rows: [[20], [10]] })
    .catch((e: { code?: string }) => e.code);
  expect(await failed).toBe('23505');
  const { rows } = await sql<{ n: number }>`select n from probe where n >= 10 order by n`.execute(handle.db);
  expect(rows.map((r) => r.n)).toEqual([10, 11, 12]);
});

it('passes notifications on until the last listener of a channel stops', async () => {
  const heard: string[] = [];
  const stopA = await handle.listen('probe_changed', (p) => heard.push(`a:${p}`));
  const stopB = await handle.listen('probe_changed', (p) => heard.push(`b:${p}`));
  await sql`select pg_notify('probe_changed', 'one')`.execute(handle.db);
  await expect.poll(() => heard.sort()).toEqual(['a:one', 'b:one']);
  await stopA();
  await sql`select pg_notify('probe_changed', 'two')`.execute(handle.db);
  await expect.poll(() => heard).toContain('b:two');
  await stopB();
  await sql`select pg_notify('probe_changed', 'three')`.execute(handle.db);
  await sql`select 1`.execute(handle.db);
  await new Promise((r) => setTimeout(r, 50));
  expect(heard.sort()).toEqual(['a:one', 'b:one', 'b:two']);
});

it('keeps the event loop free while a long query runs', async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const started = performance.now();
  await sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 0`.execute(handle.db);
  const tookMs = performance.now() - started;
  clearInterval(timer);
  // On the event loop the interval could not have fired once while the query ran.
  expect(tookMs).toBeGreaterThan(100);
  expect(ticks).toBeGreaterThanOrEqual(Math.floor(tookMs / 10 / 4));
});

it("runs another thread's statements between this one's transactions, never inside them", async () => {
  const writer = connectPglitePort(handle.openPort!());
  try {
    let seen: number[] | undefined;
    let reading: Promise<void> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into probe (n) values (30)`.execute(trx);
      reading = sql<{ n: number }>`select n from probe where n >= 30`
        .execute(writer.db)
        .then(({ rows }) => void (seen = rows.map((r) => r.n)));
      await new Promise((r) => setTimeout(r, 50));
      // Inside this transaction's session it would have seen 30 already, uncommitted.
      expect(seen).toBeUndefined();
      await sql`delete from probe where n = 30`.execute(trx);
    });
    await reading;
    expect(seen).toEqual([]);
    // And the other way: this thread waits while the other one's transaction is open.
    const order: string[] = [];
    await writer.db.transaction().execute(async (trx) => {
      await sql`insert into probe (n) values (31)`.execute(trx);
      const outside = sql`select 1`.execute(handle.db).then(() => void order.push('outside'));
      await new Promise((r) => setTimeout(r, 50));
      order.push('committing');
      void outside;
    });
    await expect.poll(() => order).toEqual(['committing', 'outside']);
  } finally {
    await writer.close();
  }
});

it('lets go of the session when a thread leaves in the middle of its transaction', async () => {
  const port = handle.openPort!();
  const writer = connectPglitePort(port);
  let left: Promise<unknown> | undefined;
  const open = writer.db.transaction().execute(async (trx) => {
    await sql`insert into probe (n) values (40)`.execute(trx);
    left = writer.close();
    await new Promise((r) => setTimeout(r, 20));
  });
  await expect(open).rejects.toThrow();
  await left;
  const { rows } = await sql<{ n: number }>`select n from probe where n = 40`.execute(handle.db);
  expect(rows).toEqual([]);
});

it('dumps a database another handle opens, and refuses queries once closed', async () => {
  const dump = await handle.dumpDataDir!();
  const copy = await connect({ dataDir: undefined, loadDataDir: dump });
  try {
    const { rows } = await sql<{ n: number }>`select n from probe order by n`.execute(copy.db);
    expect(rows.map((r) => r.n)).toEqual([1, 10, 11, 12, 31]);
  } finally {
    await copy.close();
  }
  await expect(sql`select 1`.execute(copy.db)).rejects.toThrow(/destroyed/);
});

it('fails the calls of a connection whose port is closed as a lost connection (SQLSTATE 08006)', async () => {
  const port = handle.openPort!();
  const writer = connectPglitePort(port);
  await sql`select 1`.execute(writer.db);
  port.close();
  await expect
    .poll(() =>
      sql`select 1`.execute(writer.db).then(
        () => null,
        (err: Error) => err,
      ),
    )
    .toMatchObject({ code: '08006', message: 'the database thread closed this connection' });
  // The database itself goes on for everyone else.
  expect((await sql<{ n: number }>`select 1 as n`.execute(handle.db)).rows).toEqual([{ n: 1 }]);
});

it('says the database is lost when its thread ends on its own, and not when it is closed', async () => {
  let worker: Worker | undefined;
  const crashed = await connectPgliteThread(undefined, undefined, (w) => (worker = w));
  await sql`select 1`.execute(crashed.db);
  await worker!.terminate();
  const err = await crashed.lost;
  expect(err).toMatchObject({ code: '08006', message: expect.stringContaining('the database thread exited') });
  await expect(sql`select 1`.execute(crashed.db)).rejects.toMatchObject({ code: '08006' });

  const closed = await connect({ dataDir: undefined });
  await closed.close();
  const outcome = await Promise.race([closed.lost, new Promise((r) => setTimeout(() => r('not lost'), 200))]);
  expect(outcome).toBe('not lost');
});
