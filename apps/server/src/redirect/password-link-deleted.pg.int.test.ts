/**
 * A password-protected link deleted while its password is being checked answers as a link that does
 * not exist (404), not as a wrong password. The check is held on its attempt counter's row (locked by
 * the test) while the link is deleted. PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, q, userOn } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  ({ client: owner } = await userOn(server, 'pro', 'password-deleted'));
});
afterAll(() => server.close());

const postPassword = (slug: string, password: string) =>
  server.app.inject({
    method: 'POST',
    url: `/${slug}`,
    payload: `password=${password}`,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '203.0.113.40',
  });

it('the right password for a link deleted during the check: 404, as for no link', async () => {
  const created = await owner.post('/api/links/create', {
    url: 'https://example.com/secret',
    hostname: HOST,
    password: 'letmein',
  });
  const slug = created.json().slug as string;
  // A first (wrong) attempt makes the attempt counter's row the check will update.
  const wrong = await postPassword(slug, 'nope');
  expect(wrong.statusCode).toBe(303);
  expect(String(wrong.headers['set-cookie'])).toMatch(/^kz_pw_refused=wrong;/);
  const { pending } = await server.db.transaction().execute(async (trx) => {
    await sql`select * from rate_limits where key like ${`link-password:%`} for update`.execute(trx);
    const request = postPassword(slug, 'letmein');
    await untilWaitingOnLocks(server.db);
    expect((await owner.del(`/api/links/delete/${q(slug)}`)).statusCode).toBe(200);
    // Wrapped: a promise returned as is would be awaited inside this transaction, which it waits for.
    return { pending: request };
  });
  const res = await pending;
  expect(res.statusCode).toBe(404);
  expect(res.headers.location).toBeUndefined();
});
