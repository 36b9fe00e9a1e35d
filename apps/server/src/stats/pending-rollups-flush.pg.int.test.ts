/**
 * A flush writes every click recorded before it, even when it joins a write whose timed move of
 * pending rollup groups (stats/rollups.ts) waits on the database. PostgreSQL only: the move is held
 * up by a row lock taken on a second connection.
 */
import { writeClicks } from '@kurz/api';
import { sql } from '@kurz/db';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { eventually, userOn } from '../testing/links';
import { clickRow, otherRecorder, rawClick, seedLink, type SeedLink } from '../testing/stats';

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

const stored = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from clicks where link_id = ${link.linkId}`.execute(server.db))
      .rows[0]!.n,
  );

it('writes the clicks recorded while a timed move waits, and moves them too', async () => {
  await writeClicks(server.handle, [clickRow(link, 'v1')]);
  const locker = new pg.Client({ connectionString: server.handle.url! });
  await locker.connect();
  const recorder = otherRecorder(server);
  try {
    await locker.query('begin');
    await locker.query('select * from stats_pending_groups for update');
    // Its first timed write finds the groups above pending and starts moving them: the move waits on the lock.
    await recorder.start();
    await eventually(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%delete from stats_pending_groups%'`.execute(
        server.db,
      );
      return Number(rows[0]!.n) > 0;
    }, 5_000);

    recorder.record(rawClick(link, { ts: Date.now(), ip: '203.0.113.9' }));
    // The flush joins the write that is moving; it must still write the click recorded meanwhile.
    const flushed = recorder.flush();
    await locker.query('commit');
    await flushed;
    expect(await stored()).toBe(2);
    const rollup = await sql<{ n: string }>`
      select coalesce(sum(clicks), 0) as n from stats_daily where link_id = ${link.linkId} and dim = 'total'`.execute(
      server.db,
    );
    expect(Number(rollup.rows[0]!.n)).toBe(2);
  } finally {
    await locker.end();
    await recorder.stop();
  }
});
