import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('counts a visit in the link summary, the stream and the account report', async () => {
  const c = server.client();
  await c.post('/api/auth/guest');
  const { slug } = (
    await c.post('/api/links/create', { url: 'https://example.com/', hostname: 'kurz.localhost' })
  ).json();
  await server.visit('kurz.localhost', `/${slug}`, { ip: '8.8.8.8', headers: { 'accept-language': 'de-DE' } });
  await server.runtime.recorder.flush();
  const summary = await c.get(`/api/stats/summary?hostname=kurz.localhost&slug=${slug}`);
  expect(summary.statusCode).toBe(200);
  const body = summary.json();
  expect(body.totals).toMatchObject({ clicks: 1, unique_ips: 1, conversions: 0 });
  expect(body.breakdowns.country).toEqual([{ key: 'US', count: 1, conv: 0 }]);
  expect(body.breakdowns.lang).toEqual([{ key: 'de', count: 1, conv: 0 }]);
  expect(body.timeseries.reduce((a: number, p: { count: number }) => a + p.count, 0)).toBe(1);
  const filtered = (
    await c.get(`/api/stats/summary?hostname=kurz.localhost&slug=${slug}&filter_by=country&filter_val=GB`)
  ).json();
  expect(filtered.totals.clicks).toBe(0);
  const stream = (await c.get(`/api/stats/stream?hostname=kurz.localhost&slug=${slug}&limit=100`)).json();
  expect(stream.events).toHaveLength(1);
  const account = (await c.get('/api/stats/account')).json();
  expect(account.links).toEqual([{ host: 'kurz.localhost', slug, clicks: 1, conversions: 0 }]);
  expect((await c.get('/api/stats/account_stream?limit=20')).json().results[0]).toMatchObject({
    hostname: 'kurz.localhost',
    slug,
    country: 'US',
  });
});

it('ends a range at today however far the asked-for end lies', async () => {
  const c = server.client();
  await c.post('/api/auth/guest');
  const res = await c.get('/api/stats/account?from=2026-01-01&to=9999-12-31');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.range.to * 1000).toBeLessThanOrEqual(Date.now() + 86_400_000);
  expect(body.timeseries.length).toBeLessThanOrEqual(31);
});

it('refuses a tRPC batch of more than 20 calls', async () => {
  const c = server.client();
  await c.post('/api/auth/guest');
  const calls = Array.from({ length: 21 }, () => 'plans.list').join(',');
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [i, {}]))));
  expect((await c.get(`/trpc/${calls}?batch=1&input=${input}`)).statusCode).toBe(400);
  const ok = Array.from({ length: 20 }, () => 'plans.list').join(',');
  const okInput = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}]))));
  expect((await c.get(`/trpc/${ok}?batch=1&input=${okInput}`)).statusCode).toBe(200);
});
