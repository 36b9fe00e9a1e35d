/**
 * A guest upgraded twice at once (issue: an attacker's verification link verifying an admin's address).
 * One sign-up wins the guest row; every emailed token works only for the address it was mailed to.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tokenOf, type TestClient, type TestServer } from '../testing/index';

const PAIRS = 50;
const bossOf = (i: number) => `boss${i}@example.com`;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    adminEmails: Array.from({ length: PAIRS }, (_, i) => bossOf(i)).concat('boss.direct@example.com'),
  });
});
afterAll(() => server.close());

async function guestOn(ip: string): Promise<{ client: TestClient; id: string }> {
  const client = server.client(ip);
  const res = await client.post('/api/auth/guest');
  expect(res.statusCode).toBe(200);
  return { client, id: res.json().id };
}

/** Every verification token mailed to an address, oldest first. */
async function mailedTokens(to: string, path: string): Promise<string[]> {
  await server.lastMail(to);
  const rows = await server.db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
  return rows
    .flatMap((r) => r.body_text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`, 'g')) ?? [])
    .map(tokenOf);
}

const userById = (id: string) =>
  server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('two sign-ups from one guest session at the same moment', () => {
  it(`upgrade the guest once, and no token verifies an address it was not sent to (${PAIRS} races)`, async () => {
    for (let i = 0; i < PAIRS; i++) {
      const { client, id } = await guestOn(`198.51.${100 + (i >> 8)}.${i & 255}`);
      const attacker = `attacker${i}@example.com`;
      const boss = bossOf(i);
      const results = await Promise.all([
        client.post('/api/auth/signup', { email: attacker, password: 'attacker password' }),
        client.post('/api/auth/signup', { email: boss, password: 'attacker password' }),
      ]);
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        `pair ${i}: ${statuses.join(',')}`,
      ).toHaveLength(1);
      const loser = results.find((r) => r.statusCode !== 200)!;
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({ error: 'already_registered' });
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(winner.id).toBe(id);
      const row = await userById(id);
      expect(row.email).toBe(winner.email);

      // Whatever was mailed, a token only ever verifies the address it went to.
      for (const address of [attacker, boss]) {
        for (const token of await mailedTokens(address, '/verify-email')) {
          const res = await server.client().post('/api/auth/verify-email', { token });
          const after = await userById(id);
          if (res.statusCode === 200) expect(after.email).toBe(address);
          else expect(after.email_verified_at).toBeNull();
        }
      }
      const me = (await client.get('/api/me')).json();
      if (me.status === 'admin') expect(me.email).toBe(boss);
      expect((await userById(id)).email_verified_at).not.toBeNull();
    }
  }, 120_000);
});

describe('a token for one address, once the row holds another', () => {
  /** The state the race used to leave: the attacker's token outstanding while the row holds the admin's address. */
  async function rowTakenOver(): Promise<{ id: string; verifyToken: string; resetToken: string }> {
    const { client, id } = await guestOn('203.0.113.90');
    expect(
      (await client.post('/api/auth/signup', { email: 'attacker.direct@example.com', password: 'attacker password' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.client('203.0.113.91').post('/api/auth/request-reset', { email: 'attacker.direct@example.com' }))
        .statusCode,
    ).toBe(200);
    const [verifyToken] = await mailedTokens('attacker.direct@example.com', '/verify-email');
    const [resetToken] = await mailedTokens('attacker.direct@example.com', '/reset-password');
    await server.db
      .updateTable('users')
      .set({ email: 'boss.direct@example.com', updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return { id, verifyToken: verifyToken!, resetToken: resetToken! };
  }

  it('verifies nothing and resets nothing', async () => {
    const { id, verifyToken, resetToken } = await rowTakenOver();
    const before = await userById(id);
    const verify = await server.client().post('/api/auth/verify-email', { token: verifyToken });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ error: 'invalid_token' });
    const reset = await server
      .client()
      .post('/api/auth/reset-password', { token: resetToken, password: 'taken over password' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ error: 'invalid_token' });
    const after = await userById(id);
    expect(after.email_verified_at).toBeNull();
    expect(after.password_hash).toBe(before.password_hash);
    const login = await server
      .client()
      .post('/api/auth/login', { email: 'boss.direct@example.com', password: 'taken over password' });
    expect(login.statusCode).toBe(401);
  });
});
