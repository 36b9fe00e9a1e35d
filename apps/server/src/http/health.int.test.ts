/** /healthz (the process is up) and /readyz (the database answers and every migration is applied). */
import { connect, sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

it('answers /healthz and /readyz with 200 when all is well', async () => {
  expect((await get('/healthz')).json()).toEqual({ ok: true });
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ ok: true });
});

it('answers /readyz with 503 migrations_pending while a migration is not applied', async () => {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    delete from kysely_migration where name = (select max(name) from kysely_migration) returning name, timestamp`.execute(
    server.db,
  );
  try {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, reason: 'migrations_pending' });
    expect((await get('/healthz')).statusCode).toBe(200);
  } finally {
    await sql`insert into kysely_migration (name, timestamp) values (${rows[0]!.name}, ${rows[0]!.timestamp})`.execute(
      server.db,
    );
  }
  expect((await get('/readyz')).statusCode).toBe(200);
});

it('answers /readyz with 503 database_unreachable when the database does not answer', async () => {
  const down = await connect({ databaseUrl: 'postgres://postgres@127.0.0.1:1/kurz' });
  const app = await buildApp({ deps: { ...server.runtime.deps, db: down.db }, engine: server.runtime.engine });
  try {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, reason: 'database_unreachable' });
  } finally {
    await app.close();
    await down.close();
  }
});
