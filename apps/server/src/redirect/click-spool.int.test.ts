/**
 * Clicks the database cannot take are kept: in memory up to a bound, then in the spool under DATA_DIR,
 * and the next server started on that DATA_DIR writes them exactly once, rollups included.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyUserAgent, ClickRecorder, createCountryLookup, type RawClick } from '@kurz/api';
import { connect, sql, type DbHandle } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestServer } from '../testing/index';
import { eventually, newLink, userOn } from '../testing/links';

let server: TestServer;
let link: { id: number; owner_id: string };
beforeAll(async () => {
  server = await createTestServer();
  const { client } = await userOn(server, 'pro', 'spool-owner');
  const slug = await newLink(client, 'https://example.com/spooled');
  link = await server.db
    .selectFrom('links')
    .select(['id', 'owner_id'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const log = { info() {}, warn() {}, error() {} };
const click = (i: number): RawClick => ({
  ts: Date.now(),
  linkId: Number(link.id),
  ownerId: link.owner_id,
  ip: `198.51.100.${i % 200}`,
  agent: classifyUserAgent(DESKTOP_UA),
  lang: 'en',
  referer: `https://ref.example/${i}`,
  target: 'https://example.com/spooled',
  country: null,
  clickId: null,
  externalClickId: null,
  // Every third a scan of a printed code: the spool keeps where a click came from.
  source: i % 3 === 0 ? 'qr' : null,
});

/** Stored clicks of the link, and the daily 'total' rollup of the link and of its account. */
async function stored(db = server.db) {
  const raw = await db
    .selectFrom('clicks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', link.id)
    .executeTakeFirstOrThrow();
  const rollup = async (linkId: number) =>
    (
      await sql<{
        n: number | null;
      }>`select sum(clicks)::int as n from stats_daily where link_id = ${linkId} and owner_id = ${link.owner_id} and dim = 'total'`.execute(
        db,
      )
    ).rows[0]!.n ?? 0;
  const qr = await db
    .selectFrom('clicks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', link.id)
    .where('source', '=', 'qr')
    .executeTakeFirstOrThrow();
  return {
    clicks: Number(raw.n),
    qrScans: Number(qr.n),
    linkRollup: await rollup(Number(link.id)),
    accountRollup: await rollup(0),
  };
}

it('keeps clicks the database does not take (memory, then the spool) and the next server writes them once', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
  // A database that is not there: every batch fails, as during an outage.
  const gone = await connect({ databaseUrl: 'postgres://postgres@127.0.0.1:1/kurz' });
  const down = new ClickRecorder(gone, createCountryLookup(), 'test-secret-test-secret-test-secret', log, {
    spoolDir: join(dataDir, 'spool'),
    memoryLimit: 100,
    flushIntervalMs: 20,
  });
  await down.start();
  for (let i = 0; i < 250; i++) down.record(click(i));
  // Past the memory bound the clicks go to disk while the database stays away.
  await eventually(async () => down.stats.spooled >= 100, 5000);
  expect(down.stats).toMatchObject({ recorded: 250, dropped: 0, written: 0, waiting: 250 });
  for (let i = 250; i < 300; i++) down.record(click(i));
  await down.stop();
  await gone.close();
  expect(down.stats).toMatchObject({ dropped: 0, buffered: 0, spooled: 300, waiting: 300 });

  const before = await stored();
  const next = await createTestServer({ dataDir }, {}, { sameDatabaseAs: server });
  try {
    await eventually(
      async () => next.runtime.recorder.stats.waiting === 0 && (await stored()).clicks - before.clicks === 300,
      10_000,
      50,
    );
  } finally {
    await next.close();
  }
  // Started once more on the same DATA_DIR: nothing is written twice.
  const again = await createTestServer({ dataDir }, {}, { sameDatabaseAs: server });
  await again.runtime.recorder.flush();
  await again.close();
  const after = await stored();
  expect(after.clicks - before.clicks).toBe(300);
  expect(after.qrScans - before.qrScans).toBe(100);
  expect(after.linkRollup - before.linkRollup).toBe(300);
  expect(after.accountRollup - before.accountRollup).toBe(300);
  expect(await server.db.selectFrom('spooled_click_batches').selectAll().execute()).toEqual([]);
}, 30_000);

it('writes the clicks that arrive during a long replay of the spool in between, instead of dropping them at the buffer limit', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
  const spoolDir = join(dataDir, 'spool');
  const gone = await connect({ databaseUrl: 'postgres://postgres@127.0.0.1:1/kurz' });
  const down = new ClickRecorder(gone, createCountryLookup(), 'test-secret-test-secret-test-secret', log, {
    spoolDir,
    memoryLimit: 100,
    flushIntervalMs: 20,
  });
  await down.start();
  for (let i = 0; i < 6000; i++) down.record(click(i));
  await down.stop();
  await gone.close();
  expect(down.stats.spooled).toBe(6000);

  const before = await stored();
  // Small batches: the replay takes 120 transactions, and with each of them 40 new clicks come in (the
  // writes go to the real database; they are only counted on the way), so a buffer of 200 that waited
  // for the replay to end would be full after five.
  let arrived = 0;
  const arriving: Pick<DbHandle, 'db' | 'bulkInsert'> = {
    db: server.handle.db,
    bulkInsert: (insert) => {
      for (let i = 0; i < 40 && arrived < 2000; i++) up.record(click(arrived++));
      return server.handle.bulkInsert(insert);
    },
  };
  const up = new ClickRecorder(arriving, createCountryLookup(), 'test-secret-test-secret-test-secret', log, {
    spoolDir,
    batchSize: 50,
    maxBuffered: 200,
    flushIntervalMs: 20,
  });
  await up.start();
  await eventually(async () => arrived === 2000, 20_000, 10);
  await up.stop();
  expect(up.stats).toMatchObject({ recorded: 2000, dropped: 0, waiting: 0 });
  const after = await stored();
  expect(after.clicks - before.clicks).toBe(8000);
  expect(after.linkRollup - before.linkRollup).toBe(8000);
}, 60_000);
