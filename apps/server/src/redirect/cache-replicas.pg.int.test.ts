/**
 * Two replicas on one PostgreSQL database share cache invalidation through LISTEN/NOTIFY. PostgreSQL only
 * (vitest.workspace.ts includes *.pg.int.test.ts when DATABASE_URL is set): PGlite is one process.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let second: TestServer;
let a: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  second = await createTestServer({}, {}, { databaseUrl: server.dbUrl });
  ({ client: a } = await userOn(server, 'pro', 'replica-owner'));
});
afterAll(async () => {
  await second.close();
  await server.close();
});

it("a rule change made through one replica reaches the other's cached redirect within a second", async () => {
  const own = await newLink(a, 'https://example.com/replica');
  // Warm both caches.
  expect((await server.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location).toBe('https://example.com/replica');
  expect((await second.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location).toBe('https://example.com/replica');
  const put = await a.put(`/api/links/rules/${q(own)}`, {
    rules: [{ target: 'https://example.com/replica-us', when: { geo: ['US'] } }],
  });
  expect(put.statusCode).toBe(200);
  const started = Date.now();
  let location: string | undefined;
  while (Date.now() - started < 1000) {
    location = (await second.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location;
    if (location === 'https://example.com/replica-us') break;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(location).toBe('https://example.com/replica-us');
});

it('a deletion through one replica makes the other answer 404 within a second', async () => {
  const own = await newLink(a, 'https://example.com/replica-del');
  expect((await second.visit(HOST, `/${own}`)).statusCode).toBe(302);
  expect((await a.del(`/api/links/delete/${q(own)}`)).statusCode).toBe(200);
  const started = Date.now();
  let status = 302;
  while (Date.now() - started < 1000 && status !== 404) {
    status = (await second.visit(HOST, `/${own}`)).statusCode;
    if (status !== 404) await new Promise((r) => setTimeout(r, 10));
  }
  expect(status).toBe(404);
});

it("clicks recorded by the second replica show in the first one's list", async () => {
  const own = await newLink(a, 'https://example.com/replica-clicks');
  await second.visit(HOST, `/${own}`);
  await second.runtime.recorder.flush();
  const listed = (await a.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === own);
  expect(listed.clicks_total).toBe(1);
});

it('a replica whose LISTEN connection was cut reconnects and still hears later changes', async () => {
  const own = await newLink(a, 'https://example.com/relisten');
  expect((await second.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location).toBe(
    'https://example.com/relisten',
  );
  await server.db.executeQuery(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.compile(
      server.db,
    ),
  );
  // Reconnecting takes the first back-off step (0.5 s).
  await new Promise((r) => setTimeout(r, 1500));
  expect(
    (
      await a.put(`/api/links/rules/${q(own)}`, {
        rules: [{ target: 'https://example.com/relisten-us', when: { geo: ['US'] } }],
      })
    ).statusCode,
  ).toBe(200);
  const started = Date.now();
  let location: string | undefined;
  while (Date.now() - started < 2000) {
    location = (await second.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location;
    if (location === 'https://example.com/relisten-us') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(location).toBe('https://example.com/relisten-us');
});
