/**
 * A guest who registers while one of their links is being created keeps that link for good, like the
 * others: the creation is held between its checks and its insert (on the per-user lock it takes
 * before inserting) while the registration completes. PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { guest, HOST } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('a link created as the guest registers is kept without the guest expiry', async () => {
  const g = await guest(server);
  const guestId = (await g.get('/api/me')).json().id as string;
  const { pending } = await server.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${guestId}))`.execute(trx);
    const request = g.post('/api/links/create', { url: 'https://example.com/in-flight', hostname: HOST });
    await untilWaitingOnLocks(server.db);
    const registered = await g.post('/api/auth/register', {
      email: 'registered.meanwhile@example.com',
      password: TEST_PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Wrapped: a promise returned as is would be awaited inside this transaction, which it waits for.
    return { pending: request };
  });
  const created = await pending;
  expect(created.statusCode, created.body).toBe(200);
  const rows = await server.db
    .selectFrom('links')
    .select(['slug', 'expires_at'])
    .where('owner_id', '=', guestId)
    .execute();
  expect(rows).toEqual([{ slug: created.json().slug, expires_at: null }]);
});
