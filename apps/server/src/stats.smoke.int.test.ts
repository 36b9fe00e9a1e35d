import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('counts a visit in the link summary, the stream and the account report', async () => {
  const c = server.client();
  await c.post('/api/auth/guest');
  const { slug } = (await c.post('/api/links/create', { url: 'https://example.com/', hostname: 'kurz.localhost' })).json();
  await server.visit('kurz.localhost', `/${slug}`, { ip: '8.8.8.8', headers: { 'accept-language': 'de-DE' } });
  await server.runtime.recorder.flush();
  const summary = await c.get(`/api/stats/summary?hostname=kurz.localhost&slug=${slug}`);
  expect(summary.statusCode).toBe(200);
  const body = summary.json();
  expect(body.totals).toMatchObject({ clicks: 1, unique_ips: 1, conversions: 0 });
  expect(body.breakdowns.country).toEqual([{ key: 'US', count: 1, conv: 0 }]);
  expect(body.breakdowns.lang).toEqual([{ key: 'de', count: 1, conv: 0 }]);
  expect(body.timeseries.reduce((a: number, p: { count: number }) => a + p.count, 0)).toBe(1);
  const filtered = (await c.get(`/api/stats/summary?hostname=kurz.localhost&slug=${slug}&filter_by=country&filter_val=GB`)).json();
  expect(filtered.totals.clicks).toBe(0);
  const stream = (await c.get(`/api/stats/stream?hostname=kurz.localhost&slug=${slug}&limit=100`)).json();
  expect(stream.events).toHaveLength(1);
  const account = (await c.get('/api/stats/account')).json();
  expect(account.links).toEqual([{ host: 'kurz.localhost', slug, clicks: 1, conversions: 0 }]);
  expect((await c.get('/api/stats/account_stream?limit=20')).json().results[0]).toMatchObject({ hostname: 'kurz.localhost', slug, country: 'US' });
});

