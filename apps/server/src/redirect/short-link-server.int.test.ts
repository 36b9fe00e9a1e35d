/** Short links over a real socket: the HTTP server answers them before Fastify (app.inject skips that path). */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostnameOf } from '../http/shortLinkServer';
import { createTestServer, DESKTOP_UA, type TestServer } from '../testing/index';
import { call } from '../testing/process';

async function get(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; location?: string; body: string }> {
  const res = await call(port, 'GET', path, { 'user-agent': DESKTOP_UA, ...headers });
  return { status: res.status, location: res.headers.location as string | undefined, body: res.body };
}

let server: TestServer;
let port: number;
let slug: string;
beforeAll(async () => {
  server = await createTestServer({ trustProxy: '127.0.0.1' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  const c = server.client();
  await c.post('/api/auth/guest');
  slug = (await c.post('/api/links/create', { url: 'https://example.com/landing', hostname: 'kurz.localhost' })).json()
    .slug;
});
afterAll(() => server.close());

describe('the short-link server', () => {
  it('redirects a short host with any port and case in the Host header', async () => {
    const res = await get(port, `/${slug}`, { host: `KURZ.localhost:${port}` });
    expect(res).toMatchObject({ status: 302, location: 'https://example.com/landing' });
    expect((await get(port, '/no-such-slug', { host: 'kurz.localhost' })).status).toBe(404);
  });

  it('serves the same to requests injected without the socket (tests, app.inject)', async () => {
    expect((await server.visit('KURZ.Localhost', `/${slug}`)).headers.location).toBe('https://example.com/landing');
    expect((await server.visit('LOCALHOST', `/${slug}`)).statusCode).not.toBe(302);
  });

  it('hands every other host to the dashboard', async () => {
    const res = await get(port, `/${slug}`, { host: `localhost:${port}` });
    expect(res.status).not.toBe(302);
    expect((await get(port, '/healthz', { host: `localhost:${port}` })).body).toBe('{"ok":true}');
  });

  it('takes the visitor address from X-Forwarded-For only from a trusted proxy', async () => {
    await get(port, `/${slug}`, { host: 'kurz.localhost', 'x-forwarded-for': '81.2.69.142' });
    await server.runtime.recorder.flush();
    const clicks = await server.db.selectFrom('clicks').select('country').orderBy('id', 'desc').limit(1).execute();
    expect(clicks).toEqual([{ country: 'GB' }]);
  });
});

describe('rate limits behind the trusted proxy', () => {
  const guestVia = (remote: string, forwardedFor: string) =>
    server
      .client(remote)
      .request({ method: 'POST', url: '/api/auth/guest', payload: {}, headers: { 'x-forwarded-for': forwardedFor } });

  it('count the visitor the proxy names, not the proxy', async () => {
    for (let i = 1; i <= 30; i++) expect((await guestVia('127.0.0.1', '198.51.100.77')).statusCode).toBe(200);
    expect((await guestVia('127.0.0.1', '198.51.100.77')).statusCode).toBe(429);
    expect((await guestVia('127.0.0.1', '198.51.100.78')).statusCode).toBe(200);
  });

  it('ignore X-Forwarded-For from anyone else', async () => {
    for (let i = 1; i <= 30; i++) expect((await guestVia('192.0.2.200', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await guestVia('192.0.2.200', '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('hostnameOf', () => {
  it.each([
    ['kurz.localhost:3000', 'kurz.localhost'],
    ['Kurz.Localhost', 'kurz.localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    [undefined, ''],
  ])('%s -> %s', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected);
  });
});
