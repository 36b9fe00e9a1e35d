/**
 * max_clicks on two replicas of one PostgreSQL database: each replica knows the others' clicks once
 * they are written (the counter's trigger notifies), so a limit is overshot by at most the clicks the
 * other replica served but had not yet written. PostgreSQL only: PGlite is one process.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, userOn } from '../testing/links';

let first: TestServer;
let second: TestServer;
let owner: TestClient;

beforeAll(async () => {
  first = await createTestServer();
  second = await createTestServer({}, {}, { databaseUrl: first.dbUrl });
  ({ client: owner } = await userOn(first, 'free', 'limit-owner'));
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const cached = (server: TestServer, slug: string) =>
  (server.runtime.cache as unknown as { links: { peek(k: string): unknown } }).links.peek(
    `${HOST}/${slug.toLowerCase()}`,
  );

it("a replica learns the other's written clicks; under concurrent visits the overshoot stays within the unwritten clicks", async () => {
  const res = await owner.post('/api/links/create', {
    url: 'https://example.com/limited',
    hostname: HOST,
    max_clicks: 10,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slug = res.json().slug as string;
  // The second replica has the link cached with 0 clicks; the first serves 6.
  expect((await second.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  for (let i = 0; i < 5; i++) expect((await first.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  await first.runtime.recorder.flush();
  await second.runtime.recorder.flush();
  // The counter's trigger notified both replicas: their cached copies are gone, to be loaded with 6.
  await eventually(async () => cached(second, slug) === undefined && cached(first, slug) === undefined);

  // 10 visits at once on each replica: each may serve the 4 left before it hears of the other's.
  const replies = await Promise.all([
    ...Array.from({ length: 10 }, () => first.visit(HOST, `/${slug}`)),
    ...Array.from({ length: 10 }, () => second.visit(HOST, `/${slug}`)),
  ]);
  const served = replies.filter((r) => r.statusCode === 302).length;
  expect(replies.every((r) => r.statusCode === 302 || r.statusCode === 410)).toBe(true);
  expect(served).toBeGreaterThanOrEqual(4);
  expect(served).toBeLessThanOrEqual(8);

  // Once written, the link is spent everywhere and marked so in the database.
  await first.runtime.recorder.flush();
  await second.runtime.recorder.flush();
  await eventually(async () => (await second.visit(HOST, `/${slug}`)).statusCode === 410);
  expect((await first.visit(HOST, `/${slug}`)).statusCode).toBe(410);
  const row = await first.db
    .selectFrom('links')
    .select('clicks_exhausted_at')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  expect(row.clicks_exhausted_at).not.toBeNull();
});
