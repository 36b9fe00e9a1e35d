/**
 * A link deleted while a call on it runs: the call answers 404 not_found, never a 500. The call is held
 * on the link's row (locked by the test) after it found the link, the link is deleted, then it goes on.
 * PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { newLink, q, userOn } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  ({ client: owner } = await userOn(server, 'pro', 'deleted-meanwhile'));
});
afterAll(() => server.close());

it.each([
  ['an edit', (slug: string) => owner.put(`/api/links/${q(slug)}`, { title: 'edited meanwhile' })],
  ['a QR setting', (slug: string) => owner.put(`/api/qr/config/${q(slug)}`, { color_dark: '#112233' })],
])('%s of a link deleted meanwhile answers 404 not_found', async (_, call) => {
  const slug = await newLink(owner, 'https://example.com/soon-gone');
  // Wrapped: a promise returned as is would be awaited inside the transaction, which it waits for.
  const { pending } = await server.db.transaction().execute(async (trx) => {
    await sql`select id from links where slug = ${slug} for update`.execute(trx);
    const request = call(slug);
    await untilWaitingOnLocks(server.db);
    await sql`delete from links where slug = ${slug}`.execute(trx);
    return { pending: request };
  });
  const res = await pending;
  expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
});
