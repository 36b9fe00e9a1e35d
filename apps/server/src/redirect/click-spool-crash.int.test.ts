/**
 * The spool's replay survives a crash: a server killed (SIGKILL) while writing spooled clicks back
 * leaves the rest to the next start, and no batch is written twice. Runs `main.ts` in its own
 * process, on PostgreSQL when the suite runs on it, else PGlite in the data directory.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  classifyUserAgent,
  ClickSpool,
  createLink,
  SYSTEM_ACTOR,
  ensureSystemDomains,
  ownerOf,
  type RawClick,
} from '@kurz/api';
import { connect, sql, type DbHandle } from '@kurz/db';
import { createTestDb } from '@kurz/db/testing';
import { expect, it } from 'vitest';
import { DESKTOP_UA } from '../testing/index';
import { call, listeningPort, startServerProcess, until, type ServerProcess } from '../testing/process';

// Several batches (the server replays up to 20,000 clicks a batch), so a kill can fall between two.
const TOTAL = 100_000;

async function counts(db: DbHandle['db'], linkId: number) {
  const { rows } = await sql<{ clicks: number; rollup: number; account: number; batches: number }>`
    select (select count(*)::int from clicks where link_id = ${linkId}) as clicks,
           (select coalesce(sum(clicks), 0)::int from stats_daily where link_id = ${linkId} and dim = 'total') as rollup,
           (select coalesce(sum(clicks), 0)::int from stats_daily where link_id = 0 and dim = 'total') as account,
           (select count(*)::int from spooled_click_batches) as batches`.execute(db);
  return rows[0]!;
}

it('finishes a replay killed midway on the next start, writing each spooled click once', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-spool-crash-'));
  const pg = process.env.DATABASE_URL ? await createTestDb() : null;
  // On PGlite the database lives in the data directory: only one process may open it at a time.
  const open = async () => pg ?? (await connect({ dataDir: join(dataDir, 'pg') }));
  const setup = pg ?? (await createTestDb(join(dataDir, 'pg')));
  await ensureSystemDomains(setup.db, ['kurz.localhost']);
  const user = await setup.db
    .insertInto('users')
    .values({ email: 'spool-crash@example.com' })
    .returningAll()
    .executeTakeFirstOrThrow();
  await setup.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', user.id).execute();
  const owner = (await ownerOf(setup.db, user.id))!;
  const link = await createLink(
    setup.db,
    { guestLinkTtlDays: 7, appOrigin: 'http://localhost:3000' },
    owner,
    {
      url: 'https://example.com/spooled',
      hostname: 'kurz.localhost',
    },
    SYSTEM_ACTOR,
  );
  const { id } = await setup.db
    .selectFrom('links')
    .select('id')
    .where('slug', '=', link.slug)
    .executeTakeFirstOrThrow();
  const linkId = Number(id);
  // A slow database: each replayed batch takes at least 200 ms to commit, so the kill below falls
  // midway however fast the machine (without it a quick machine finished the replay before the
  // first look). Dropped before the restart.
  await sql`create function kurz_test_slow_batch() returns trigger language plpgsql as $$ begin perform pg_sleep(0.2); return new; end $$`.execute(
    setup.db,
  );
  await sql`create trigger kurz_test_slow_batch before insert on spooled_click_batches for each row execute function kurz_test_slow_batch()`.execute(
    setup.db,
  );
  if (!pg) await setup.close();

  // What a server stopped during an outage leaves behind.
  const spool = new ClickSpool(join(dataDir, 'spool'));
  await spool.open();
  const agent = classifyUserAgent(DESKTOP_UA);
  for (let chunk = 0; chunk < TOTAL / 1000; chunk++) {
    const clicks: RawClick[] = Array.from({ length: 1000 }, (_, i) => ({
      ts: Date.now(),
      linkId,
      ownerId: user.id,
      ip: `198.51.100.${i % 250}`,
      agent,
      lang: 'en',
      referer: null,
      target: 'https://example.com/spooled',
      country: 'DE',
      clickId: null,
      externalClickId: null,
    }));
    await spool.append(clicks);
  }
  await spool.seal();

  // Each start listens on a port of its own (PORT=0): a port freed by the kill could be taken meanwhile.
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://localhost:3000',
    DATABASE_URL: pg?.url ?? '',
    LOG_LEVEL: 'info',
  };
  let server: ServerProcess | null = startServerProcess(env);
  try {
    let port = await listeningPort(server);
    // Killed once some of the spool is written and some is not.
    await until(async () => {
      // /healthz answers without the database, between two batches of the replay.
      const health = await call(port, 'GET', '/healthz');
      const waiting = JSON.parse(health.body).clicks_waiting ?? 0;
      expect(waiting > 0 && waiting < TOTAL, `${health.body} ${server?.stdout().slice(-3000)}`).toBe(true);
    }, 30_000);
    server.child.kill('SIGKILL');
    await server.exited;

    const crashed = await open();
    const midway = await counts(crashed.db, linkId);
    await sql`drop trigger kurz_test_slow_batch on spooled_click_batches`.execute(crashed.db);
    if (!pg) await crashed.close();
    expect(midway.clicks > 0 && midway.clicks < TOTAL && midway.batches > 0, JSON.stringify(midway)).toBe(true);

    server = startServerProcess(env);
    port = await listeningPort(server);
    await until(async () => {
      const ready = await call(port, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ ok: true });
    }, 30_000);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    server = null;

    const db = await open();
    const after = await counts(db.db, linkId);
    if (!pg) await db.close();
    expect(after, JSON.stringify(midway)).toEqual({ clicks: TOTAL, rollup: TOTAL, account: TOTAL, batches: 0 });
  } finally {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await pg?.close();
  }
}, 90_000);
