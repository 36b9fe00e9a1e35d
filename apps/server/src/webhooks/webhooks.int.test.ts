/** Webhooks over HTTP: endpoints, signed deliveries of each event to a real receiver, retries, disabling, SSRF, owners. */
import { runHousekeeping } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient } from '../testing/apiClient';
import { createKey, keyOwner } from '../testing/keys';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, postbackToken, q, userOn } from '../testing/links';
import { startReceiver, verifiedByDocs, type Receiver } from '../testing/webhooks';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer(
    {},
    { webhookPollMs: 30, webhookRetryDelaysMs: [60, 120], webhookClickBatchMs: 50, webhookDisableAfter: 2 },
  );
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function endpoint(client: TestClient, path: string, events: string[]) {
  const res = await client.post('/api/webhooks', { url: `${receiver.url}${path}`, events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; secret: string; url: string; events: string[]; enabled: boolean }>();
}

const deliveriesOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/webhooks/${id}/deliveries`)).json().results as Array<Record<string, unknown>>;

describe('endpoints with an API key (through the generated client)', () => {
  it('a write key creates, lists, tests and deletes one; a read key only lists', async () => {
    const { client } = await keyOwner(server, 'wh-key');
    const writeKey = (await createKey(client, 'write')).key;
    const readKey = (await createKey(client, 'read')).key;
    const api = typedClient(server, writeKey);
    const created = await api.POST('/api/webhooks', {
      body: { url: `${receiver.url}/by-key`, events: ['link.created'] },
    });
    expect(created.error).toBeUndefined();
    expect(created.data!.secret).toMatch(/^whsec_/);
    const id = created.data!.id;
    expect((await api.GET('/api/webhooks')).data!.results.map((e) => e.id)).toEqual([id]);
    expect((await api.POST('/api/webhooks/{id}/test', { params: { path: { id } } })).response.status).toBe(200);
    const readOnly = typedClient(server, readKey);
    expect((await readOnly.GET('/api/webhooks')).data!.results.map((e) => e.id)).toEqual([id]);
    const refused = await readOnly.POST('/api/webhooks', {
      body: { url: `${receiver.url}/ro`, events: ['link.created'] },
    });
    expect([refused.response.status, refused.error]).toEqual([403, { error: 'insufficient_scope' }]);
    expect((await api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })).data).toEqual({ ok: true });
    expect((await client.get('/api/webhooks')).json().results).toEqual([]);
  });
});

describe('endpoints', () => {
  it('creates one with its secret shown once, stored sealed; lists it without the secret', async () => {
    const { client } = await userOn(server, 'free', 'wh-create', { verified: true });
    const created = await endpoint(client, '/create', ['link.created', 'link.clicked']);
    expect(created).toMatchObject({
      url: `${receiver.url}/create`,
      events: ['link.created', 'link.clicked'],
      enabled: true,
      disabled_at: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const listed = (await client.get('/api/webhooks')).json().results;
    expect(listed).toEqual([
      {
        id: created.id,
        url: created.url,
        events: created.events,
        enabled: true,
        disabled_at: null,
        created_at: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const row = await server.db
      .selectFrom('webhook_endpoints')
      .select('secret_enc')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(created.secret.slice(6));
  });

  it.each([
    ['http://example.com/hook', 'invalid_url', 400],
    ['ftp://example.com/hook', 'invalid_url', 400],
    ['https://10.1.2.3/hook', 'private_address', 400],
    ['https://[fd00::1]/hook', 'private_address', 400],
    // IPv4 inside IPv6: compatible (a disguise, refused as a URL), mapped, NAT64 and 6to4 (special ranges).
    ['https://[::127.0.0.1]/hook', 'invalid_url', 400],
    ['https://[::ffff:127.0.0.1]/hook', 'private_address', 400],
    ['https://[64:ff9b::7f00:1]/hook', 'private_address', 400],
    ['https://[2002:7f00:1::1]/hook', 'private_address', 400],
  ])('refuses %s with %s', async (url, error, status) => {
    const { client } = await userOn(server, 'free', 'wh-bad', { verified: true });
    const res = await client.post('/api/webhooks', { url, events: ['link.created'] });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect((await client.get('/api/webhooks')).json().results).toEqual([]);
  });

  it('refuses unknown events and an empty list with 400 invalid_input', async () => {
    const { client } = await userOn(server, 'free', 'wh-events', { verified: true });
    for (const events of [[], ['link.exploded']]) {
      const res = await client.post('/api/webhooks', { url: 'https://example.com/h', events });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
  });

  it('takes at most 5 endpoints, also when 8 creates arrive at once', async () => {
    const { client } = await userOn(server, 'free', 'wh-limit', { verified: true });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post('/api/webhooks', { url: `https://example.com/h${i}`, events: ['link.created'] }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json()]).toEqual([403, { error: 'webhooks_limit_reached' }]);
    expect((await client.get('/api/webhooks')).json().results).toHaveLength(5);
  });

  it('refuses guests with 403 guest_not_allowed', async () => {
    const guest = server.client();
    expect((await guest.post('/api/auth/guest')).statusCode).toBe(200);
    const res = await guest.post('/api/webhooks', { url: 'https://example.com/h', events: ['link.created'] });
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'guest_not_allowed' }]);
  });

  it("keeps one account's endpoints from another: list, log, test, enable and delete answer 404", async () => {
    const owner = await userOn(server, 'free', 'wh-owner', { verified: true });
    const other = await userOn(server, 'free', 'wh-other', { verified: true });
    const created = await endpoint(owner.client, '/owned', ['link.created']);
    expect((await other.client.get('/api/webhooks')).json().results).toEqual([]);
    for (const res of [
      await other.client.get(`/api/webhooks/${created.id}/deliveries`),
      await other.client.post(`/api/webhooks/${created.id}/test`),
      await other.client.post(`/api/webhooks/${created.id}/enable`),
      await other.client.del(`/api/webhooks/${created.id}`),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
    }
    expect((await owner.client.get('/api/webhooks')).json().results).toHaveLength(1);
    expect((await owner.client.del(`/api/webhooks/${created.id}`)).statusCode).toBe(200);
    expect((await owner.client.get('/api/webhooks')).json().results).toEqual([]);
    expect((await owner.client.del(`/api/webhooks/${created.id}`)).statusCode).toBe(404);
  });
});

describe('deliveries', () => {
  it('link.created arrives once, signed as documented, with its event and delivery headers', async () => {
    const { client } = await userOn(server, 'free', 'wh-linkc', { verified: true });
    const hook = await endpoint(client, '/linkc', ['link.created']);
    const slug = await newLink(client, 'https://example.com/created');
    const [got] = await eventually(async () => receiver.for('/linkc').length > 0 && receiver.for('/linkc'));
    expect(got!.json).toMatchObject({
      type: 'link.created',
      data: { hostname: HOST, slug, target_url: 'https://example.com/created', title: null },
    });
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['kurz-event']).toBe('link.created');
    expect(got!.headers['kurz-delivery']).toBe(got!.json.id);
    expect(verifiedByDocs(hook.secret, String(got!.headers['kurz-signature']), got!.body)).toBe(true);
    expect(verifiedByDocs('whsec_wrong', String(got!.headers['kurz-signature']), got!.body)).toBe(false);
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.for('/linkc')).toHaveLength(1);
    expect(await deliveriesOf(client, hook.id)).toEqual([
      {
        id: got!.json.id,
        event: 'link.created',
        status: 'delivered',
        status_code: 200,
        attempts: 1,
        error: null,
        created_at: expect.any(Number),
        attempted_at: expect.any(Number),
      },
    ]);
  });

  it('bulk creation sends link.created for each link it made, none for refused rows', async () => {
    const { client } = await userOn(server, 'free', 'wh-bulk', { verified: true });
    await endpoint(client, '/bulkc', ['link.created']);
    const res = await client.post('/api/links/bulk', {
      links: [
        { url: 'https://example.com/b1', hostname: HOST },
        { url: 'not a url', hostname: HOST },
        { url: 'https://example.com/b2', hostname: HOST },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json().results as Array<{ ok: boolean; slug: string }>).filter((r) => r.ok).map((r) => r.slug);
    expect(made).toHaveLength(2);
    await eventually(async () => receiver.for('/bulkc').length >= 2);
    await new Promise((r) => setTimeout(r, 150));
    expect(
      receiver
        .for('/bulkc')
        .map((d) => d.json.data.slug)
        .sort(),
    ).toEqual([...made].sort());
  });

  it('an endpoint not subscribed to an event does not get it', async () => {
    const { client } = await userOn(server, 'free', 'wh-none', { verified: true });
    await endpoint(client, '/conv-only', ['conversion.created']);
    await newLink(client);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.for('/conv-only')).toEqual([]);
  });

  it('conversion.created arrives with the conversion', async () => {
    const { client } = await userOn(server, 'hobby', 'wh-conv', { verified: true });
    const hook = await endpoint(client, '/conv', ['conversion.created']);
    const slug = await newLink(client, 'https://example.com/offer');
    expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true })).statusCode).toBe(200);
    const clid = new URL((await server.visit(HOST, `/${slug}`)).headers.location as string).searchParams.get('clid')!;
    expect(
      (
        await server
          .client()
          .get(`/api/postback?clickid=${clid}&token=${await postbackToken(client)}&revenue=4.5&currency=eur`)
      ).statusCode,
    ).toBe(200);
    const [got] = await eventually(async () => receiver.for('/conv').length > 0 && receiver.for('/conv'));
    expect(got!.json).toMatchObject({
      type: 'conversion.created',
      data: { click_id: clid, hostname: HOST, slug, revenue_cents: 450, currency: 'EUR' },
    });
    expect(verifiedByDocs(hook.secret, String(got!.headers['kurz-signature']), got!.body)).toBe(true);
  });

  it('link.clicked arrives in batches of at most 100 clicks, each click once, with no address', async () => {
    const { client } = await userOn(server, 'free', 'wh-clicks', { verified: true });
    const hook = await endpoint(client, '/clicks', ['link.clicked']);
    const slug = await newLink(client, 'https://example.com/clicked');
    // Another account's clicks never reach this endpoint.
    const stranger = await userOn(server, 'free', 'wh-stranger', { verified: true });
    const strangerSlug = await newLink(stranger.client);
    for (let i = 0; i < 130; i++) await server.visit(HOST, `/${slug}`, { ip: `203.0.113.${(i % 200) + 1}` });
    await server.visit(HOST, `/${strangerSlug}`);
    await server.runtime.recorder.flush();
    const batches = await eventually(async () => {
      const got = receiver.for('/clicks');
      return got.reduce((n, r) => n + (r.json.data.clicks as unknown[]).length, 0) >= 130 && got;
    }, 5000);
    await new Promise((r) => setTimeout(r, 200));
    const clicks = receiver.for('/clicks').flatMap((r) => r.json.data.clicks as Array<Record<string, unknown>>);
    expect(clicks).toHaveLength(130);
    expect(new Set(clicks.map((c) => c.id)).size).toBe(130);
    expect(
      batches.every((b) => b.json.type === 'link.clicked' && (b.json.data.clicks as unknown[]).length <= 100),
    ).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(clicks[0]).toMatchObject({
      hostname: HOST,
      slug,
      target: 'https://example.com/clicked',
      device: expect.any(String),
      bot: false,
      // Not a QR scan: direct, as the stats name it.
      source: 'direct',
    });
    expect(JSON.stringify(clicks)).not.toMatch(/ip|203\.0\.113/);
    for (const b of batches)
      expect(verifiedByDocs(hook.secret, String(b.headers['kurz-signature']), b.body)).toBe(true);
  });

  it('retries after 500s with growing waits, the same delivery id and body each time, until delivered', async () => {
    const { client } = await userOn(server, 'free', 'wh-retry', { verified: true });
    receiver.answer('/retry', [500, 503]);
    const hook = await endpoint(client, '/retry', ['link.created']);
    await newLink(client);
    const got = await eventually(async () => receiver.for('/retry').length >= 3 && receiver.for('/retry'));
    expect(new Set(got.map((g) => g.json.id)).size).toBe(1);
    expect(new Set(got.map((g) => g.body)).size).toBe(1);
    // Waits of at least 60 then 120 ms between the attempts (the configured delays).
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(55);
    expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(115);
    const [log] = await eventually(async () => {
      const d = await deliveriesOf(client, hook.id);
      return d[0]?.status === 'delivered' && d;
    });
    expect(log).toMatchObject({
      event: 'link.created',
      status: 'delivered',
      status_code: 200,
      attempts: 3,
      error: null,
    });
  });

  it('disables the endpoint after repeated failed deliveries and mails the owner; re-enable and a test event work', async () => {
    const { client, email } = await userOn(server, 'free', 'wh-down', { verified: true });
    receiver.answer('/down', Array(6).fill(500));
    const hook = await endpoint(client, '/down', ['link.created']);
    await newLink(client);
    await newLink(client);
    const listed = await eventually(async () => {
      const [e] = (await client.get('/api/webhooks')).json().results;
      return e?.enabled === false && e;
    }, 5000);
    expect(listed.disabled_at).toEqual(expect.any(Number));
    expect(receiver.for('/down')).toHaveLength(6);
    const log = await deliveriesOf(client, hook.id);
    expect(log.map((d) => [d.status, d.attempts, d.status_code, d.error])).toEqual([
      ['failed', 3, 500, 'HTTP 500'],
      ['failed', 3, 500, 'HTTP 500'],
    ]);
    // The mail goes out through the outbox, after the endpoint was disabled.
    const mail = await eventually(async () => {
      const latest = await server.lastMail(email);
      return latest?.subject === 'A kurz webhook endpoint was disabled' && latest;
    });
    expect(mail?.text).toContain('/profile#webhooks');
    expect(mail?.text.split('\n')[0]).toBe(`Hi ${email.split('@')[0]},`);

    // Disabled: new events are not queued.
    await newLink(client);
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.for('/down')).toHaveLength(6);

    // The test event goes out even to a disabled endpoint, then re-enabling resumes events.
    const test = await client.post(`/api/webhooks/${hook.id}/test`);
    expect(test.statusCode).toBe(200);
    const tested = await eventually(async () => receiver.for('/down').find((r) => r.json.type === 'webhook.test'));
    expect(tested.json.id).toBe(test.json().delivery_id);
    expect(verifiedByDocs(hook.secret, String(tested.headers['kurz-signature']), tested.body)).toBe(true);
    const enabled = await client.post(`/api/webhooks/${hook.id}/enable`);
    expect(enabled.json()).toMatchObject({ id: hook.id, enabled: true, disabled_at: null });
    const slug = await newLink(client);
    await eventually(async () =>
      receiver.for('/down').find((r) => r.json.type === 'link.created' && r.json.data.slug === slug),
    );
  });

  it('refuses a private address at send time, once, without retrying', async () => {
    const { client } = await userOn(server, 'free', 'wh-ssrf', { verified: true });
    const hook = await endpoint(client, '/ssrf', ['link.created']);
    // Saved while it pointed elsewhere (or a name that now resolves privately): straight into the database.
    await server.db
      .updateTable('webhook_endpoints')
      .set({ url: 'http://127.0.0.2:9/hook' })
      .where('id', '=', hook.id)
      .execute();
    await newLink(client);
    const [d] = await eventually(async () => {
      const log = await deliveriesOf(client, hook.id);
      return log[0]?.status === 'failed' && log;
    });
    expect(d).toMatchObject({ status: 'failed', attempts: 1, status_code: null });
    expect(d!.error).toMatch(/^address refused: .*private IP address/);
    await new Promise((r) => setTimeout(r, 250));
    expect((await deliveriesOf(client, hook.id))[0]).toMatchObject({ attempts: 1 });
  });
});

describe('the clean-up', () => {
  it('deletes finished deliveries older than 30 days and keeps pending and recent ones', async () => {
    const { client } = await userOn(server, 'free', 'wh-prune', { verified: true });
    const hook = await endpoint(client, '/prune', ['link.created']);
    const base = {
      endpoint_id: hook.id,
      owner_id: (
        await server.db
          .selectFrom('webhook_endpoints')
          .select('owner_id')
          .where('id', '=', hook.id)
          .executeTakeFirstOrThrow()
      ).owner_id,
      event: 'link.created',
      body: '{}',
    };
    await server.db
      .insertInto('webhook_deliveries')
      .values([
        { ...base, created_at: sql<Date>`now() - interval '31 days'` },
        { ...base, created_at: sql<Date>`now() - interval '29 days'` },
        // Still pending (a lease far ahead): never deleted, however old.
        { ...base, created_at: sql<Date>`now() - interval '40 days'`, due_at: sql<Date>`now() + interval '1 day'` },
      ])
      .execute();
    await server.db
      .updateTable('webhook_deliveries')
      .set({ status: 'delivered' })
      .where('endpoint_id', '=', hook.id)
      .where('due_at', 'is', null)
      .execute();
    await runHousekeeping(server.deps);
    const left = await server.db
      .selectFrom('webhook_deliveries')
      .select(['status'])
      .where('endpoint_id', '=', hook.id)
      .orderBy('created_at')
      .execute();
    expect(left.map((d) => d.status)).toEqual(['pending', 'delivered']);
  });
});
