/**
 * A sign-in with the old password that is still under way when the password is reset or changed must
 * not end with a working session: whoever had the old password is signed out everywhere. The sign-in
 * is held between reading the account and creating its session by the slowdown a flooded account gets.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserAt, createTestServer, TEST_PASSWORD, tokenOf, type TestServer } from '../testing/index';

// Longer than a reset takes on a busy machine, so the reset ends while the sign-in is held.
const SLOWDOWN_MS = 1_500;
/** Sign-in attempts from new browsers on one account before each further one is slowed. */
const CEILING = 20;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ trustProxy: '127.0.0.1' }, { loginSlowdownMs: SLOWDOWN_MS });
});
afterAll(() => server.close());

/** Enough wrong guesses from new browsers that the next sign-in waits SLOWDOWN_MS after reading the account. */
async function flood(email: string, tag: number): Promise<void> {
  for (let i = 0; i < CEILING; i++)
    await browserAt(server, `203.0.113.${tag + (i % 3)}`).post('/api/auth/login', { email, password: `guess ${i}` });
}

/** A sign-in with the old password, held by the slowdown while `meanwhile` runs to its end. */
async function signInDuring(
  email: string,
  ip: string,
  meanwhile: () => Promise<void>,
): Promise<{ status: number; me: number }> {
  const attacker = browserAt(server, ip);
  const login = attacker.post('/api/auth/login', { email, password: TEST_PASSWORD });
  await meanwhile();
  const status = (await login).statusCode;
  return { status, me: (await attacker.get('/api/me')).statusCode };
}

it('a password reset while the old password signs in: that sign-in gets no working session', async () => {
  const email = 'race.reset@example.com';
  await server.signUp(email);
  await flood(email, 10);
  const outcome = await signInDuring(email, '198.51.100.20', async () => {
    expect((await server.client().post('/api/auth/request-reset', { email })).statusCode).toBe(200);
    const token = tokenOf((await server.lastMail(email))?.link ?? null);
    expect(
      (await server.client().post('/api/auth/reset-password', { token, password: 'the new password' })).statusCode,
    ).toBe(200);
  });
  expect(outcome).toEqual({ status: 401, me: 401 });
});

it('a password change while the old password signs in elsewhere: that sign-in gets no working session', async () => {
  const email = 'race.change@example.com';
  const { client: owner } = await server.signUp(email);
  await flood(email, 20);
  const outcome = await signInDuring(email, '198.51.100.21', async () => {
    const changed = await owner.post('/api/auth/change-password', {
      current_password: TEST_PASSWORD,
      new_password: 'the new password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
  expect(outcome).toEqual({ status: 401, me: 401 });
  expect((await owner.get('/api/me')).statusCode).toBe(200);
});
