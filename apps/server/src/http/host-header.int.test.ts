/** DNS rebinding: the dashboard and its API answer only to their own host names (and short-link hosts). */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { guest, HOST, newLink } from '../testing/links';
import { call } from '../testing/process';

/** A request over a real socket (the short-link server answers before Fastify; inject skips it). */
async function get(
  port: number,
  path: string,
  host: string,
): Promise<{ status: number; body: string; location?: string }> {
  const res = await call(port, 'GET', path, { host });
  return { status: res.status, body: res.body, location: res.headers.location as string | undefined };
}

let server: TestServer;
let port: number;
let slug: string;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  slug = await newLink(await guest(server), 'https://example.com/landing');
});
afterAll(() => server.close());

const inject = (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  server.app.inject({
    method,
    url,
    headers: { host, 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });

describe('the Host header', () => {
  it.each([
    ['evil.example'],
    ['evil.example:3000'],
    ['attacker.test.'],
    ['localhost.evil.example'],
    ['sub.kurz.localhost'],
    ['10.0.0.5'],
  ])('refuses %j with 421 misdirected_request on every dashboard path', async (host) => {
    for (const [url, method] of [
      ['/', 'GET'],
      ['/links', 'GET'],
      ['/api/me', 'GET'],
      ['/trpc/auth.me', 'GET'],
      ['/api/auth/login', 'POST'],
      ['/api/r2?key=x', 'GET'],
    ] as const) {
      const res = await inject(host, url, method);
      expect(res.statusCode, `${host} ${url}`).toBe(421);
      expect(res.json()).toEqual({ error: 'misdirected_request' });
    }
  });

  it('refuses them over a real socket too, and signs nobody in from there', async () => {
    const res = await get(port, '/api/config', `rebind.example:${port}`);
    expect(res.status).toBe(421);
    expect(JSON.parse(res.body)).toEqual({ error: 'misdirected_request' });
    const login = await inject('rebind.example', '/api/auth/guest', 'POST');
    expect(login.statusCode).toBe(421);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it.each([['localhost'], ['localhost:3000'], ['LOCALHOST.:3000'], [`127.0.0.1:${3000}`], ['[::1]:3000']])(
    'serves the dashboard host %j (port, case, trailing dot and loopback aliases aside)',
    async (host) => {
      const res = await inject(host, '/api/config');
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('answers the health checks whatever the Host (load balancers probe by address)', async () => {
    for (const path of ['/healthz', '/readyz', '/healthz?x=1']) {
      expect((await get(port, path, `10.1.2.3:${port}`)).status).toBe(200);
      expect((await inject('evil.example', path)).statusCode).toBe(200);
    }
  });

  it("answers Caddy's certificate question whatever the Host (it asks http://app:3000/api/domains/tls-ask)", async () => {
    expect((await get(port, `/api/domains/tls-ask?domain=${HOST}`, 'app:3000')).status).toBe(200);
    expect((await get(port, '/api/domains/tls-ask?domain=evil.example', 'app:3000')).status).toBe(404);
    // Only that path: the rest of the API under /api/domains still needs the dashboard's name.
    expect((await inject('app:3000', '/api/domains/tls-askx?domain=x')).statusCode).toBe(421);
  });

  it('refuses a certificate question without a domain, or with a parameter it does not take, with 400', async () => {
    const none = await inject('app:3000', '/api/domains/tls-ask');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'invalid_input', field: 'domain' });
    const extra = await inject('app:3000', `/api/domains/tls-ask?domain=${HOST}&zz=1`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'unknown_field', field: 'zz' });
  });

  it('still serves short links on their hosts, with a port, any case or a trailing dot', async () => {
    for (const host of [HOST, `KURZ.localhost:${port}`, `${HOST}.`]) {
      expect(await get(port, `/${slug}`, host)).toMatchObject({ status: 302, location: 'https://example.com/landing' });
    }
    expect((await server.visit(`${HOST}.`, `/${slug}`)).headers.location).toBe('https://example.com/landing');
  });

  it('serves a host that becomes an active domain later, and refuses it again once it is not', async () => {
    const host = 'links.brand.test';
    expect((await get(port, `/${slug}`, host)).status).toBe(421);
    await server.db.insertInto('domains').values({ hostname: host, is_system: false, status: 'active' }).execute();
    await server.runtime.cache.reloadHosts();
    // A short-link host: unknown slugs get the short-link 404 page, never the dashboard or a 421.
    expect((await get(port, '/nope', host)).status).toBe(404);
    await server.db.updateTable('domains').set({ status: 'pending' }).where('hostname', '=', host).execute();
    await server.runtime.cache.reloadHosts();
    expect((await get(port, '/nope', host)).status).toBe(421);
  });

  it("answers to APP_ORIGIN's host only, when that is not a loopback name", async () => {
    const other = await createTestServer({ appOrigin: 'https://app.example.com' });
    try {
      expect(
        (await other.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'app.example.com' } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await other.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost:3000' } })).statusCode,
      ).toBe(421);
      expect(
        (await other.app.inject({ method: 'GET', url: '/api/config', headers: { host: '127.0.0.1' } })).statusCode,
      ).toBe(421);
      expect(
        (await other.app.inject({ method: 'GET', url: '/readyz', headers: { host: '127.0.0.1' } })).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });
});

it('a browser on a name kurz does not serve (an own domain since removed) gets the not-found page, still 421', async () => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/summer',
    headers: { host: 'go.removed.example', accept: 'text/html,application/xhtml+xml' },
  });
  expect(res.statusCode).toBe(421);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('This short link does not exist or has expired.');
});

describe("refusals before any route, in kurz's error shape", () => {
  it('a path that does not decode: 400 invalid_input', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/links/%ff?hostname=kurz.localhost',
      headers: { host: 'localhost:3000' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'invalid_input', message: 'The path does not decode: a % must start an escape such as %2F.' },
    ]);
  });

  it('headers too large for the parser: 431 invalid_input with a message', async () => {
    const res = await call(port, 'GET', '/api/config', { host: 'localhost:3000', 'x-padding': 'x'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: 'invalid_input', message: 'The request headers are too large.' });
  });
});
