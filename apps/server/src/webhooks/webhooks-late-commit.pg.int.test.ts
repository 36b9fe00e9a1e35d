/**
 * link.clicked and writers that commit out of id order (two replicas' click writers): a click whose
 * lower id commits after a higher one is still sent. PostgreSQL only (two connections at once).
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { eventually, newLink, userOn } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

let receiver: Receiver;
let server: TestServer;

beforeAll(async () => {
  receiver = await startReceiver();
  // Batches every 200 ms: an unsettled watermark is taken anyway after 6 of them (1.2 s).
  server = await createTestServer({}, { webhookPollMs: 20, webhookClickBatchMs: 200 });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

it('does not move past a click id whose transaction is still open, and sends it once committed', async () => {
  const { client, id: ownerId } = await userOn(server, 'free', 'wh-late', { verified: true });
  expect(
    (await client.post('/api/webhooks', { url: `${receiver.url}/late`, events: ['link.clicked'] })).statusCode,
  ).toBe(200);
  const slug = await newLink(client, 'https://example.com/late');
  const link = await server.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const click = (target: string) =>
    sql`insert into clicks (link_id, owner_id, ts, device, target, ip_hash, is_bot) values (${link.id}, ${ownerId}, now(), 'desktop', ${target}, 'h', false)`;
  await new Promise((r) => setTimeout(r, 300));

  let commit!: () => void;
  const committed = new Promise<void>((r) => (commit = r));
  let inserted!: () => void;
  const lowerInserted = new Promise<void>((r) => (inserted = r));
  // Writer A takes the lower id and holds its transaction open; writer B takes the next id and commits.
  const writerA = server.db.transaction().execute(async (trx) => {
    await click('https://example.com/a').execute(trx);
    inserted();
    await committed;
  });
  await lowerInserted;
  await click('https://example.com/b').execute(server.db);
  await new Promise((r) => setTimeout(r, 600));
  expect(receiver.for('/late')).toEqual([]);

  commit();
  await writerA;
  const targets = await eventually(async () => {
    const got = receiver
      .for('/late')
      .flatMap((r) => (r.json.data.clicks as Array<{ target: string }>).map((c) => c.target));
    return got.length >= 2 && got;
  }, 8000);
  expect(targets.sort()).toEqual(['https://example.com/a', 'https://example.com/b']);
});
