/** auth.session: the dashboard's "who is signed in?", answered without a 401 for the signed-out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const session = (c: ReturnType<TestServer['client']>) => c.get('/trpc/auth.session');

describe('auth.session', () => {
  it('is null, with 200, for a visitor who is not signed in (auth.me stays 401 for API clients)', async () => {
    const visitor = server.client();
    const res = await session(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toBeNull();
    expect((await visitor.get('/trpc/auth.me')).statusCode).toBe(401);
    expect((await visitor.get('/api/me')).statusCode).toBe(401);
  });

  it('is the account auth.me answers, for a guest and for an account', async () => {
    const guest = server.client();
    await guest.post('/api/auth/guest');
    const account = (await userOn(server, 'free', 'session')).client;
    for (const c of [guest, account]) {
      const res = await session(c);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data).toEqual((await c.get('/trpc/auth.me')).json().result.data);
    }
    expect((await session(guest)).json().result.data.status).toBe('guest');
  });
});
