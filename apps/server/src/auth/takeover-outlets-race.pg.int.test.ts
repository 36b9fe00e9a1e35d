/**
 * The first registrant of someone else's address, with requests under way as the owner takes the
 * account over by a password reset: a postback URL being set, the postback token's first read and its
 * rotation. Each is held on the account's row (a lock the test takes, as the reset's transaction holds
 * it) after its session check; the reset's password commits meanwhile; then the request goes on and
 * writes nothing. PostgreSQL only: the hold needs a second connection.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { newLink, q } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let people = 0;
/** An unverified account on the hobby plan (conversions allowed), as the first registrant makes it. */
async function firstRegistrant(): Promise<{ client: TestClient; id: string }> {
  const { client, id } = await server.signUp(`taken.over.${++people}@example.com`);
  await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', id).execute();
  return { client, id };
}

/** Holds the account's row while `call` reaches it, then writes a new password hash, as a reset does. */
async function resetDuring(id: string, call: () => Promise<{ statusCode: number; json(): unknown }>) {
  const pending = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    const answer = call();
    await untilWaitingOnLocks(server.db);
    await trx.updateTable('users').set({ password_hash: 'a reset password hash' }).where('id', '=', id).execute();
    return { answer };
  });
  return pending.answer;
}

it('a postback URL set as the reset commits is not written', async () => {
  const { client, id } = await firstRegistrant();
  const slug = await newLink(client, 'https://example.com/offer');
  const res = await resetDuring(id, () =>
    client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: 'http://127.0.0.1:9/attacker?id={ExternalClickId}',
    }),
  );
  expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthorized' }]);
  const row = await server.db
    .selectFrom('links')
    .select(['incoming_postback_url', 'conversions_enabled'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ incoming_postback_url: null, conversions_enabled: false });
});

/** The account's postback token, as stored (its hash); null when it has none. */
const tokenHashOf = async (id: string) =>
  (await server.db.selectFrom('postback_tokens').select('token_hash').where('owner_id', '=', id).executeTakeFirst())
    ?.token_hash ?? null;

it("the postback token's first read as the reset commits makes no token", async () => {
  const { client, id } = await firstRegistrant();
  const res = await resetDuring(id, () => client.get('/api/postback/token'));
  expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthorized' }]);
  expect(await tokenHashOf(id)).toBeNull();
});

it('a rotation of the postback token as the reset commits makes no token either', async () => {
  const { client, id } = await firstRegistrant();
  const res = await resetDuring(id, () => client.post('/api/postback/token/rotate'));
  expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthorized' }]);
  expect(await tokenHashOf(id)).toBeNull();
});
