/**
 * A flush writes every click recorded before it, even when it joins a write whose timed move of
 * pending rollup groups (stats/rollups.ts) waits on the database. PostgreSQL only: the move is held
 * up by a row lock taken on a second connection.
 */
import { classifyUserAgent, ClickRecorder, createCountryLookup, writeClicks, type RawClick } from '@kurz/api';
import { sql } from '@kurz/db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestServer } from '../testing/index';
import { eventually, userOn } from '../testing/links';
import { seedLink, type SeedLink } from '../testing/stats';

let server: TestServer;
let link: SeedLink;

beforeAll(async () => {
  server = await createTestServer();
  const { client } = await userOn(server, 'pro', 'pending-flush');
  link = await seedLink(server, client, { slug: 'pf' });
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => Number((await sql<{ n: string }>`select count(*) as n from clicks where link_id = ${link.linkId}`.execute(server.db)).rows[0]!.n);

it('writes the clicks recorded while a timed move waits, and moves them too', async () => {
  await writeClicks(server.handle, [
    { link_id: link.linkId, owner_id: link.ownerId, ts: new Date().toISOString(), country: 'DE', device: 'desktop', browser: 'Chrome', os: 'Windows', lang: 'de', referer: null, target: 'https://example.com/a', ip_hash: 'v1', is_bot: false, click_id: null, external_click_id: null, source: null },
  ]);
  const locker = new pg.Client({ connectionString: server.handle.url! });
  await locker.connect();
  const recorder = new ClickRecorder(server.handle, createCountryLookup(), 'test-secret-test-secret-test-secret', pino({ level: 'silent' }), {
    spoolDir: mkdtempSync(join(tmpdir(), 'kurz-pending-flush-')),
    flushIntervalMs: 20,
  });
  try {
    await locker.query('begin');
    await locker.query('select * from stats_pending_groups for update');
    // Its first timed write finds the groups above pending and starts moving them: the move waits on the lock.
    await recorder.start();
    await eventually(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%delete from stats_pending_groups%'`.execute(server.db);
      return Number(rows[0]!.n) > 0;
    }, 5_000);

    const click: RawClick = {
      ts: Date.now(), linkId: link.linkId, ownerId: link.ownerId, ip: '203.0.113.9', agent: classifyUserAgent(DESKTOP_UA),
      lang: 'en', referer: null, target: 'https://example.com/a', country: 'US', clickId: null, externalClickId: null,
    };
    recorder.record(click);
    // The flush joins the write that is moving; it must still write the click recorded meanwhile.
    const flushed = recorder.flush();
    await locker.query('commit');
    await flushed;
    expect(await stored()).toBe(2);
    const rollup = await sql<{ n: string }>`
      select coalesce(sum(clicks), 0) as n from stats_daily where link_id = ${link.linkId} and dim = 'total'`.execute(server.db);
    expect(Number(rollup.rows[0]!.n)).toBe(2);
  } finally {
    await locker.end();
    await recorder.stop();
  }
});
