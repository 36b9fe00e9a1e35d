/** Verification and reset tokens, the mails that carry them, and send-verification / request-reset. */
import { sha256 } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, tokenOf, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function verifyToken(email: string): Promise<string> {
  const mail = await server.lastMail(email);
  expect(mail?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/verify-email\\?token=`));
  return tokenOf(mail!.link);
}

async function resetToken(email: string): Promise<string> {
  const res = await server.client().post('/api/auth/request-reset', { email });
  expect(res.json()).toEqual({ ok: true });
  const mail = await server.lastMail(email);
  expect(mail?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`));
  return tokenOf(mail!.link);
}

const verify = (token: unknown) => server.client().post('/api/auth/verify-email', { token });

describe('the verification mail', () => {
  it('links to APP_ORIGIN/verify-email with the token and greets the user by name', async () => {
    await server.signUp('mail.vars@example.com');
    const mail = await server.lastMail('mail.vars@example.com');
    expect(mail?.subject).toBe('Confirm your email for kurz');
    expect(mail?.text).toContain('Hi mail.vars,');
    expect(mail?.text).not.toContain('{{');
    expect(mail?.html).toContain(`<a href="${mail!.link}">`);
    expect(mail?.html).toContain('<p>Hi mail.vars,</p>');
  });

  it('escapes variables in the HTML body but not in the text body', async () => {
    await server.signUp("o'neil@example.com");
    const mail = await server.lastMail("o'neil@example.com");
    expect(mail?.html).toContain('Hi o&#39;neil,');
    expect(mail?.html).not.toContain("o'neil");
    expect(mail?.text).toContain("Hi o'neil,");
  });
});

describe('tokens at rest', () => {
  it('are stored only as their sha256, with a 24 h life for verify and 1 h for reset', async () => {
    const { id } = await server.signUp('hashed@example.com');
    const verifyTok = await verifyToken('hashed@example.com');
    const resetTok = await resetToken('hashed@example.com');
    const rows = await server.db.selectFrom('email_tokens').selectAll().where('user_id', '=', id).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token_hash).not.toContain(verifyTok);
      expect(row.token_hash).not.toContain(resetTok);
    }
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(byKind.verify!.token_hash).toBe(sha256(verifyTok));
    expect(byKind.reset!.token_hash).toBe(sha256(resetTok));
    const lifeSeconds = (r: (typeof rows)[number]) => (r.expires_at.getTime() - r.created_at.getTime()) / 1000;
    expect(Math.abs(lifeSeconds(byKind.verify!) - 24 * 3600)).toBeLessThan(5);
    expect(Math.abs(lifeSeconds(byKind.reset!) - 3600)).toBeLessThan(5);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies once, mails a welcome, then answers 410 token_already_used', async () => {
    const { client } = await server.signUp('once@example.com');
    const token = await verifyToken('once@example.com');
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await client.get('/api/me')).json()).toMatchObject({ status: 'verified' });
    const welcome = await server.lastMail('once@example.com');
    expect(welcome?.subject).toBe('Welcome to kurz');
    expect(welcome?.link).toBe(`${TEST_ORIGIN}/links`);

    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: 'token_already_used' });
  });

  it('answers 410 token_expired for a token past its expiry, and leaves the user unverified', async () => {
    const { client, id } = await server.signUp('expired@example.com');
    const token = await verifyToken('expired@example.com');
    await server.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    const res = await verify(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'token_expired' });
    expect((await client.get('/api/me')).json()).toMatchObject({ status: 'unverified' });
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a short garbage token', 'abc'],
  ])('answers 400 invalid_token for %s', async (_, token) => {
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_token' });
  });

  it('does not accept the stored hash in place of the token', async () => {
    const { id } = await server.signUp('hash-as-token@example.com');
    const row = await server.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await verify(row.token_hash);
    expect(res.json()).toEqual({ error: 'invalid_token' });
  });

  it('answers 400 invalid_token for a reset token', async () => {
    await server.signUp('wrong-kind@example.com');
    const res = await verify(await resetToken('wrong-kind@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_token' });
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['a 201-character token', { token: 'a'.repeat(201) }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const res = await server.client().post('/api/auth/verify-email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('answers ok for a second, unused link of an account already verified, without a second welcome', async () => {
    const { client } = await server.signUp('two-links@example.com');
    const first = await verifyToken('two-links@example.com');
    expect((await client.post('/api/auth/send-verification', {})).json()).toEqual({ ok: true });
    const second = await verifyToken('two-links@example.com');
    expect(second).not.toBe(first);
    expect((await verify(first)).json()).toEqual({ ok: true });
    const mails = await server.mailCount('two-links@example.com');
    expect((await verify(second)).json()).toEqual({ ok: true });
    expect(await server.mailCount('two-links@example.com')).toBe(mails);
  });
});

describe('POST /api/auth/send-verification', () => {
  it('mails a fresh link to the signed-in account', async () => {
    const { client } = await server.signUp('resend.me@example.com');
    const before = await verifyToken('resend.me@example.com');
    const res = await client.post('/api/auth/send-verification', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await verifyToken('resend.me@example.com');
    expect(after).not.toBe(before);
    expect((await verify(after)).json()).toEqual({ ok: true });
  });

  it('finds the account by email or by user_id without a session', async () => {
    const { id } = await server.signUp('resend.anon@example.com');
    expect(await server.mailCount('resend.anon@example.com')).toBe(1);
    const byEmail = await server.client().post('/api/auth/send-verification', { email: ' Resend.Anon@example.com' });
    expect(byEmail.json()).toEqual({ ok: true });
    const byId = await server.client().post('/api/auth/send-verification', { user_id: id });
    expect(byId.json()).toEqual({ ok: true });
    expect(await server.mailCount('resend.anon@example.com')).toBe(3);
  });

  it.each([
    ['an unknown email', { email: 'ghost@example.com' }],
    ['an unknown user_id', { user_id: '00000000-0000-4000-8000-000000000000' }],
    ['nothing', {}],
  ])('answers 404 user_not_found for %s', async (_, body) => {
    const res = await server.client().post('/api/auth/send-verification', body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'user_not_found' });
  });

  it('answers 404 user_not_found for a guest, who has no address', async () => {
    const c = server.client();
    await c.post('/api/auth/guest');
    const res = await c.post('/api/auth/send-verification', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'user_not_found' });
  });

  it('answers 409 already_verified for a verified account, and sends nothing', async () => {
    const { client } = await server.signUp('resend.done@example.com', { verified: true });
    const mails = await server.mailCount('resend.done@example.com');
    const res = await client.post('/api/auth/send-verification', {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'already_verified' });
    const anon = await server.client().post('/api/auth/send-verification', { email: 'resend.done@example.com' });
    expect(anon.json()).toEqual({ error: 'already_verified' });
    expect(await server.mailCount('resend.done@example.com')).toBe(mails);
  });

  it('answers 400 invalid_input for wrong types', async () => {
    const res = await server.client().post('/api/auth/send-verification', { email: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('POST /api/auth/request-reset', () => {
  it('mails a link to APP_ORIGIN/reset-password with the token', async () => {
    await server.signUp('forgot@example.com');
    const res = await server.client().post('/api/auth/request-reset', { email: 'Forgot@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await server.lastMail('forgot@example.com');
    expect(mail?.subject).toBe('Reset your kurz password');
    expect(mail?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain('Hi forgot,');
  });

  it('answers ok for an unknown address and sends nothing', async () => {
    const outbox = async () => (await server.db.selectFrom('email_outbox').select('id').execute()).length;
    const before = await outbox();
    const res = await server.client().post('/api/auth/request-reset', { email: 'nobody-here@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await outbox()).toBe(before);
    expect(await server.lastMail('nobody-here@example.com')).toBeUndefined();
  });

  it.each([
    ['no email', {}],
    ['a number', { email: 7 }],
  ])('answers 400 invalid_input for %s', async (_, body) => {
    const res = await server.client().post('/api/auth/request-reset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('mail delivered over SMTP', () => {
  it('is kept in the outbox without its single-use link', async () => {
    const { createMailer } = await import('@kurz/api');
    const sent: string[] = [];
    const mailer = createMailer(server.db, { info() {}, warn() {}, error() {} }, async (mail) => {
      sent.push(mail.text);
    });
    await mailer.sendTemplate({
      to: 'smtp.user@example.com',
      userId: null,
      templateId: 'reset_password',
      vars: { user_name: 'x', reset_url: 'http://localhost:3000/reset-password?token=SECRET123abc' },
    });
    expect(sent[0]).toContain('token=SECRET123abc');
    const stored = await server.db
      .selectFrom('email_outbox')
      .select(['body_text', 'body_html', 'sent_at'])
      .where('to_address', '=', 'smtp.user@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.sent_at).not.toBeNull();
    expect(stored.body_text + stored.body_html).not.toContain('SECRET123abc');
    expect(stored.body_text).toContain('token=[redacted]');
  });
});
