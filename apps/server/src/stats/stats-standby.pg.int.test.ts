/**
 * STATS_DATABASE_URL: reports read from a streaming hot standby while every write goes to the primary,
 * with a real primary and standby started for this file (testing/standby.ts), and a note of how old the
 * data is once the standby lags. PostgreSQL only (the suite's PostgreSQL run; its own servers).
 */
import { connect, migrateToLatest, sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';
import { until } from '../testing/process';
import { startPrimaryAndStandby, type PgPair } from '../testing/standby';

let pair: PgPair;
let server: TestServer;
let client: TestClient;
let slug: string;
let standby: Awaited<ReturnType<typeof connect>>;

beforeAll(async () => {
  pair = await startPrimaryAndStandby();
  const migrate = await connect({ databaseUrl: pair.primaryUrl, poolSize: 1 });
  await migrateToLatest(migrate.db);
  await migrate.close();
  standby = await connect({ databaseUrl: pair.standbyUrl, poolSize: 2 });
  server = await createTestServer(
    { databaseUrl: pair.primaryUrl, statsDatabaseUrl: pair.standbyUrl },
    {},
    { databaseUrl: pair.primaryUrl },
  );
  ({ client } = await userOn(server, 'pro', 'standby'));
  slug = await newLink(client, 'https://example.com/standby');
}, 180_000);
afterAll(async () => {
  await server?.close();
  await standby?.close();
  await pair?.stop();
});

const summary = async () => {
  const res = await client.get(`/api/stats/summary?hostname=${HOST}&slug=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ totals: { clicks: number }; data_as_of?: number }>();
};
const clickOnce = async (ip: string) => {
  expect((await server.visit(HOST, `/${slug}`, { ip })).statusCode).toBe(302);
  await server.runtime.recorder.flush();
};

it('the standby is one: read-only, replaying the primary', async () => {
  const { rows } = await sql<{ recovery: boolean }>`select pg_is_in_recovery() as recovery`.execute(standby.db);
  expect(rows[0]!.recovery).toBe(true);
  await expect(sql`create table kurz_test_write (id int)`.execute(standby.db)).rejects.toThrow(/read-only/);
});

it('a click written on the primary shows in the reports once replicated, and they answer while the primary’s stats tables are locked', async () => {
  await clickOnce('203.0.113.10');
  await until(async () => expect((await summary()).totals.clicks).toBe(1), 20_000);
  // Every table a report reads, locked on the primary: reads there would wait; the standby answers.
  const lock = await connect({ databaseUrl: pair.primaryUrl, poolSize: 1 });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const tx = lock.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables
      where schemaname = 'public' and (tablename like 'stats%' or tablename like '%click%' or tablename like 'conversion%')`.execute(
      trx,
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['clicks', 'stats_daily']));
    for (const { name } of rows) await sql`lock table ${sql.table(name)} in access exclusive mode`.execute(trx);
    locked();
    await held;
  });
  try {
    await isLocked;
    const started = Date.now();
    expect((await summary()).totals.clicks).toBe(1);
    for (const url of [
      `/api/stats/stream?hostname=${HOST}&slug=${slug}`,
      '/api/stats/account',
      '/api/stats/account_stream',
    ]) {
      const res = await client.get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    expect((await client.get('/api/stats/account')).json().totals.clicks).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The reports ran on the standby: its sessions, not the primary's.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and datname = 'postgres'`.execute(
      standby.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(1);
  } finally {
    release();
    await tx;
    await lock.close();
  }
}, 60_000);

it('says "data as of" once the standby lags more than 10 s behind newer data, and stops saying it once caught up', async () => {
  await until(async () => expect((await summary()).totals.clicks).toBe(1));
  expect((await summary()).data_as_of).toBeUndefined();
  await sql`select pg_wal_replay_pause()`.execute(standby.db);
  try {
    const paused = Date.now() / 1000;
    await clickOnce('203.0.113.11');
    // Fresh enough for a while: no note.
    expect((await summary()).data_as_of).toBeUndefined();
    const lagging = await until(async () => {
      const s = await summary();
      expect(s.data_as_of).toBeDefined();
      return s;
    }, 25_000);
    expect(lagging.totals.clicks).toBe(1);
    expect(lagging.data_as_of!).toBeLessThanOrEqual(Math.ceil(paused));
    expect(lagging.data_as_of!).toBeGreaterThan(paused - 120);
    const account = (await client.get('/api/stats/account')).json();
    expect(account.data_as_of).toBe(lagging.data_as_of);
  } finally {
    await sql`select pg_wal_replay_resume()`.execute(standby.db);
  }
  await until(async () => {
    const s = await summary();
    expect(s.totals.clicks).toBe(2);
    expect(s.data_as_of).toBeUndefined();
  }, 20_000);
}, 60_000);
