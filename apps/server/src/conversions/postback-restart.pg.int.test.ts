/**
 * A postback retry outlives the server that scheduled it: another server on the same database makes it
 * when it starts. PostgreSQL only (two servers on one database; PGlite is one process).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, postbackToken, q, userOn } from '../testing/links';

const received: string[] = [];
const statuses = [500];
let receiver: http.Server;
let receiverUrl: string;
let first: TestServer;
let second: TestServer | null = null;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // Its own retry would come a minute later: long after this test has moved on without it.
  first = await createTestServer({}, { postbackRetryDelaysMs: [60_000] });
});
afterAll(async () => {
  await second?.close();
  await first.close();
  await new Promise((r) => receiver.close(r));
});

it('a retry due while its server is gone is made by the next server to start', async () => {
  const { client } = await userOn(first, 'hobby', 'restart');
  const slug = await newLink(client, 'https://example.com/offer');
  await client.put(`/api/links/conversions/${q(slug)}`, {
    enabled: true,
    incoming_postback_url: `${receiverUrl}/pb?id={ExternalClickId}`,
  });
  const visit = await first.visit(HOST, `/${slug}?ext_click_id=R9`);
  const clid = new URL(visit.headers.location as string).searchParams.get('clid')!;
  expect(
    (await first.client().get(`/api/postback?clickid=${clid}&token=${await postbackToken(client)}`)).statusCode,
  ).toBe(200);
  const attempts = () =>
    first.db
      .selectFrom('postback_attempts as a')
      .innerJoin('conversions as c', 'c.id', 'a.conversion_id')
      .select(['a.attempt', 'a.status_code'])
      .where('c.click_id', '=', clid)
      .orderBy('a.attempt')
      .execute();
  await eventually(async () => (await attempts()).length === 1);

  // The minute passes while the first server is down.
  await sql`update conversions set postback_due_at = now() - interval '1 second' where click_id = ${clid}`.execute(
    first.db,
  );
  second = await createTestServer({}, {}, { databaseUrl: first.dbUrl });

  await eventually(async () => (await attempts()).length === 2);
  expect(await attempts()).toEqual([
    { attempt: 1, status_code: 500 },
    { attempt: 2, status_code: 200 },
  ]);
  expect(received).toEqual(['/pb?id=R9', '/pb?id=R9']);
});
