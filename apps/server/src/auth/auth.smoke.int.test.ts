import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, tokenOf, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('signs up, verifies by the mailed link and sees the new status', async () => {
  const c = server.client();
  const res = await c.post('/api/auth/signup', { email: 'Ann@Example.com', password: 'longenough' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ email: 'ann@example.com', status: 'unverified' });
  const mail = await server.lastMail('ann@example.com');
  expect(mail?.link).toContain('/verify-email?token=');
  const v = await server.client().post('/api/auth/verify-email', { token: tokenOf(mail!.link) });
  expect(v.json()).toEqual({ ok: true });
  expect((await c.get('/api/me')).json()).toMatchObject({ status: 'verified' });
});
