/**
 * Clicks answered while PostgreSQL is unreachable are kept and written once it is back, even with a
 * SIGTERM and a restart in the outage. `main.ts` runs in its own process, talking to PostgreSQL
 * through a TCP proxy the test cuts (the shared server itself is never stopped). PostgreSQL only.
 * The suite's outage is a few seconds; `pnpm bench:outage` runs the same story for a minute under load.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '@kurz/db';
import { createTestDb } from '@kurz/db/testing';
import { expect, it } from 'vitest';
import { call, listeningPort, startServerProcess, until, type ServerProcess } from '../testing/process';
import { startDbProxy } from '../testing/proxy';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UA = { host: 'kurz.localhost', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

/** Visitors that keep following the links until stopped; counts the redirects answered. */
function visitors(port: number, slugs: string[], concurrency = 6) {
  let answered = 0;
  let running = true;
  let target = port;
  const loops = Array.from({ length: concurrency }, async (_, n) => {
    for (let i = n; running; i++) {
      const res = await call(target, 'GET', `/${slugs[i % slugs.length]}`, UA).catch(() => null);
      // Only redirects to the links' targets: a server still starting answers 503 (retry).
      if (res?.status === 302 && String(res.headers.location).startsWith('https://example.com/outage/')) answered++;
      else await sleep(20);
    }
  });
  return {
    get answered() {
      return answered;
    },
    /** The server was started again, on another port. */
    retarget(next: number) {
      target = next;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return answered;
    },
  };
}

it('stores every click answered during an outage with a SIGTERM and a restart in it, once', async () => {
  const db = await createTestDb();
  const proxy = await startDbProxy(db.url!);
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-outage-'));
  const origin = 'http://localhost:3000';
  // Each start listens on a port of its own (PORT=0): a port freed by the stop could be taken meanwhile.
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ORIGIN: origin,
    DATABASE_URL: proxy.url,
    LOG_LEVEL: 'info',
  };
  let server: ServerProcess | null = startServerProcess(env);
  const logs: string[] = [];
  try {
    let port = await listeningPort(server);
    await until(async () => expect((await call(port, 'GET', '/readyz')).status).toBe(200));
    // The dashboard's own host, as a browser on APP_ORIGIN sends it.
    const guest = await call(port, 'POST', '/api/auth/guest', { origin, host: 'localhost:3000' }, {});
    const cookie = String(guest.headers['set-cookie']).split(';', 1)[0]!;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call(
        port,
        'POST',
        '/api/links/create',
        { origin, cookie, host: 'localhost:3000' },
        { url: `https://example.com/outage/${i}`, hostname: 'kurz.localhost' },
      );
      expect(created.status, created.body).toBe(200);
      slugs.push(JSON.parse(created.body).slug);
    }
    const load = visitors(port, slugs);
    await sleep(1000);

    proxy.cut();
    await sleep(2000);
    const during = await call(port, 'GET', '/readyz');
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body).clicks_waiting).toBeGreaterThan(0);
    // Stopped in the outage: what it answered goes to the spool.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    logs.push(
      ...server
        .stdout()
        .split('\n')
        .filter((l) => !l.includes('"req') && !l.includes('"res')),
    );

    // Started while the database is still away: it waits, up but not ready.
    server = startServerProcess(env);
    port = await listeningPort(server);
    load.retarget(port);
    await until(async () => expect((await call(port, 'GET', '/healthz')).status).toBe(200));
    await sleep(1000);
    const waiting = await call(port, 'GET', '/readyz');
    expect(waiting.status).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(server.child.exitCode).toBeNull();

    proxy.restore();
    await until(async () => expect((await call(port, 'GET', '/readyz')).status).toBe(200), 20_000);
    await sleep(1000);
    const answered = await load.stop();
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    logs.push(
      ...server
        .stdout()
        .split('\n')
        .filter((l) => !l.includes('"req') && !l.includes('"res')),
    );
    server = null;

    const { rows } = await sql<{ clicks: number; links: number; accounts: number; batches: number }>`
      select (select count(*)::int from clicks) as clicks,
             (select coalesce(sum(clicks), 0)::int from stats_daily where link_id <> 0 and dim = 'total') as links,
             (select coalesce(sum(clicks), 0)::int from stats_daily where link_id = 0 and dim = 'total') as accounts,
             (select count(*)::int from spooled_click_batches) as batches`.execute(db.db);
    expect(answered).toBeGreaterThan(100);
    const left = await readdir(join(dataDir, 'spool'));
    expect(rows[0], `spool left: ${left.join(', ')}\n${logs.join('\n')}`).toEqual({
      clicks: answered,
      links: answered,
      accounts: answered,
      batches: 0,
    });
  } finally {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await proxy.close();
    await db.close();
  }
}, 60_000);
