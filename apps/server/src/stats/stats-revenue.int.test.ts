/** Revenue over HTTP: postbacks in two currencies are reported per currency, never added together. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, postbackToken, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let slug: string;
let token: string;

async function converted(revenue: string, currency: string): Promise<void> {
  const res = await server.visit(HOST, `/${slug}`);
  expect(res.statusCode).toBe(302);
  const clid = new URL(res.headers.location as string).searchParams.get('clid');
  const pb = await server
    .client()
    .get(`/api/postback?clickid=${clid}&token=${token}&revenue=${revenue}&currency=${currency}`);
  expect(pb.statusCode, pb.body).toBe(200);
}

beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'revenue'));
  slug = await newLink(client, 'https://example.com/offer');
  token = await postbackToken(client);
  expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true })).statusCode).toBe(200);
  await converted('12.50', 'USD');
  await converted('7.25', 'eur');
  await converted('1.25', 'EUR');
});
afterAll(() => server.close());

const BY_CURRENCY = [
  { currency: 'EUR', amount: 8.5 },
  { currency: 'USD', amount: 12.5 },
];

describe('revenue in two currencies', () => {
  it("a link's summary keeps USD in revenue and lists each currency apart", async () => {
    const res = await client.get(`/api/stats/summary?hostname=${HOST}&slug=${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.totals).toMatchObject({ conversions: 3, revenue: 12.5 });
    expect(s.revenue_by_currency).toEqual(BY_CURRENCY);
  });

  it("the account's stats (Reports) do the same", async () => {
    const res = await client.get('/api/stats/account');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.totals).toMatchObject({ conversions: 3, revenue: 12.5 });
    expect(s.revenue_by_currency).toEqual(BY_CURRENCY);
  });
});
