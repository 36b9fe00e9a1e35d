/**
 * The server as it runs in production: `main.ts` in its own process, stopped with SIGTERM. Every
 * click it answered is in the database when it exits; a bad setting stops it with exit code 78.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETRY_AFTER_SECONDS } from '@kurz/api';
import { connect, type DbHandle } from '@kurz/db';
import { createTestDb } from '@kurz/db/testing';
import { expect, it } from 'vitest';
import { call, freePort, startServerProcess as start, until } from './testing/process';

it('writes every click it answered before it exits on SIGTERM', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kurz-main-'));
  // PostgreSQL when the suite runs on it (a fresh database), else PGlite in the data directory.
  const pg: DbHandle | null = process.env.DATABASE_URL ? await createTestDb() : null;
  let server: ReturnType<typeof start> | null = null;
  try {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    server = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: origin,
      DATABASE_URL: pg?.url ?? '',
    });
    // A first start on PGlite creates the database and runs every migration in WebAssembly: about 12 s
    // on an idle two-core machine, 26-40 s beside the rest of the suite on a slow one.
    await until(async () => expect((await call(port, 'GET', '/readyz')).status).toBe(200), 100_000);

    const guest = await call(port, 'POST', '/api/auth/guest', { origin }, {});
    expect(guest.status, guest.body).toBe(200);
    const cookie = String(guest.headers['set-cookie']).split(';', 1)[0]!;
    const created = await call(
      port,
      'POST',
      '/api/links/create',
      { origin, cookie },
      { url: 'https://example.com/sigterm', hostname: 'kurz.localhost' },
    );
    expect(created.status, created.body).toBe(200);
    const { slug } = JSON.parse(created.body);
    for (let i = 0; i < 3; i++) {
      const visit = await call(port, 'GET', `/${slug}`, {
        host: 'kurz.localhost',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      });
      expect(visit).toMatchObject({ status: 302, headers: { location: 'https://example.com/sigterm' } });
    }

    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    const db = pg ?? (await connect({ dataDir: join(dataDir, 'pg') }));
    try {
      const clicks = await db.db.selectFrom('clicks').select(['target', 'device']).execute();
      expect(clicks).toEqual(Array(3).fill({ target: 'https://example.com/sigterm', device: 'desktop' }));
    } finally {
      if (!pg) await db.close();
    }
  } finally {
    // A failed assertion must not leave the server running (and holding the data directory).
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await pg?.close();
  }
}, 150_000);

it('a server waiting for its database asks visitors of short links to retry (503), not a 421', async () => {
  const port = await freePort();
  // Nothing listens there: the server starts, listens, and waits for the database.
  const server = start({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'kurz-main-')),
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kurz',
  });
  try {
    await until(async () => expect((await call(port, 'GET', '/healthz')).status).toBe(200));
    expect((await call(port, 'GET', '/readyz')).status).toBe(503);
    const visit = await call(port, 'GET', '/abc', { host: 'kurz.localhost' });
    expect([visit.status, JSON.parse(visit.body), visit.headers['retry-after']]).toEqual([
      503,
      { error: 'service_unavailable' },
      String(RETRY_AFTER_SECONDS),
    ]);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}, 60_000);

it('refuses a bad setting with exit code 78, naming the variable', async () => {
  const server = start({ PORT: 'eighty', DATA_DIR: await mkdtemp(join(tmpdir(), 'kurz-main-')) });
  expect(await server.exited).toBe(78);
  expect(server.stderr()).toContain('PORT');
});

it('refuses WEBHOOKS_ALLOW_PRIVATE_TARGETS in production with exit code 78, saying why', async () => {
  const server = start({
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
    NODE_ENV: 'production',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'kurz-main-')),
  });
  expect(await server.exited).toBe(78);
  expect(server.stderr()).toContain('WEBHOOKS_ALLOW_PRIVATE_TARGETS');
  expect(server.stderr()).toContain('NODE_ENV is production');
});
