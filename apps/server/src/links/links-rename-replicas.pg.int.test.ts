/**
 * A rename through one replica reaches the other's cached redirect through the same NOTIFY as edits and
 * deletions: the old slug stops answering, the new one (cached there as "no such link") redirects.
 * PostgreSQL only (two servers on one database; PGlite is one process).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createKey, withKey } from '../testing/keys';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let second: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  second = await createTestServer({}, {}, { databaseUrl: server.dbUrl });
  ({ client: owner } = await userOn(server, 'pro', 'rename-replicas', { verified: true }));
});
afterAll(async () => {
  await second.close();
  await server.close();
});

it('the old slug 404s and the new one redirects on the other replica within a second', async () => {
  const old = await newLink(owner, 'https://example.com/replica-rename');
  const renamed = `moved-${Date.now()}`;
  // Both caches warm: the old slug as a link, the new one as "no such link".
  for (const s of [server, second]) {
    expect((await s.visit(HOST, `/${old}`)).statusCode).toBe(302);
    expect((await s.visit(HOST, `/${renamed}`)).statusCode).toBe(404);
  }
  const res = await owner.post(`/api/links/rename/${q(old)}`, { slug: renamed });
  expect(res.statusCode, res.body).toBe(200);
  const started = Date.now();
  await eventually(
    async () =>
      (await second.visit(HOST, `/${old}`)).statusCode === 404 &&
      (await second.visit(HOST, `/${renamed}`)).headers.location === 'https://example.com/replica-rename',
    1000,
    10,
  );
  expect(Date.now() - started).toBeLessThan(1000);
  // The replica that renamed it knew at once.
  expect((await server.visit(HOST, `/${old}`)).statusCode).toBe(404);
});

it('of two replicas renaming two links to one slug at once, exactly one wins', async () => {
  const a = await newLink(owner, 'https://example.com/replica-a');
  const b = await newLink(owner, 'https://example.com/replica-b');
  const wanted = `contested-${Date.now()}`;
  const { key } = await createKey(owner, 'write');
  const [ra, rb] = await Promise.all([
    owner.post(`/api/links/rename/${q(a)}`, { slug: wanted }),
    withKey(second, key, 'POST', `/api/links/rename/${q(b)}`, { slug: wanted }),
  ]);
  expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  const winner = ra.statusCode === 200 ? 'https://example.com/replica-a' : 'https://example.com/replica-b';
  for (const s of [server, second])
    await eventually(async () => (await s.visit(HOST, `/${wanted}`)).headers.location === winner, 1000, 10);
});
