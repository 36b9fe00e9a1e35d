/** The postback endpoint as ad networks call it: form bodies, and links whose tracking was switched off. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, postbackToken, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'form'));
  token = await postbackToken(client);
});
afterAll(() => server.close());

async function clickOnTrackedLink(): Promise<{ slug: string; clid: string }> {
  const slug = await newLink(client, 'https://example.com/offer');
  expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true })).statusCode).toBe(200);
  const res = await server.visit(HOST, `/${slug}`);
  const clid = new URL(res.headers.location as string).searchParams.get('clid');
  expect(clid).toBeTruthy();
  return { slug, clid: clid! };
}

const postForm = (payload: string, type = 'application/x-www-form-urlencoded', url = '/api/postback') =>
  server.client().request({ method: 'POST', url, payload, headers: { 'content-type': type } });

const conversionsFor = (clid: string) =>
  server.db.selectFrom('conversions').selectAll().where('click_id', '=', clid).execute();

describe('POST /api/postback with a form body', () => {
  it('records the conversion from urlencoded fields (charset parameter too)', async () => {
    const { clid } = await clickOnTrackedLink();
    const res = await postForm(
      `clickid=${clid}&token=${token}&revenue=7.25&currency=eur&network_field=x`,
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, duplicate: false });
    expect(await conversionsFor(clid)).toMatchObject([{ revenue_cents: 725, currency: 'EUR' }]);
    expect((await postForm(`clickid=${clid}&token=${token}&revenue=1`)).json()).toEqual({ ok: true, duplicate: true });
  });

  it('refuses a bad field with 400 and its code, as for JSON', async () => {
    const { clid } = await clickOnTrackedLink();
    const res = await postForm(`clickid=${clid}&token=${token}&revenue=lots`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_revenue' });
    expect(await conversionsFor(clid)).toEqual([]);
  });

  it('refuses a form body over 8 KiB with 413', async () => {
    const { clid } = await clickOnTrackedLink();
    const res = await postForm(`clickid=${clid}&pad=${'x'.repeat(9_000)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large' });
    expect(await conversionsFor(clid)).toEqual([]);
  });

  it('takes form bodies on the postback only: other calls still answer 415', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/links/create',
      payload: `url=${encodeURIComponent('https://example.com/x')}&hostname=${HOST}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type' });
    expect((await postForm('clickid=abc', 'text/plain')).statusCode).toBe(415);
  });
});

describe('POST /api/postback with parameters in the query', () => {
  it('records the conversion from the query alone (no body), as the documented URL is posted', async () => {
    const { clid } = await clickOnTrackedLink();
    const res = await server.client().request({
      method: 'POST',
      url: `/api/postback?clickid=${clid}&token=${token}&revenue=4.5&currency=EUR`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, duplicate: false });
    expect(await conversionsFor(clid)).toMatchObject([{ revenue_cents: 450, currency: 'EUR' }]);
  });

  it('takes the parameters split between the query and a form body', async () => {
    const { clid } = await clickOnTrackedLink();
    const res = await postForm(`revenue=2&currency=usd`, undefined, `/api/postback?clickid=${clid}&token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await conversionsFor(clid)).toMatchObject([{ revenue_cents: 200, currency: 'USD' }]);
  });

  it('refuses a parameter given in both, and a postback without a click id, storing nothing', async () => {
    const { clid } = await clickOnTrackedLink();
    const both = await server.client().request({
      method: 'POST',
      url: `/api/postback?clickid=${clid}&token=wrong`,
      payload: { clickid: clid, token },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      error: 'invalid_input',
      field: 'clickid',
      message: 'clickid is given in both the query and the body.',
    });
    const none = await server.client().request({ method: 'POST', url: `/api/postback?token=${token}&revenue=1` });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'invalid_input', field: 'clickid', message: 'clickid is required.' });
    expect(await conversionsFor(clid)).toEqual([]);
  });
});

describe('a link whose conversion tracking is off', () => {
  it.each([
    ['GET', (clid: string) => server.client().get(`/api/postback?clickid=${clid}&token=${token}&revenue=3`)],
    ['JSON', (clid: string) => server.client().post('/api/postback', { clickid: clid, token, revenue: 3 })],
    ['form', (clid: string) => postForm(`clickid=${clid}&token=${token}&revenue=3`)],
  ])('refuses the conversion (%s) with 409 conversions_disabled and stores nothing', async (_kind, send) => {
    const { slug, clid } = await clickOnTrackedLink();
    expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: false })).statusCode).toBe(200);
    const res = await send(clid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conversions_disabled' });
    expect(await conversionsFor(clid)).toEqual([]);
    // Switched on again, the same click converts.
    expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true })).statusCode).toBe(200);
    expect((await send(clid)).statusCode).toBe(200);
    expect(await conversionsFor(clid)).toHaveLength(1);
  });
});
