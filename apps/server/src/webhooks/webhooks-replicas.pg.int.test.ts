/**
 * Two servers on one PostgreSQL, both polling: every delivery reaches the receiver once, clicks included.
 * PostgreSQL only (PGlite is one process).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, userOn } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

let receiver: Receiver;
let first: TestServer;
let second: TestServer;
// Retries enough that no delivery is given up on: every delivery must end delivered for the count below.
const timings = { webhookPollMs: 10, webhookRetryDelaysMs: Array(10).fill(20), webhookClickBatchMs: 20 };

beforeAll(async () => {
  receiver = await startReceiver();
  first = await createTestServer({}, timings);
  second = await createTestServer({}, timings, { databaseUrl: first.dbUrl });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await receiver.close();
});

it('delivers each event once although both replicas poll, retries included', async () => {
  const { client } = await userOn(first, 'hobby', 'wh-replicas', { verified: true });
  // Every delivery's first try fails: each is retried, by whichever replica finds it due. (A fixed pattern
  // of failing requests can starve one delivery past its last retry when requests interleave.)
  receiver.failFirstTry('/both');
  expect(
    (await client.post('/api/webhooks', { url: `${receiver.url}/both`, events: ['link.created', 'link.clicked'] }))
      .statusCode,
  ).toBe(200);
  const slugs: string[] = [];
  for (let i = 0; i < 30; i++) slugs.push(await newLink(client, `https://example.com/r${i}`));
  for (let i = 0; i < 40; i++) await (i % 2 ? first : second).visit(HOST, `/${slugs[i % slugs.length]}`);
  await first.runtime.recorder.flush();
  await second.runtime.recorder.flush();
  // The requests answered 200: one per delivery if none was sent twice.
  const delivered = () => receiver.for('/both').filter((r) => r.status === 200);
  await eventually(async () => {
    const created = new Set(
      delivered()
        .filter((r) => r.json.type === 'link.created')
        .map((r) => r.json.id),
    );
    const clicks = delivered().flatMap((r) =>
      r.json.type === 'link.clicked' ? (r.json.data.clicks as Array<{ id: string }>) : [],
    );
    return created.size === 30 && clicks.length >= 40;
  }, 25_000);
  await new Promise((r) => setTimeout(r, 300));
  const ok = delivered();
  const ids = ok.map((r) => r.json.id);
  expect(new Set(ids).size).toBe(ids.length);
  const clickIds = ok.flatMap((r) =>
    r.json.type === 'link.clicked' ? (r.json.data.clicks as Array<{ id: string }>).map((c) => c.id) : [],
  );
  expect(clickIds).toHaveLength(40);
  expect(new Set(clickIds).size).toBe(40);
  const rows = await first.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
  expect(rows.every((r) => r.status === 'delivered')).toBe(true);
  // Every attempt is one request: no delivery was attempted by both replicas at once.
  expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(receiver.for('/both').length);
});
