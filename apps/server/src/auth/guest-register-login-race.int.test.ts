/**
 * One guest session registering and signing into another account at the same moment: whichever wins,
 * the account just registered is never deleted as if it were still the guest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { newLink } from '../testing/links';

const RACES = 20;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('a guest registering and signing in at once', () => {
  it(`never loses the registered account (${RACES} races)`, async () => {
    for (let i = 0; i < RACES; i++) {
      const account = `race.account${i}@example.com`;
      const fresh = `race.fresh${i}@example.com`;
      await server.signUp(account);
      const g = server.client(`198.51.100.${100 + i}`);
      expect((await g.post('/api/auth/guest')).statusCode).toBe(200);
      await newLink(g, `https://example.com/race${i}`);
      const [reg, login] = await Promise.all([
        g.post('/api/auth/signup', { email: fresh, password: 'fresh password' }),
        g.post('/api/auth/login', { email: account, password: TEST_PASSWORD }),
      ]);
      expect(login.statusCode, `race ${i}`).toBe(200);
      expect([200, 409], `race ${i}: ${reg.body}`).toContain(reg.statusCode);
      const row = await server.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', fresh)
        .executeTakeFirst();
      if (reg.statusCode === 200) {
        expect(row, `race ${i}: the registered account is gone`).toEqual({ id: reg.json().id, email: fresh });
        // It signs in with its password.
        expect(
          (
            await server
              .client(`198.51.100.${200 + i}`)
              .post('/api/auth/login', { email: fresh, password: 'fresh password' })
          ).statusCode,
        ).toBe(200);
      } else {
        expect(reg.json()).toEqual({ error: 'already_registered' });
        expect(row).toBeUndefined();
      }
    }
  });
});
