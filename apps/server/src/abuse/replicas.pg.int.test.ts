/** Disabling a link or banning an account through one replica stops the link on the other at once (NOTIFY). PostgreSQL only. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
let second: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  second = await createTestServer({}, {}, { databaseUrl: server.dbUrl });
  ({ client: admin } = await server.signUp('admin@example.com', { verified: true }));
});
afterAll(async () => {
  await second.close();
  await server.close();
});

const statusOn = async (replica: TestServer, slug: string) => (await replica.visit(HOST, `/${slug}`)).statusCode;

it('a link disabled through one replica answers 451 on the other within a second, and 302 again once restored', async () => {
  const { client: owner } = await userOn(server, 'free', 'replica-disable');
  const slug = await newLink(owner, 'https://example.com/replica-disable');
  expect(await statusOn(second, slug)).toBe(302); // cached on the second replica
  expect((await admin.post('/api/admin/links/disable', { hostname: HOST, slug })).statusCode).toBe(200);
  await eventually(async () => (await statusOn(second, slug)) === 451, 1000, 10);
  expect((await second.visit(HOST, `/${slug}`)).body).toContain('This link has been disabled.');
  expect((await admin.post('/api/admin/links/restore', { hostname: HOST, slug })).statusCode).toBe(200);
  await eventually(async () => (await statusOn(second, slug)) === 302, 1000, 10);
});

it("a ban through one replica stops the account's links on the other, and its sessions there", async () => {
  const { client: owner, id } = await userOn(server, 'free', 'replica-ban');
  const slug = await newLink(owner, 'https://example.com/replica-ban');
  expect(await statusOn(second, slug)).toBe(302);
  const token = owner.cookie!;
  const onSecond = () =>
    second.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: 'localhost:3000', cookie: `kurz_session=${token}` },
    });
  expect((await onSecond()).statusCode).toBe(200);
  expect((await admin.post('/api/admin/users/ban', { user_id: id })).statusCode).toBe(200);
  await eventually(async () => (await statusOn(second, slug)) === 451, 1000, 10);
  expect((await onSecond()).statusCode).toBe(401);
});
