/**
 * Automatic HTTPS end to end, offline: the real kurz server behind Caddy running the production
 * Caddyfile (docker/Caddyfile.production), certificates from the Pebble ACME test CA after a real
 * validation (Pebble resolves names through the test's DNS server). The dashboard gets its certificate
 * at start; a verified own domain gets one on first visit and redirects over HTTPS; a pending or unknown
 * one gets none (tls-ask says 404); plain HTTP is sent to HTTPS.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, verify } from '../testing/domains';
import { userOn } from '../testing/links';
import { call } from '../testing/process';
import { httpsText, requireBinaries, startTlsLab, type TlsLab } from '../testing/tls';

let server: TestServer;
let dns: TestDns;
let lab: TlsLab;
const DASHBOARD = 'dash.tls-brand.test';

beforeAll(async () => {
  requireBinaries(['caddy', 'pebble', 'openssl']);
  dns = await startTestDns();
  server = await createTestServer({
    appOrigin: `https://${DASHBOARD}`,
    dns: { resolvers: [dns.resolver], cnameTarget: 'kurz.localhost', ingressIps: ['127.0.0.1'] },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (server.app.server.address() as AddressInfo).port;
  const { client } = await userOn(server, 'pro', 'tls');
  // Every name resolves to this machine for Pebble: refusals below come from kurz, not from DNS.
  for (const host of [DASHBOARD, 'go.tls-brand.test', 'pending.tls-brand.test', 'unknown.tls-brand.test'])
    dns.set(host, 'A', ['127.0.0.1']);
  const own = await claim(client, 'go.tls-brand.test');
  dns.set('_kurz.go.tls-brand.test', 'TXT', [own.meta.ui_instructions!.required.ownershipTXT.value]);
  expect((await verify(client, own.id)).json().status).toBe('active');
  await claim(client, 'pending.tls-brand.test');
  const link = await client.post('/api/links/create', {
    url: 'https://example.com/over-https',
    hostname: 'go.tls-brand.test',
    slug: 'tls',
  });
  expect(link.statusCode, link.body).toBe(200);
  lab = await startTlsLab({ appPort, dnsServer: dns.resolver, appHost: DASHBOARD });
}, 90_000);

afterAll(async () => {
  await lab?.stop();
  await server?.close();
  await dns?.close();
});

it('a verified own domain gets a certificate from Pebble on first visit and redirects over HTTPS', async () => {
  let res;
  try {
    res = await httpsText({
      host: '127.0.0.1',
      port: lab.httpsPort,
      path: '/tls',
      ca: lab.root,
      servername: 'go.tls-brand.test',
      timeoutMs: 60_000,
    });
  } catch (err) {
    throw new Error(`HTTPS to go.tls-brand.test failed: ${String(err)}\n${lab.logs()}`, { cause: err });
  }
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('https://example.com/over-https');
  expect(res.issuer).toContain('Pebble');
  expect(res.subjectAltName).toBe('DNS:go.tls-brand.test');
  // The second visit reuses the certificate.
  const again = await httpsText({
    host: '127.0.0.1',
    port: lab.httpsPort,
    path: '/tls',
    ca: lab.root,
    servername: 'go.tls-brand.test',
    timeoutMs: 20_000,
  });
  expect(again.status).toBe(302);
}, 90_000);

it.each(['pending.tls-brand.test', 'unknown.tls-brand.test'])(
  '%s gets no certificate: the TLS handshake fails',
  async (host) => {
    await expect(
      httpsText({
        host: '127.0.0.1',
        port: lab.httpsPort,
        path: '/x',
        ca: lab.root,
        servername: host,
        timeoutMs: 20_000,
      }),
    ).rejects.toThrow(/alert internal error/);
    expect(
      (await server.app.inject({ url: `/api/domains/tls-ask?domain=${host}`, headers: { host: 'app:3000' } }))
        .statusCode,
    ).toBe(404);
  },
  30_000,
);

it('the dashboard host gets its certificate when Caddy starts and reaches the app', async () => {
  // Ordered at start, not on demand: the first handshakes may come before it is issued.
  let res;
  for (let i = 0; ; i++) {
    try {
      res = await httpsText({
        host: '127.0.0.1',
        port: lab.httpsPort,
        path: '/healthz',
        ca: lab.root,
        servername: DASHBOARD,
        timeoutMs: 10_000,
      });
      break;
    } catch (err) {
      if (i >= 30) throw new Error(`HTTPS to ${DASHBOARD} failed: ${String(err)}\n${lab.logs()}`, { cause: err });
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  expect(res.status).toBe(200);
  expect(res.subjectAltName).toBe(`DNS:${DASHBOARD}`);
  expect(res.issuer).toContain('Pebble');
  // The app sees the dashboard's own Host through the proxy (no 421).
  const config = await httpsText({
    host: '127.0.0.1',
    port: lab.httpsPort,
    path: '/api/config',
    ca: lab.root,
    servername: DASHBOARD,
  });
  expect(config.status, config.body).toBe(200);
}, 60_000);

it('plain HTTP is redirected to HTTPS', async () => {
  const res = await call(lab.httpPort, 'GET', '/tls?utm_source=print', { host: 'go.tls-brand.test' });
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe('https://go.tls-brand.test/tls?utm_source=print');
});
