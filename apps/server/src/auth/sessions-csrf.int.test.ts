/** The session cookie, its life cycle, and the cross-site request guard. */
import { sha256 } from '@kurz/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestClient, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'kurz_session');
const meWith = (token: string | null) =>
  server.client().request({ method: 'GET', url: '/api/me', headers: { cookie: `kurz_session=${token}` } });
const sessionsOf = async (userId: string) =>
  server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).orderBy('token_hash').execute();

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, lasts 30 days and is not Secure on http', async () => {
    await server.signUp('cookie@example.com');
    const res = await server.client().post('/api/auth/login', { email: 'cookie@example.com', password: TEST_PASSWORD });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const days = ((cookie!.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('is Secure when the app is served over https, also when cleared', async () => {
    const https = await createTestServer({ appOrigin: 'https://x.test' });
    try {
      const c = https.client();
      const res = await c.post('/api/auth/guest');
      expect(sessionCookie(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      const out = await c.post('/api/auth/logout');
      expect(sessionCookie(out)).toMatchObject({ value: '', secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });

  it('is stored only as its sha256', async () => {
    const { client, id } = await server.signUp('stored@example.com');
    const rows = await sessionsOf(id);
    expect(rows).toEqual([{ token_hash: sha256(client.cookie!) }]);
    const all = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(all.some((r) => r.token_hash.includes(client.cookie!))).toBe(false);
  });
});

describe('session life cycle', () => {
  it('issues a new token at every login and kills the one presented', async () => {
    const { client, id } = await server.signUp('rotate@example.com');
    const signupToken = client.cookie;
    await client.post('/api/auth/login', { email: 'rotate@example.com', password: TEST_PASSWORD });
    const loginToken = client.cookie;
    expect(loginToken).toBeTruthy();
    expect(loginToken).not.toBe(signupToken);
    expect((await meWith(signupToken)).json()).toEqual({ error: 'unauthorized' });
    expect((await meWith(loginToken)).statusCode).toBe(200);
    expect(await sessionsOf(id)).toEqual([{ token_hash: sha256(loginToken!) }]);
  });

  it('keeps sessions on other devices when signing in again', async () => {
    const { client: laptop } = await server.signUp('devices@example.com');
    const phone = server.client();
    await phone.post('/api/auth/login', { email: 'devices@example.com', password: TEST_PASSWORD });
    expect((await laptop.get('/api/me')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(200);
  });

  it('logout deletes the session row, so a copied cookie stops working', async () => {
    const { client, id } = await server.signUp('copied@example.com');
    const token = client.cookie;
    await client.post('/api/auth/logout');
    expect(await sessionsOf(id)).toEqual([]);
    const res = await meWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });

  it.each([
    ['a made-up token', 'A'.repeat(43)],
    ['an empty cookie', ''],
    ['a 500-character cookie', 'x'.repeat(500)],
  ])('answers 401 unauthorized for %s', async (_, token) => {
    const res = await meWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });

  it('does not accept the stored hash as a cookie', async () => {
    const { id } = await server.signUp('hash-cookie@example.com');
    const [row] = await sessionsOf(id);
    expect((await meWith(row!.token_hash)).json()).toEqual({ error: 'unauthorized' });
  });

  it('answers 401 for an expired session', async () => {
    const { client, id } = await server.signUp('expired-session@example.com');
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    expect((await client.get('/api/me')).json()).toEqual({ error: 'unauthorized' });
  });
});

describe('cross-site requests', () => {
  let victim: TestClient;
  let victimId: string;
  beforeAll(async () => {
    ({ client: victim, id: victimId } = await server.signUp('victim@example.com'));
  });

  const attacks: Array<[string, Record<string, string>, number, string]> = [
    ['Origin https://evil.example', { origin: 'https://evil.example' }, 403, 'csrf_rejected'],
    ['Origin null', { origin: 'null' }, 403, 'csrf_rejected'],
    ['sec-fetch-site cross-site', { 'sec-fetch-site': 'cross-site' }, 403, 'csrf_rejected'],
    ['sec-fetch-site same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }, 403, 'csrf_rejected'],
    ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'unsupported_media_type'],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, 415, 'unsupported_media_type'],
  ];

  const send = (c: TestClient, url: string, body: object, headers: Record<string, string>) =>
    c.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: headers['content-type']
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body),
    });

  describe.each(attacks)('with %s', (_, headers, status, error) => {
    it(`change-password is refused with ${status} and the password stays`, async () => {
      const res = await send(
        victim,
        '/api/auth/change-password',
        { current_password: TEST_PASSWORD, new_password: 'attacker chosen' },
        headers,
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(
        (await server.client().post('/api/auth/login', { email: 'victim@example.com', password: 'attacker chosen' }))
          .statusCode,
      ).toBe(401);
      expect((await victim.get('/api/me')).json()).toMatchObject({ id: victimId });
    });

    it(`logout is refused with ${status} and the session stays`, async () => {
      const before = await sessionsOf(victimId);
      const res = await send(victim, '/api/auth/logout', {}, headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(sessionCookie(res)).toBeUndefined();
      expect(await sessionsOf(victimId)).toEqual(before);
      expect((await victim.get('/api/me')).statusCode).toBe(200);
    });

    it(`signup is refused with ${status} and no account is made`, async () => {
      const email = `csrf-${status}-${Object.values(headers)[0]!.replace(/\W/g, '')}@example.com`;
      const c = server.client();
      const res = await send(c, '/api/auth/signup', { email, password: 'long enough password' }, headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(c.cookie).toBeNull();
      expect(await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    });
  });

  it('refuses a cross-site call on the tRPC endpoint as well', async () => {
    const res = await victim.request({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect((await victim.get('/api/me')).statusCode).toBe(200);
  });

  it('lets the dashboard itself through: its own Origin, or sec-fetch-site same-origin', async () => {
    const { client } = await server.signUp('same-origin@example.com');
    const own = await client.request({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { current_password: TEST_PASSWORD, new_password: 'changed on purpose' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    const out = await client.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.json()).toEqual({ ok: true });
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('does not apply to reads: a cross-site GET is answered normally', async () => {
    const res = await victim.request({
      method: 'GET',
      url: '/api/me',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('tRPC transport', () => {
  it('refuses a multipart POST to a procedure with 415 and changes nothing', async () => {
    const c = server.client();
    await c.post('/api/auth/guest');
    const res = await c.request({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
    expect((await c.get('/api/me')).statusCode).toBe(200);
  });
});

describe('input the database refuses', () => {
  it('is a 400 invalid_input over REST and tRPC, never a 500', async () => {
    const c = server.client();
    await c.post('/api/auth/guest');
    const rest = await c.post('/api/links/create', {
      url: 'https://example.com/',
      hostname: 'kurz.localhost',
      title: 'a\u0000b',
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ error: 'invalid_input' });
    const input = encodeURIComponent(JSON.stringify({ slug: 'x\u0000', hostname: 'kurz.localhost' }));
    const trpc = await c.get(`/trpc/links.rules?input=${input}`);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).not.toMatch(/invalid byte sequence|0x00|stack/i);
  });

  it('answers a resend request naming a malformed user id with invalid_input', async () => {
    const res = await server
      .client()
      .post('/api/auth/send-verification', { user_id: '------------------------------------' });
    expect(res.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('every dashboard and API answer forbids framing and sniffing and keeps the referrer to the origin', async () => {
    for (const url of ['/api/me', '/healthz', '/no-such-page']) {
      const res = await server.client().get(url);
      expect(res.headers, url).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('API answers are kept in no cache unless their route says so; the site is https-only once served over https', async () => {
    const { client } = await server.signUp('headers@example.com', { verified: true });
    for (const url of ['/api/me', '/api/postback/token', '/trpc/auth.me'])
      expect((await client.get(url)).headers['cache-control'], url).toBe('no-store');
    expect((await server.client().get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestServer({ appOrigin: 'https://x.test' });
    try {
      expect((await https.client().get('/healthz')).headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});
