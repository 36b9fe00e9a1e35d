/**
 * A password change still under way when a reset replaces the password it checked changes nothing: the
 * reset stands. The change is held on the account's row (a lock the test takes) between checking the
 * old password and writing the new one, while the reset's new password is written. PostgreSQL only:
 * the hold needs a second connection.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const passwordHashOf = async (email: string) =>
  (await server.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow())
    .password_hash;

it("a change over a password a reset replaced meanwhile is refused, and the reset's password stands", async () => {
  const email = 'change.after.reset@example.com';
  const { client: attacker, id } = await server.signUp(email);
  // The hash a reset to 'the reset password' writes (made by signing another account up with it).
  await server.signUp('reset.hash@example.com', { password: 'the reset password' });
  const resetHash = await passwordHashOf('reset.hash@example.com');
  const { pending } = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    const request = attacker.post('/api/auth/change-password', {
      current_password: TEST_PASSWORD,
      new_password: 'the attackers password',
    });
    await untilWaitingOnLocks(server.db);
    await trx.updateTable('users').set({ password_hash: resetHash }).where('id', '=', id).execute();
    // Wrapped: a promise returned as is would be awaited inside this transaction, which it waits for.
    return { pending: request };
  });
  const changed = await pending;
  expect([changed.statusCode, changed.json()]).toEqual([401, { error: 'invalid_credentials' }]);
  expect(await passwordHashOf(email)).toBe(resetHash);
  const login = (password: string) => server.client().post('/api/auth/login', { email, password });
  expect((await login('the attackers password')).statusCode).toBe(401);
  expect((await login('the reset password')).statusCode).toBe(200);
});
