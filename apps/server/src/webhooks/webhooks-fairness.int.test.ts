/**
 * Deliveries shared fairly: one account's backlog and slow receiver hold neither another account's
 * deliveries nor its own other endpoints; a ban stops what an account had queued.
 */
import { randomUUID } from 'node:crypto';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, userOn } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer({}, { webhookPollMs: 100, webhookRetryDelaysMs: [1_500, 1_500] });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function endpoint(client: TestClient, path: string): Promise<string> {
  const res = await client.post('/api/webhooks', { url: `${receiver.url}${path}`, events: ['link.created'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

/** Deliveries due a while ago, taking turns between the endpoints, as a big import queues them. */
async function backlog(ownerId: string, endpointIds: string[], each: number): Promise<void> {
  const rows = Array.from({ length: each * endpointIds.length }, (_, i) => {
    const id = randomUUID();
    const body = JSON.stringify({ id, type: 'link.created', created_at: 0, data: { n: i } });
    return {
      id,
      endpoint_id: endpointIds[i % endpointIds.length]!,
      owner_id: ownerId,
      event: 'link.created',
      body,
      due_at: sql<Date>`now() - make_interval(secs => ${600 - i / 100})`,
    };
  });
  for (let i = 0; i < rows.length; i += 1_000)
    await server.db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 1_000))
      .execute();
}

it("one account's backlog with a slow endpoint holds neither another account's test delivery nor its own fast endpoints", async () => {
  const busy = await userOn(server, 'free', 'wh-busy', { verified: true });
  receiver.slow('/busy-slow', 2_000);
  const endpoints = [await endpoint(busy.client, '/busy-slow'), await endpoint(busy.client, '/busy-fast')];
  await backlog(busy.id, endpoints, 2_000);

  const quiet = await userOn(server, 'free', 'wh-quiet', { verified: true });
  const hook = await endpoint(quiet.client, '/quiet');
  const asked = Date.now();
  const test = await quiet.client.post(`/api/webhooks/${hook}/test`);
  expect(test.statusCode).toBe(200);
  const got = await eventually(async () => receiver.for('/quiet')[0], 15_000);
  expect(got.json.id).toBe(test.json().delivery_id);
  expect(got.at - asked).toBeLessThan(4_000);

  // The slow endpoint takes its few slots; its account's fast endpoint goes on meanwhile.
  const started = receiver.for('/busy-slow')[0]!.at;
  // Rounds that each waited for their slowest attempt made this 4 fast ones every 2 s (30 s for 60).
  await eventually(async () => receiver.for('/busy-fast').length >= 60, 20_000, 50);
  const slowSoFar = receiver.for('/busy-slow').length;
  expect(receiver.mostAtOnce('/busy-slow')).toBeLessThanOrEqual(4);
  expect(slowSoFar).toBeLessThanOrEqual(4 * Math.ceil((Date.now() - started) / 2_000) + 4);
  // Each delivery once.
  const ids = receiver.for('/busy-fast').map((r) => r.json.id);
  expect(new Set(ids).size).toBe(ids.length);
}, 60_000);

it('a ban stops the deliveries the account had queued: none reaches the receiver afterwards', async () => {
  const admin = (await server.signUp('admin@example.com', { verified: true })).client;
  const { client, id } = await userOn(server, 'free', 'wh-banned', { verified: true });
  // A slow receiver: 4 requests at a time, each answered after 4 s, so most deliveries still wait at the ban.
  receiver.slow('/banned', 4_000);
  const hook = await endpoint(client, '/banned');
  const links = Array.from({ length: 20 }, (_, i) => ({ url: `https://example.com/banned-${i}`, hostname: HOST }));
  expect((await client.post('/api/links/bulk', { links })).statusCode).toBe(200);
  await eventually(async () => receiver.for('/banned').length > 0, 10_000);
  expect((await admin.post('/api/admin/users/ban', { user_id: id })).statusCode).toBe(200);
  // An attempt past its check when the ban commits is under way and may still arrive, a moment later.
  await new Promise((r) => setTimeout(r, 1_000));
  const sentBy = Date.now();

  const rows = await eventually(
    async () => {
      const all = await server.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'error'])
        .where('endpoint_id', '=', hook)
        .execute();
      return all.every((d) => d.status !== 'pending') && all;
    },
    15_000,
    100,
  );
  // Long enough for another round of 4 had the deliveries gone on.
  await new Promise((r) => setTimeout(r, 4_500));
  expect(receiver.for('/banned').filter((r) => r.at > sentBy)).toEqual([]);
  const dropped = rows.filter((d) => d.error === 'account banned');
  // Delivered before the ban, or dropped by it (a timed-out attempt's retry too).
  expect(rows.filter((d) => d.status === 'delivered').length + dropped.length).toBe(20);
  expect(dropped.length).toBeGreaterThanOrEqual(12);
}, 40_000);
