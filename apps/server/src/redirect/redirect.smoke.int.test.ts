import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('creates a link and redirects through the short host, counting the click', async () => {
  const c = server.client();
  await c.post('/api/auth/guest');
  const created = await c.post('/api/links/create', { url: 'https://example.com/page', hostname: 'kurz.localhost' });
  expect(created.statusCode).toBe(200);
  const { slug } = created.json();
  const res = await server.visit('kurz.localhost', `/${slug}`);
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('https://example.com/page');
  await server.runtime.recorder.flush();
  const list = (await c.get('/api/links/list')).json();
  expect(list.results[0]).toMatchObject({ slug, clicks_today: 1, clicks_total: 1 });
  expect((await server.visit('kurz.localhost', '/nope')).statusCode).toBe(404);
});
