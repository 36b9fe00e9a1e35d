/**
 * Postbacks need the account's postback token: a visitor who reads the click id from a redirect cannot
 * forge conversions. Rotation, the grace of accounts that tracked before tokens, revenue bounds, bans.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverDuePostbacks } from '@kurz/api';
import { MAX_POSTBACK_REVENUE } from '@kurz/core';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, withKey } from '../testing/keys';
import { eventually, guest, HOST, newLink, postbackToken, q, userOn } from '../testing/links';
import { summary } from '../testing/stats';

let server: TestServer;
let owner: { client: TestClient; id: string };
let admin: TestClient;

/** The owner's traffic source: records what kurz relays, answers with the next of `statuses` (then 200). */
const received: string[] = [];
const statuses: number[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  // A relay's retry waits a minute: long enough for the ban test to ban between attempts.
  server = await createTestServer({ adminEmails: ['admin@example.com'] }, { postbackRetryDelaysMs: [60_000] });
  ({ client: admin } = await server.signUp('admin@example.com', { verified: true }));
  owner = await userOn(server, 'hobby', 'pbtoken');
  receiver = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(statuses.shift() ?? 200).end('ok');
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await server.close();
});

/** A conversion-tracked link relaying to the receiver, and a visitor's click id read from the Location. */
async function trackedClick(client: TestClient, source = 'AFFILIATE-1'): Promise<{ slug: string; clid: string }> {
  const slug = await newLink(client, 'https://example.com/offer');
  const put = await client.put(`/api/links/conversions/${q(slug)}`, {
    enabled: true,
    incoming_postback_url: `${receiverUrl}/pb/${slug}?cid={ExternalClickId}`,
  });
  expect(put.statusCode, put.body).toBe(200);
  const res = await server.visit(HOST, `/${slug}?ext_click_id=${source}`);
  return { slug, clid: new URL(res.headers.location as string).searchParams.get('clid')! };
}

const postback = (query: string) => server.client('203.0.113.7').get(`/api/postback?${query}`);
const conversionsOf = (clid: string) =>
  server.db.selectFrom('conversions').selectAll().where('click_id', '=', clid).execute();
const attemptsOf = (clid: string) =>
  server.db
    .selectFrom('postback_attempts as a')
    .innerJoin('conversions as c', 'c.id', 'a.conversion_id')
    .select(['a.attempt', 'a.status_code'])
    .where('c.click_id', '=', clid)
    .orderBy('a.attempt')
    .execute();
const relayedFor = (slug: string) => received.filter((u) => u.startsWith(`/pb/${slug}?`));
/** Longer than the test server's relay and its retries take: what would have been sent has been. */
const settle = () => new Promise((r) => setTimeout(r, 250));

describe('the postback token', () => {
  it("refuses a forged postback (no token, a wrong one, another account's) with 401: no conversion, no relay, no revenue", async () => {
    const { slug, clid } = await trackedClick(owner.client);
    const other = await userOn(server, 'hobby', 'pbother');
    const forged = [
      `clickid=${clid}&revenue=1000000&currency=EUR`,
      `clickid=${clid}&revenue=1000000&currency=EUR&token=`,
      `clickid=${clid}&revenue=1000000&currency=EUR&token=guessed-token`,
      `clickid=${clid}&revenue=1000000&currency=EUR&token=${await postbackToken(other.client)}`,
    ];
    for (const query of forged) {
      const res = await postback(query);
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'invalid_postback_token' }]);
    }
    const byPost = await server
      .client('203.0.113.7')
      .post('/api/postback', { clickid: clid, revenue: 1000000, currency: 'EUR' });
    expect([byPost.statusCode, byPost.json()]).toEqual([401, { error: 'invalid_postback_token' }]);
    await settle();
    expect(await conversionsOf(clid)).toEqual([]);
    expect(await attemptsOf(clid)).toEqual([]);
    expect(relayedFor(slug)).toEqual([]);
    expect((await summary(owner.client, slug)).totals).toMatchObject({ conversions: 0, revenue: 0 });
  });

  it("accepts the postback with the account's token, counts it and relays it once", async () => {
    const { slug, clid } = await trackedClick(owner.client, 'SRC-7');
    const token = await postbackToken(owner.client);
    const res = await postback(`clickid=${clid}&token=${token}&revenue=12.5&currency=eur`);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true, duplicate: false }]);
    expect(await eventually(async () => (await attemptsOf(clid)).length > 0 && attemptsOf(clid))).toEqual([
      { attempt: 1, status_code: 200 },
    ]);
    expect(relayedFor(slug)).toEqual([`/pb/${slug}?cid=SRC-7`]);
    const stats = await summary(owner.client, slug);
    expect(stats.totals).toMatchObject({ conversions: 1 });
    expect(stats.revenue_by_currency).toEqual([{ currency: 'EUR', amount: 12.5 }]);
  });

  it('shows the postback URL to give the network, token included, the same on every read', async () => {
    const first = (await owner.client.get('/api/postback/token')).json();
    const again = (await owner.client.get('/api/postback/token')).json();
    expect(again).toEqual(first);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.postback_url).toBe(
      `${server.runtime.deps.config.appOrigin}/api/postback?clickid={clickid}&token=${first.token}`,
    );
    // A new account gets no grace: its token is required from day one.
    expect(first.tokenless_until).toBeNull();
    const { clid } = await trackedClick(owner.client);
    expect((await postback(`clickid=${clid}`)).statusCode).toBe(401);
  });

  it('gives two first reads at once the same token', async () => {
    const fresh = await userOn(server, 'hobby', 'pbrace');
    const reads = await Promise.all(Array.from({ length: 5 }, () => fresh.client.get('/api/postback/token')));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(reads.map((r) => r.json().token)).size).toBe(1);
  });

  it('rotates: the old token is refused at once, the new one accepted', async () => {
    const old = await postbackToken(owner.client);
    const rotated = await owner.client.post('/api/postback/token/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().token as string;
    expect(fresh).not.toBe(old);
    expect(rotated.json().postback_url).toContain(`&token=${fresh}`);
    expect(await postbackToken(owner.client)).toBe(fresh);
    const { clid } = await trackedClick(owner.client);
    expect((await postback(`clickid=${clid}&token=${old}&revenue=1`)).json()).toEqual({
      error: 'invalid_postback_token',
    });
    expect(await conversionsOf(clid)).toEqual([]);
    expect((await postback(`clickid=${clid}&token=${fresh}&revenue=1`)).json()).toEqual({ ok: true, duplicate: false });
    expect(await conversionsOf(clid)).toHaveLength(1);
  });

  it('is read and rotated from the dashboard session only: no guest, no API key', async () => {
    const g = await guest(server);
    expect((await g.get('/api/postback/token')).json()).toEqual({ error: 'guest_not_allowed' });
    const keyed = await server.signUp(`pbkey.${Date.now()}@example.com`, { verified: true });
    const { key } = await createKey(keyed.client);
    const before = await postbackToken(keyed.client);
    const byKey = await withKey(server, key, 'POST', '/api/postback/token/rotate');
    expect([byKey.statusCode, byKey.json()]).toEqual([403, { error: 'api_key_not_allowed' }]);
    expect(await postbackToken(keyed.client)).toBe(before);
  });

  it('two postbacks of one click at once, with the token, convert once and relay once', async () => {
    const { slug, clid } = await trackedClick(owner.client, 'RACE-1');
    const token = await postbackToken(owner.client);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postback(`clickid=${clid}&token=${token}&revenue=3`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    await eventually(async () => (await attemptsOf(clid)).length > 0);
    await settle();
    expect(await conversionsOf(clid)).toHaveLength(1);
    expect(relayedFor(slug)).toEqual([`/pb/${slug}?cid=RACE-1`]);
  });
});

describe('the grace of an account that tracked conversions before tokens', () => {
  it('accepts postbacks without the token until the owner requires it; a wrong token never', async () => {
    const early = await userOn(server, 'hobby', 'pbgrace');
    const { clid } = await trackedClick(early.client);
    // What the migration gives an account that had conversion tracking on: 30 more days without the token.
    await server.db
      .insertInto('postback_tokens')
      .values({ owner_id: early.id, tokenless_until: sql<Date>`now() + interval '30 days'` })
      .execute();
    const view = (await early.client.get('/api/postback/token')).json();
    expect(view.tokenless_until).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect((await postback(`clickid=${clid}&token=wrong`)).statusCode).toBe(401);
    expect((await postback(`clickid=${clid}&revenue=2`)).json()).toEqual({ ok: true, duplicate: false });

    const required = await early.client.post('/api/postback/token/require');
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toEqual({ ...view, tokenless_until: null });
    const second = await trackedClick(early.client);
    expect((await postback(`clickid=${second.clid}&revenue=2`)).json()).toEqual({ error: 'invalid_postback_token' });
    expect(await conversionsOf(second.clid)).toEqual([]);
    expect((await postback(`clickid=${second.clid}&token=${view.token}&revenue=2`)).statusCode).toBe(200);
  });

  it('ends by itself at its date', async () => {
    const late = await userOn(server, 'hobby', 'pbexpired');
    const { clid } = await trackedClick(late.client);
    await server.db
      .insertInto('postback_tokens')
      .values({ owner_id: late.id, tokenless_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await late.client.get('/api/postback/token')).json().tokenless_until).toBeNull();
    expect((await postback(`clickid=${clid}`)).json()).toEqual({ error: 'invalid_postback_token' });
  });
});

describe('revenue and currency bounds', () => {
  it.each([
    ['revenue=-1', 'invalid_revenue'],
    ['revenue=lots', 'invalid_revenue'],
    ['revenue=1000000000', 'invalid_revenue'],
    ['revenue=1000000.01', 'invalid_revenue'],
    ['revenue=Infinity', 'invalid_revenue'],
    ['revenue=0x10', 'invalid_revenue'],
    ['revenue=1e9', 'invalid_revenue'],
    ['currency=euro', 'invalid_currency'],
    ['currency=ABC', 'invalid_currency'],
    ['currency=', 'invalid_currency'],
  ])('refuses %s with 400 %s and stores nothing', async (param, code) => {
    const { clid } = await trackedClick(owner.client);
    const token = await postbackToken(owner.client);
    const res = await postback(`clickid=${clid}&token=${token}&${param}`);
    expect([res.statusCode, res.json()]).toEqual([400, { error: code }]);
    const [name, value] = param.split('=') as [string, string];
    const json = await server.client('203.0.113.7').post('/api/postback', {
      clickid: clid,
      token,
      [name]: name === 'revenue' && /^-?\d+$/.test(value) ? Number(value) : value,
    });
    expect([json.statusCode, json.json()]).toEqual([400, { error: code }]);
    expect(await conversionsOf(clid)).toEqual([]);
  });

  it(`takes up to ${MAX_POSTBACK_REVENUE} in any ISO 4217 currency`, async () => {
    const { clid } = await trackedClick(owner.client);
    const res = await postback(
      `clickid=${clid}&token=${await postbackToken(owner.client)}&revenue=${MAX_POSTBACK_REVENUE}&currency=jpy`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await conversionsOf(clid)).toMatchObject([{ revenue_cents: MAX_POSTBACK_REVENUE * 100, currency: 'JPY' }]);
  });
});

describe('a banned account', () => {
  it('has its postbacks refused and its queued relays not sent', async () => {
    const banned = await userOn(server, 'hobby', 'pbbanned');
    const token = await postbackToken(banned.client);
    // A relay that failed once before the ban waits for its retry; another click converts only after the ban.
    const queued = await trackedClick(banned.client, 'Q-1');
    const later = await trackedClick(banned.client, 'L-1');
    statuses.push(500);
    expect((await postback(`clickid=${queued.clid}&token=${token}&revenue=5`)).statusCode).toBe(200);
    await eventually(async () => (await attemptsOf(queued.clid)).length === 1);

    expect((await admin.post('/api/admin/users/ban', { user_id: banned.id })).statusCode).toBe(200);
    // The retry comes due (the minute passes): no replica sends it.
    await server.db
      .updateTable('conversions')
      .set({ postback_due_at: sql<Date>`now() - interval '1 second'` })
      .where('click_id', '=', queued.clid)
      .execute();
    await deliverDuePostbacks(server.runtime.deps);
    const res = await postback(`clickid=${later.clid}&token=${token}&revenue=5`);
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'account_banned' }]);
    await settle();
    expect(await attemptsOf(queued.clid)).toEqual([{ attempt: 1, status_code: 500 }]);
    expect(relayedFor(queued.slug)).toHaveLength(1);
    expect(await conversionsOf(later.clid)).toEqual([]);
    expect(relayedFor(later.slug)).toEqual([]);

    // Lifted, the waiting relay goes out.
    expect((await admin.post('/api/admin/users/unban', { user_id: banned.id })).statusCode).toBe(200);
    await deliverDuePostbacks(server.runtime.deps);
    expect(await attemptsOf(queued.clid)).toEqual([
      { attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 200 },
    ]);
  });
});
