/** Sign-up, register, login, guest, me and logout over HTTP: every success and error code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { guest, HOST, newLink } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const userCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(['/api/auth/signup', '/api/auth/register'])('POST %s', (path) => {
  const tag = path.endsWith('signup') ? 's' : 'r';

  it('creates an unverified free account, signs it in and mails a verification link', async () => {
    const c = server.client();
    const res = await c.post(path, { email: `  New.${tag}@Example.COM `, password: 'longenough' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toEqual({
      id: expect.any(String),
      email: `new.${tag}@example.com`,
      status: 'unverified',
      role: 'user',
      plan: 'free',
      workspace: { id: me.id, name: 'Personal', role: 'owner', owner_email: null },
    });
    expect(c.cookie).toBeTruthy();
    expect((await c.get('/api/me')).json()).toEqual(me);
    expect((await server.lastMail(`new.${tag}@example.com`))?.link).toContain('/verify-email?token=');
  });

  it('answers 409 user_exists for a taken address, whatever its case', async () => {
    await server.signUp(`taken.${tag}@example.com`);
    const res = await server.client().post(path, { email: `TAKEN.${tag}@example.com`, password: 'longenough' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'user_exists' });
  });

  it.each(['not-an-email', 'a@b', '', '   ', 'two@@example.com'])('answers 400 invalid_email for %j', async (email) => {
    const before = await userCount();
    const res = await server.client().post(path, { email, password: 'longenough' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_email' });
    expect(await userCount()).toBe(before);
  });

  it('answers 400 weak_password below 8 characters, and accepts exactly 8', async () => {
    const res = await server.client().post(path, { email: `weak.${tag}@example.com`, password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'weak_password' });
    const ok = await server.client().post(path, { email: `weak.${tag}@example.com`, password: '12345678' });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['missing password', { email: 'x@example.com' }],
    ['missing email', { password: 'longenough' }],
    ['numbers', { email: 1, password: 12345678 }],
    ['an array', [1, 2]],
    ['a 2,000 character password', { email: 'long@example.com', password: 'x'.repeat(2000) }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const res = await server
      .client()
      .request({ method: 'POST', url: path, ...(body === undefined ? {} : { payload: body }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('answers 400 invalid_input for malformed or empty JSON', async () => {
    for (const payload of ['{"email":', '']) {
      const res = await server
        .client()
        .request({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
  });
});

describe('signing up twice at the same moment', () => {
  it('makes one account; the other request gets 409 user_exists, not a 500', async () => {
    const body = { email: 'race@example.com', password: 'longenough' };
    const results = await Promise.all([
      server.client().post('/api/auth/signup', body),
      server.client().post('/api/auth/signup', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: 'user_exists' });
    const rows = await server.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a guest who registers', () => {
  it('keeps the links, which stop expiring on the redirect path at once (the cache hears of it)', async () => {
    const g = await guest(server);
    const slug = await newLink(g, 'https://example.com/kept');
    const soon = new Date(Date.now() + 1500);
    await server.db.updateTable('links').set({ expires_at: soon }).where('slug', '=', slug).execute();
    // Cached with its expiry.
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    const res = await g.post('/api/auth/register', { email: 'kept.guest@example.com', password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, soon.getTime() - Date.now()) + 200));
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  });
});

describe('POST /api/auth/guest', () => {
  it('starts a guest session on the free plan', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/guest');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email: null,
      status: 'guest',
      role: 'user',
      plan: 'free',
      workspace: { id: res.json().id, name: 'Personal', role: 'owner', owner_email: null },
    });
    expect((await c.get('/api/me')).json()).toEqual(res.json());
  });

  it('returns the same guest when called again with its session', async () => {
    const c = server.client();
    const first = (await c.post('/api/auth/guest')).json();
    const again = await c.post('/api/auth/guest');
    expect(again.json()).toEqual(first);
  });

  it('returns the signed-in account instead of making a guest', async () => {
    const { client, id } = await server.signUp('not-a-guest@example.com');
    const res = await client.post('/api/auth/guest');
    expect(res.json()).toMatchObject({ id, email: 'not-a-guest@example.com', status: 'unverified' });
  });
});

describe('a guest registering', () => {
  it('keeps the same user id and stays signed in', async () => {
    const c = server.client();
    const guest = (await c.post('/api/auth/guest')).json();
    const guestCookie = c.cookie;
    const res = await c.post('/api/auth/register', { email: 'was-guest@example.com', password: 'longenough' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: guest.id,
      email: 'was-guest@example.com',
      status: 'unverified',
      role: 'user',
      plan: 'free',
      workspace: { id: guest.id, name: 'Personal', role: 'owner', owner_email: null },
    });
    expect(c.cookie).not.toBe(guestCookie);
    expect((await c.get('/api/me')).json()).toMatchObject({ id: guest.id, status: 'unverified' });
    const login = await server
      .client()
      .post('/api/auth/login', { email: 'was-guest@example.com', password: 'longenough' });
    expect(login.json()).toMatchObject({ id: guest.id });
  });

  it('stays a guest when the address is taken', async () => {
    await server.signUp('guest-taken@example.com');
    const c = server.client();
    const guest = (await c.post('/api/auth/guest')).json();
    const res = await c.post('/api/auth/register', { email: 'guest-taken@example.com', password: 'longenough' });
    expect(res.json()).toEqual({ error: 'user_exists' });
    expect((await c.get('/api/me')).json()).toEqual(guest);
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await server.signUp('login@example.com');
  });

  it('signs in with the right password, case- and space-insensitive on the address', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/login', { email: ' LOGIN@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'login@example.com', status: 'unverified', role: 'user', plan: 'free' });
    expect((await c.get('/api/me')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'login@example.com', 'wrong password'],
    ['an unknown address', 'nobody@example.com', TEST_PASSWORD],
    ['an empty password', 'login@example.com', ''],
  ])('answers 401 invalid_credentials for %s and sets no cookie', async (_, email, password) => {
    const c = server.client();
    const res = await c.post('/api/auth/login', { email, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_credentials' });
    expect(c.cookie).toBeNull();
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });

  it('never lets a guest (no password) in', async () => {
    const res = await server.client().post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_credentials' });
  });

  it.each([
    ['no body', undefined],
    ['missing password', { email: 'login@example.com' }],
    ['a number as password', { email: 'login@example.com', password: 12345678 }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const res = await server
      .client()
      .request({ method: 'POST', url: '/api/auth/login', ...(body === undefined ? {} : { payload: body }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('GET /api/me', () => {
  it('answers 401 unauthorized without a session', async () => {
    const res = await server.client().get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { client } = await server.signUp('logout@example.com');
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(client.cookie).toBeNull();
    expect((await client.get('/api/me')).json()).toEqual({ error: 'unauthorized' });
  });

  it('answers ok without a session too', async () => {
    const res = await server.client().post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('admin status from ADMIN_EMAILS', () => {
  it('is given to a verified admin address', async () => {
    const { client } = await server.signUp('Admin@Example.com', { verified: true });
    expect((await client.get('/api/me')).json()).toMatchObject({
      email: 'admin@example.com',
      status: 'admin',
      role: 'admin',
    });
  });

  it('is not given while the address is unverified', async () => {
    const other = await createTestServer();
    try {
      const { client } = await other.signUp('admin@example.com');
      expect((await client.get('/api/me')).json()).toMatchObject({ status: 'unverified', role: 'user' });
    } finally {
      await other.close();
    }
  });
});
