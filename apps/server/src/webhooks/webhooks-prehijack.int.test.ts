/**
 * A pre-hijacked account: an attacker signs up first with the victim's address, which they cannot verify,
 * and sets up what sends data out. The victim later takes the account over with a password reset; none
 * of it may keep sending the victim's traffic to the attacker, nor the postback token they read let them
 * forge the victim's conversions.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, tokenOf, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, postbackToken, q } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer({}, { webhookPollMs: 30 });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

it('an unverified account adds no webhook (403 email_not_verified), and nothing is stored', async () => {
  const { client } = await server.signUp('unverified.hook@example.com');
  const res = await client.post('/api/webhooks', { url: `${receiver.url}/unverified`, events: ['link.created'] });
  expect([res.statusCode, res.json()]).toEqual([403, { error: 'email_not_verified' }]);
  expect((await client.get('/api/webhooks')).json().results).toEqual([]);
});

it("the victim's reset drops what the attacker set up to send data out, and the victim's events stay home", async () => {
  const victim = 'victim.prehijack@example.com';
  const { client: attacker, id } = await server.signUp(victim, { password: 'attacker password 1' });
  await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', id).execute();
  expect(
    (await attacker.post('/api/webhooks', { url: `${receiver.url}/attacker`, events: ['link.created'] })).json(),
  ).toEqual({ error: 'email_not_verified' });
  // An endpoint made before unverified accounts were refused: made by a verified account, then handed over.
  const { client: helper } = await server.signUp('attacker.helper@example.com', { verified: true });
  const legacy = (
    await helper.post('/api/webhooks', {
      url: `${receiver.url}/attacker`,
      events: ['link.created', 'link.clicked', 'conversion.created'],
    })
  ).json();
  await server.db.updateTable('webhook_endpoints').set({ owner_id: id }).where('id', '=', legacy.id).execute();
  // A relay of the account's conversions to the attacker's server, which unverified accounts may set.
  const slug = await newLink(attacker, 'https://example.com/offer');
  // Until the owner's reset, the endpoint works for the attacker.
  await eventually(async () => receiver.for('/attacker').length === 1);
  const relay = `${receiver.url}/attacker-postback?id={ExternalClickId}`;
  expect(
    (await attacker.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: relay })).json(),
  ).toMatchObject({ incoming_postback_url: relay });
  // The postback token, which would let the attacker forge the victim's conversions later.
  const attackersToken = await postbackToken(attacker);

  // The victim: the address is taken, so they reset the password and sign in.
  const signup = await server.client().post('/api/auth/signup', { email: victim, password: TEST_PASSWORD });
  expect([signup.statusCode, signup.json()]).toEqual([409, { error: 'user_exists' }]);
  expect((await server.client().post('/api/auth/request-reset', { email: victim })).statusCode).toBe(200);
  const token = tokenOf((await server.lastMail(victim))?.link ?? null);
  expect((await server.client().post('/api/auth/reset-password', { token, password: TEST_PASSWORD })).statusCode).toBe(
    200,
  );
  const resetAt = Date.now();
  const owner = server.client();
  expect((await owner.post('/api/auth/login', { email: victim, password: TEST_PASSWORD })).statusCode).toBe(200);
  expect((await attacker.get('/api/me')).json()).toEqual({ error: 'unauthorized' });

  expect((await owner.get('/api/webhooks')).json().results).toEqual([]);
  expect(
    await server.db.selectFrom('webhook_endpoints').select('id').where('id', '=', legacy.id).executeTakeFirst(),
  ).toBeUndefined();
  expect((await owner.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
    conversions_enabled: true,
    incoming_postback_url: null,
  });
  await newLink(owner, 'https://example.com/victims-own');
  await server.visit(HOST, `/${slug}?ext_click_id=SRC-1`);
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.received.filter((r) => r.at >= resetAt)).toEqual([]);
  expect(await postbackToken(owner)).not.toBe(attackersToken);
  const clid = new URL((await server.visit(HOST, `/${slug}`)).headers.location as string).searchParams.get('clid');
  const forged = await server.client().get(`/api/postback?clickid=${clid}&token=${attackersToken}&revenue=1000`);
  expect(forged.statusCode).toBe(401);
  expect(await server.db.selectFrom('conversions').select('id').where('owner_id', '=', id).execute()).toEqual([]);

  // Now verified, the owner adds their own endpoint.
  expect(
    (await owner.post('/api/webhooks', { url: `${receiver.url}/owner`, events: ['link.created'] })).statusCode,
  ).toBe(200);
});

it('a reset of an account already verified keeps its webhooks', async () => {
  const { client } = await server.signUp('verified.reset@example.com', { verified: true });
  expect(
    (await client.post('/api/webhooks', { url: `${receiver.url}/kept`, events: ['link.created'] })).statusCode,
  ).toBe(200);
  expect(
    (await server.client().post('/api/auth/request-reset', { email: 'verified.reset@example.com' })).statusCode,
  ).toBe(200);
  const token = tokenOf((await server.lastMail('verified.reset@example.com'))?.link ?? null);
  expect(
    (await server.client().post('/api/auth/reset-password', { token, password: 'a brand new password' })).statusCode,
  ).toBe(200);
  expect(
    await server.db.selectFrom('webhook_endpoints').select('url').where('url', '=', `${receiver.url}/kept`).execute(),
  ).toHaveLength(1);
});
