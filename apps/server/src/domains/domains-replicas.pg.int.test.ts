/**
 * An own domain verified through one replica serves on another at once (NOTIFY), and stops serving
 * there when deleted. PostgreSQL only: PGlite is one process.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, publish, verify } from '../testing/domains';
import { eventually, userOn } from '../testing/links';

let server: TestServer;
let second: TestServer;
let dns: TestDns;
let a: TestClient;

beforeAll(async () => {
  dns = await startTestDns();
  const settings = { dns: { resolvers: [dns.resolver], cnameTarget: 'kurz.localhost', ingressIps: [] } };
  server = await createTestServer(settings);
  second = await createTestServer(settings, {}, { databaseUrl: server.dbUrl });
  ({ client: a } = await userOn(server, 'pro', 'replica-domains'));
});
afterAll(async () => {
  await second.close();
  await server.close();
  await dns.close();
});

it('verify on one replica: the other serves the domain within a second; delete: it stops', async () => {
  const d = await claim(a, 'go.replica.test');
  expect((await second.app.inject({ url: '/api/domains/tls-ask?domain=go.replica.test' })).statusCode).toBe(404);
  publish(dns, d);
  expect((await verify(a, d.id)).json().status).toBe('active');
  expect(
    (await a.post('/api/links/create', { url: 'https://example.com/r', hostname: 'go.replica.test', slug: 'r' }))
      .statusCode,
  ).toBe(200);
  await eventually(
    async () => (await second.visit('go.replica.test', '/r')).headers.location === 'https://example.com/r',
    1000,
    10,
  );
  expect((await second.app.inject({ url: '/api/domains/tls-ask?domain=go.replica.test' })).statusCode).toBe(200);
  expect((await a.del(`/api/domains/delete/${d.id}`)).statusCode).toBe(200);
  await eventually(
    async () => (await second.app.inject({ url: '/api/domains/tls-ask?domain=go.replica.test' })).statusCode === 404,
    1000,
    10,
  );
  expect((await second.visit('go.replica.test', '/r')).statusCode).not.toBe(302);
});
