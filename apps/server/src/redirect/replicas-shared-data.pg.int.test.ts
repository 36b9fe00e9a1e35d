/**
 * Replicas the way docker/compose.yaml runs them: real processes on one DATA_DIR (a shared volume) and
 * one PostgreSQL, each with its own REPLICA_ID. Images uploaded through one are served by another, and
 * the click spool of a replica killed and never started again is adopted and written back by the
 * others, exactly once (whatever it wrote before it died included), even when two adopt it at once. PostgreSQL only: PGlite is one process.
 */
import { request } from 'node:http';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '@kurz/db';
import { createTestDb } from '@kurz/db/testing';
import { expect, it } from 'vitest';
import { call, listeningPort, startServerProcess, until, type ServerProcess } from '../testing/process';
import { startDbProxy } from '../testing/proxy';
import { logoPng } from '../testing/qr';

const ORIGIN = 'http://localhost:3000';
const DASHBOARD = { origin: ORIGIN, host: 'localhost:3000' };
const UA = { host: 'kurz.localhost', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

/** A multipart upload with one file part, as the dashboard sends it. */
async function upload(
  port: number,
  path: string,
  cookie: string,
  bytes: Uint8Array,
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'image.png');
  const body = new Response(form);
  const payload = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          ...DASHBOARD,
          cookie,
          'content-type': body.headers.get('content-type')!,
          'content-length': payload.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** GET returning the raw bytes. */
function getBytes(port: number, path: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path, headers: DASHBOARD }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('replicas on one DATA_DIR share images and adopt the spool of a replica killed for good', async () => {
  const db = await createTestDb();
  const proxy = await startDbProxy(db.url!);
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-replicas-'));
  const base = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ORIGIN: ORIGIN,
    LOG_LEVEL: 'info',
    SPOOL_BEAT_MS: '300',
    SESSION_SECRET: 'replicas-secret-replicas-secret-0123',
  };
  // Replica a talks to PostgreSQL through a proxy the test cuts: for it alone the database is gone.
  const envA = { ...base, DATABASE_URL: proxy.url, REPLICA_ID: 'a' };
  const envOf = (id: string) => ({ ...base, DATABASE_URL: db.url!, REPLICA_ID: id });
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const s = startServerProcess(env);
    servers.push(s);
    const port = await listeningPort(s);
    return { s, port };
  };
  const clicks = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from clicks`.execute(db.db)).rows[0]!.n;
  try {
    const [a1, b1] = await Promise.all([start(envA), start(envOf('b'))]);
    for (const { port } of [a1, b1])
      await until(async () => expect((await call(port, 'GET', '/readyz')).status).toBe(200));
    const guest = await call(a1.port, 'POST', '/api/auth/guest', DASHBOARD, {});
    const cookie = String(guest.headers['set-cookie']).split(';', 1)[0]!;
    // The only account in this database.
    await db.db.updateTable('workspaces').set({ plan_id: 'pro' }).execute();

    // An image uploaded through one replica is served by the other, both ways.
    for (const [from, to] of [
      [a1.port, b1.port],
      [b1.port, a1.port],
    ] as const) {
      const png = logoPng(48 + (from % 7));
      const up = await upload(from, '/api/og/upload', cookie, png);
      expect(up.status, up.body).toBe(200);
      const got = await getBytes(
        to,
        new URL(JSON.parse(up.body).url).pathname + new URL(JSON.parse(up.body).url).search,
      );
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.bytes, png)).toBe(0);
    }

    const created = await call(
      a1.port,
      'POST',
      '/api/links/create',
      { ...DASHBOARD, cookie },
      { url: 'https://example.com/replicas', hostname: 'kurz.localhost' },
    );
    expect(created.status, created.body).toBe(200);
    const slug = JSON.parse(created.body).slug;
    // b leaves cleanly (nothing spooled: its folder goes); a caches the link and its clicks are written.
    b1.s.child.kill('SIGTERM');
    expect(await b1.s.exited, b1.s.stderr()).toBe(0);
    for (let i = 0; i < 5; i++) expect((await call(a1.port, 'GET', `/${slug}`, UA)).status).toBe(302);
    await until(async () => expect(await clicks()).toBe(5));

    // The database goes away for a; what it answers meanwhile goes to its spool at SIGTERM.
    proxy.cut();
    let answered = 5;
    for (let i = 0; i < 40; i++) if ((await call(a1.port, 'GET', `/${slug}`, UA)).status === 302) answered++;
    expect(answered).toBe(45);
    a1.s.child.kill('SIGTERM');
    expect(await a1.s.exited, a1.s.stderr()).toBe(0);
    // Started again, it begins writing its spool back on a slow database ... and is killed for good midway.
    await sql`create function kurz_test_slow_batch() returns trigger language plpgsql as $$ begin perform pg_sleep(2); return new; end $$`.execute(
      db.db,
    );
    await sql`create trigger kurz_test_slow_batch before insert on spooled_click_batches for each row execute function kurz_test_slow_batch()`.execute(
      db.db,
    );
    proxy.restore();
    const a2 = await start(envA);
    await until(async () => expect(JSON.parse((await call(a2.port, 'GET', '/healthz')).body).clicks_waiting).toBe(40));
    a2.s.child.kill('SIGKILL');
    await a2.s.exited;
    await sql`drop trigger kurz_test_slow_batch on spooled_click_batches`.execute(db.db);
    expect(await readdir(join(dataDir, 'spool'))).toEqual(['a']);
    expect(await clicks()).toBeLessThan(answered);

    // Two replicas start at once: one of them adopts a's folder, and every click is written once.
    const [c, d] = await Promise.all([start(envOf('c')), start(envOf('d'))]);
    await until(async () => expect(await clicks()).toBe(answered), 30_000);
    // The markers of the replayed batches go once the file has gone.
    await until(async () => {
      const { rows } = await sql<{ links: number; batches: number }>`
        select (select coalesce(sum(clicks), 0)::int from stats_daily where link_id <> 0 and dim = 'total') as links,
               (select count(*)::int from spooled_click_batches) as batches`.execute(db.db);
      expect(rows[0]).toEqual({ links: answered, batches: 0 });
    });
    await until(async () => expect((await readdir(join(dataDir, 'spool'))).sort()).toEqual(['c', 'd']));
    const logs = c.s.stdout() + d.s.stdout();
    expect(logs.match(/took over the click spool of replicas gone/g)?.length, logs.slice(-3000)).toBe(1);
    expect(logs).toContain('"folders":["a"]');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await clicks()).toBe(answered);
    for (const { s } of [c, d]) {
      s.child.kill('SIGTERM');
      expect(await s.exited, s.stderr()).toBe(0);
    }
  } finally {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await proxy.close();
    await db.close();
  }
}, 120_000);
