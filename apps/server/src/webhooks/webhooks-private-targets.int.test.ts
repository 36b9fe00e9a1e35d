/**
 * WEBHOOKS_ALLOW_PRIVATE_TARGETS, for development: with it a webhook endpoint may be a plain-http
 * receiver on loopback, and events reach it; without it (the default) the same receiver is refused when
 * the endpoint is saved and when a delivery is attempted. No address is allowed here by the tests'
 * postback allow-list: the setting alone decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { eventually, userOn } from '../testing/links';
import { startReceiver, verifiedByDocs, type Receiver } from '../testing/webhooks';

const timings = { postbackAllowedIps: [], webhookPollMs: 30, webhookRetryDelaysMs: [60] };
let receiver: Receiver;
let open: TestServer;
let endpoint: { id: string; secret: string };

beforeAll(async () => {
  receiver = await startReceiver();
  open = await createTestServer({ webhooksAllowPrivateTargets: true }, timings);
});
afterAll(async () => {
  await open?.handle.close();
  await receiver.close();
});

describe('with WEBHOOKS_ALLOW_PRIVATE_TARGETS on', () => {
  it('takes an http endpoint on loopback and delivers signed events to it', async () => {
    const { client } = await userOn(open, 'free', 'private-on', { verified: true });
    const created = await client.post('/api/webhooks', { url: `${receiver.url}/dev`, events: ['link.created'] });
    expect(created.statusCode, created.body).toBe(200);
    endpoint = created.json();
    const test = await client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const got = await eventually(async () => receiver.for('/dev').find((r) => r.json.type === 'webhook.test'));
    expect(verifiedByDocs(endpoint.secret, String(got.headers['kurz-signature']), got.body)).toBe(true);
    const localhost = await client.post('/api/webhooks', {
      url: `${receiver.url.replace('127.0.0.1', 'localhost')}/dev-2`,
      events: ['link.created'],
    });
    expect(localhost.statusCode, localhost.body).toBe(200);
  });
});

describe('with it off (the default)', () => {
  let closed: TestServer;
  beforeAll(async () => {
    // The same database, served again without the setting: the endpoint saved above stays, refused at send.
    await open.app.close();
    await open.runtime.stop();
    closed = await createTestServer({}, timings, { sameDatabaseAs: open });
  });
  afterAll(() => closed.close());

  it('refuses a loopback or private endpoint when it is saved', async () => {
    const { client } = await userOn(closed, 'free', 'private-off', { verified: true });
    const cases: Array<[string, string]> = [
      [`${receiver.url}/off`, 'invalid_url'],
      [receiver.url.replace('http:', 'https:'), 'private_address'],
      ['https://10.1.2.3/hook', 'private_address'],
      ['https://[::1]/hook', 'private_address'],
    ];
    for (const [url, error] of cases) {
      const res = await client.post('/api/webhooks', { url, events: ['link.created'] });
      expect([res.statusCode, res.json().error], url).toEqual([400, error]);
    }
    expect((await client.get('/api/webhooks')).json().results).toEqual([]);
  });

  it('refuses to deliver to a loopback endpoint saved while it was on', async () => {
    const before = receiver.for('/dev').length;
    const owner = await closed.db
      .selectFrom('webhook_endpoints')
      .select('owner_id')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    const session = await closed.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', owner.owner_id)
      .executeTakeFirstOrThrow();
    const c = closed.client();
    expect((await c.post('/api/auth/login', { email: session.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const test = await c.post(`/api/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const failed = await eventually(async () => {
      const rows = (await c.get(`/api/webhooks/${endpoint.id}/deliveries`)).json().results as Array<{
        id: string;
        status: string;
        error: string | null;
      }>;
      return rows.find((d) => d.id === test.json().delivery_id && d.status === 'failed');
    });
    expect(failed.error).toMatch(/address refused/);
    expect(receiver.for('/dev')).toHaveLength(before);
  });
});
