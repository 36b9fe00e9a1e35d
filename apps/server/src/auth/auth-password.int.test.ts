/** Password reset by mailed token, and change-password for a signed-in account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, tokenOf, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function resetToken(email: string): Promise<string> {
  expect((await server.client().post('/api/auth/request-reset', { email })).json()).toEqual({ ok: true });
  return tokenOf((await server.lastMail(email))?.link ?? null);
}

const reset = (token: unknown, password: unknown) =>
  server.client().post('/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => server.client().post('/api/auth/login', { email, password });

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session and marks the address verified', async () => {
    const { client: first } = await server.signUp('reset.ok@example.com');
    const second = server.client();
    expect(
      (await second.post('/api/auth/login', { email: 'reset.ok@example.com', password: TEST_PASSWORD })).statusCode,
    ).toBe(200);

    const res = await reset(await resetToken('reset.ok@example.com'), 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const c of [first, second]) expect((await c.get('/api/me')).json()).toEqual({ error: 'unauthorized' });
    expect((await login('reset.ok@example.com', TEST_PASSWORD)).json()).toEqual({ error: 'invalid_credentials' });
    const fresh = await login('reset.ok@example.com', 'brand new password');
    expect(fresh.statusCode).toBe(200);
    // Following the mailed link proved the mailbox is theirs.
    expect(fresh.json()).toMatchObject({ status: 'verified' });
  });

  it('is single-use: 410 token_already_used the second time', async () => {
    await server.signUp('reset.twice@example.com');
    const token = await resetToken('reset.twice@example.com');
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: 'token_already_used' });
    expect((await login('reset.twice@example.com', 'first new password')).statusCode).toBe(200);
  });

  it('answers 410 token_expired once expires_at has passed, and keeps the old password', async () => {
    const { id } = await server.signUp('reset.expired@example.com');
    const token = await resetToken('reset.expired@example.com');
    await server.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .where('kind', '=', 'reset')
      .execute();
    const res = await reset(token, 'never applied password');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'token_expired' });
    expect((await login('reset.expired@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 password_too_short without using up the token', async () => {
    await server.signUp('reset.short@example.com');
    const token = await resetToken('reset.short@example.com');
    const res = await reset(token, '1234567');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'password_too_short' });
    expect((await reset(token, '12345678')).json()).toEqual({ ok: true });
  });

  it.each([
    ['an unknown token', 'nope-nope-nope'],
    ['an empty token', ''],
  ])('answers 400 invalid_token for %s', async (_, token) => {
    const res = await reset(token, 'long enough password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_token' });
  });

  it('answers 400 invalid_token for a verification token', async () => {
    await server.signUp('reset.kind@example.com');
    const verifyToken = tokenOf((await server.lastMail('reset.kind@example.com'))?.link ?? null);
    const res = await reset(verifyToken, 'long enough password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_token' });
  });

  it.each([
    ['no body', {}],
    ['no password', { token: 'abc' }],
    ['no token', { password: 'long enough password' }],
    ['a number as password', { token: 'abc', password: 12345678 }],
    ['a 2,000 character password', { token: 'abc', password: 'x'.repeat(2000) }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const res = await server.client().post('/api/auth/reset-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (c: ReturnType<TestServer['client']>, body: unknown) => c.post('/api/auth/change-password', body);

  it('changes the password, keeps the caller signed in on a rotated cookie and signs out other sessions', async () => {
    const { client: caller } = await server.signUp('change.ok@example.com');
    const other = server.client();
    await other.post('/api/auth/login', { email: 'change.ok@example.com', password: TEST_PASSWORD });
    const oldCookie = caller.cookie;

    const res = await change(caller, { current_password: TEST_PASSWORD, new_password: 'the new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(caller.cookie).toBeTruthy();
    expect(caller.cookie).not.toBe(oldCookie);
    expect((await caller.get('/api/me')).json()).toMatchObject({ email: 'change.ok@example.com' });

    expect((await other.get('/api/me')).json()).toEqual({ error: 'unauthorized' });
    const stale = await server
      .client()
      .request({ method: 'GET', url: '/api/me', headers: { cookie: `kurz_session=${oldCookie}` } });
    expect(stale.statusCode).toBe(401);
    expect((await login('change.ok@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('change.ok@example.com', 'the new password')).statusCode).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong current password and changes nothing', async () => {
    const { client } = await server.signUp('change.wrong@example.com');
    const cookie = client.cookie;
    const res = await change(client, { current_password: 'not the password', new_password: 'the new password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_credentials' });
    expect(client.cookie).toBe(cookie);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await login('change.wrong@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 password_too_short for a new password under 8 characters', async () => {
    const { client } = await server.signUp('change.short@example.com');
    const res = await change(client, { current_password: TEST_PASSWORD, new_password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'password_too_short' });
    expect((await login('change.short@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['no body', {}],
    ['no new password', { current_password: TEST_PASSWORD }],
    ['no current password', { new_password: 'the new password' }],
    ['numbers', { current_password: 1, new_password: 2 }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const { client } = await server.signUp(`change.input.${Math.random().toString(36).slice(2)}@example.com`);
    const res = await change(client, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('answers 401 unauthorized without a session', async () => {
    const res = await change(server.client(), { current_password: 'a', new_password: 'the new password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });

  it('answers 403 guest_not_allowed for a guest', async () => {
    const guest = server.client();
    await guest.post('/api/auth/guest');
    const res = await change(guest, { current_password: '', new_password: 'the new password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'guest_not_allowed' });
  });
});

describe('older reset links', () => {
  it('stop working once the password was reset with a newer one', async () => {
    await server.signUp('two.links@example.com');
    await server.client().post('/api/auth/request-reset', { email: 'two.links@example.com' });
    const first = tokenOf((await server.lastMail('two.links@example.com'))!.link);
    await server.client().post('/api/auth/request-reset', { email: 'two.links@example.com' });
    const second = tokenOf((await server.lastMail('two.links@example.com'))!.link);
    expect(first).not.toBe(second);
    expect(
      (await server.client().post('/api/auth/reset-password', { token: second, password: 'a-new-password' }))
        .statusCode,
    ).toBe(200);
    const old = await server.client().post('/api/auth/reset-password', { token: first, password: 'another-password' });
    expect(old.json()).toEqual({ error: 'token_already_used' });
  });

  it('redeemed at once, two links of one account: one sets the password, the other is already used', async () => {
    const email = 'two.at.once@example.com';
    await server.signUp(email);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      await server.client().post('/api/auth/request-reset', { email });
      tokens.push(tokenOf((await server.lastMail(email))!.link));
    }
    const answers = await Promise.all(
      tokens.map((token, i) =>
        server.client().post('/api/auth/reset-password', { token, password: `new password ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(answers[1 - winner]!.json()).toEqual({ error: 'token_already_used' });
    expect((await login(email, `new password ${winner}`)).statusCode).toBe(200);
    expect((await login(email, `new password ${1 - winner}`)).statusCode).toBe(401);
  });
});
