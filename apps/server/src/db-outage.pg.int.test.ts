/**
 * A replica whose database connection goes away (a TCP proxy between it and PostgreSQL is cut, the
 * shared server itself is never stopped): cached redirects keep being answered, API calls answer 503
 * with Retry-After, and once the connection is back the replica drops every cached link promptly, so
 * an edit made meanwhile through another replica is served at once. PostgreSQL only.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from './testing/index';
import { HOST, newLink, q, userOn } from './testing/links';
import { startDbProxy, type DbProxy } from './testing/proxy';

let server: TestServer;
let proxy: DbProxy;
let second: TestServer;
let a: TestClient;
let onSecond: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  proxy = await startDbProxy(server.dbUrl!);
  second = await createTestServer({}, {}, { databaseUrl: proxy.url });
  ({ client: a } = await userOn(server, 'pro', 'outage-owner'));
  onSecond = second.client();
  onSecond.cookie = a.cookie;
});
afterAll(async () => {
  proxy.restore();
  await second.close();
  await server.close();
  await proxy.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('answers API calls with 503 service_unavailable and Retry-After while the database is unreachable', async () => {
  expect((await onSecond.get('/api/links/list')).statusCode).toBe(200);
  proxy.cut();
  try {
    const rest = await onSecond.get('/api/links/list');
    expect(rest.statusCode, rest.body).toBe(503);
    expect(rest.json()).toEqual({ error: 'service_unavailable' });
    expect(rest.headers['retry-after']).toBe('5');

    const trpc = await onSecond.get('/trpc/links.list');
    expect(trpc.statusCode, trpc.body).toBe(503);
    expect(trpc.json().error.message).toBe('service_unavailable');
    expect(trpc.headers['retry-after']).toBe('5');

    const ready = await second.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
  } finally {
    proxy.restore();
  }
  expect((await onSecond.get('/api/links/list')).statusCode).toBe(200);
});

it('serves an edit made during an outage within 4 s of the connection coming back, and cached links throughout', async () => {
  const own = await newLink(a, 'https://example.com/outage');
  expect((await second.visit(HOST, `/${own}`)).headers.location).toBe('https://example.com/outage');
  // The creation's NOTIFY (and the '*' of a listener back from the previous outage) reach the second
  // replica a moment later, through the proxy, and drop what a visit cached before them: visit until
  // the link stays in its cache (a hit is answered synchronously, a miss with a promise).
  await vi.waitFor(
    async () => {
      await second.visit(HOST, `/${own}`);
      await sleep(300);
      expect(second.runtime.cache.get(HOST, own)).not.toBeInstanceOf(Promise);
    },
    { timeout: 10_000, interval: 50 },
  );
  proxy.cut();
  try {
    // The edit goes through the replica that still reaches the database; the other one misses its NOTIFY.
    const put = await a.put(`/api/links/rules/${q(own)}`, {
      rules: [{ target: 'https://example.com/outage-us', when: { geo: ['US'] } }],
    });
    expect(put.statusCode).toBe(200);
    // Long enough for a back-off of several steps; a cached link is answered without the database.
    for (let i = 0; i < 16; i++) {
      expect((await second.visit(HOST, `/${own}`)).statusCode).toBe(302);
      await sleep(500);
    }
  } finally {
    proxy.restore();
  }
  const restored = Date.now();
  let location: string | undefined;
  while (Date.now() - restored < 5000) {
    location = (await second.visit(HOST, `/${own}`, { ip: '8.8.8.8' })).headers.location;
    if (location === 'https://example.com/outage-us') break;
    await sleep(20);
  }
  expect(location).toBe('https://example.com/outage-us');
  // The listener's back-off is capped at 2 s (it was 30 s: the next attempt would come 7.5 s after the
  // connection's return); the rest of the bound is room for a busy machine.
  expect(Date.now() - restored).toBeLessThan(4000);
}, 25_000);
