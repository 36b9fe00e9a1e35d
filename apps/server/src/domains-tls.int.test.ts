/**
 * Automatic HTTPS end to end, offline: the real kurz server behind Caddy's on-demand TLS, certificates
 * from the Pebble ACME test CA after a real http-01 validation (Pebble resolves names through the
 * test's DNS server). A verified own domain gets a certificate and redirects over HTTPS; a pending or
 * unknown one gets no certificate (tls-ask says 404).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './testing';
import { startTestDns, type TestDns } from './testing-dns';
import { claim, verify } from './testing-domains';
import { userOn } from './testing-links';
import { httpsText, requireBinaries, startTlsLab, type TlsLab } from './testing-tls';

let server: TestServer;
let dns: TestDns;
let lab: TlsLab;

beforeAll(async () => {
  requireBinaries(['caddy', 'pebble', 'openssl']);
  dns = await startTestDns();
  server = await createTestServer({ dns: { resolvers: [dns.resolver], cnameTarget: 'kurz.localhost', ingressIps: ['127.0.0.1'] } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (server.app.server.address() as AddressInfo).port;
  const { client } = await userOn(server, 'pro', 'tls');
  // Every name resolves to this machine for Pebble: refusals below come from kurz, not from DNS.
  for (const host of ['go.tls-brand.test', 'pending.tls-brand.test', 'unknown.tls-brand.test']) dns.set(host, 'A', ['127.0.0.1']);
  const own = await claim(client, 'go.tls-brand.test');
  dns.set('_kurz.go.tls-brand.test', 'TXT', [own.meta.ui_instructions!.required.ownershipTXT.value]);
  expect((await verify(client, own.id)).json().status).toBe('active');
  await claim(client, 'pending.tls-brand.test');
  const link = await client.post('/api/links/create', { url: 'https://example.com/over-https', hostname: 'go.tls-brand.test', slug: 'tls' });
  expect(link.statusCode, link.body).toBe(200);
  lab = await startTlsLab({ appPort, dnsServer: dns.resolver });
}, 90_000);

afterAll(async () => {
  await lab?.stop();
  await server?.close();
  await dns?.close();
});

it('a verified own domain gets a certificate from Pebble on first visit and redirects over HTTPS', async () => {
  let res;
  try {
    res = await httpsText({ host: '127.0.0.1', port: lab.httpsPort, path: '/tls', ca: lab.root, servername: 'go.tls-brand.test', timeoutMs: 60_000 });
  } catch (err) {
    throw new Error(`HTTPS to go.tls-brand.test failed: ${String(err)}\n${lab.logs()}`);
  }
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('https://example.com/over-https');
  expect(res.issuer).toContain('Pebble');
  expect(res.subjectAltName).toBe('DNS:go.tls-brand.test');
  // The second visit reuses the certificate.
  const again = await httpsText({ host: '127.0.0.1', port: lab.httpsPort, path: '/tls', ca: lab.root, servername: 'go.tls-brand.test', timeoutMs: 20_000 });
  expect(again.status).toBe(302);
}, 90_000);

it.each(['pending.tls-brand.test', 'unknown.tls-brand.test'])('%s gets no certificate: the TLS handshake fails', async (host) => {
  await expect(httpsText({ host: '127.0.0.1', port: lab.httpsPort, path: '/x', ca: lab.root, servername: host, timeoutMs: 20_000 })).rejects.toThrow(/alert internal error/);
  expect((await server.app.inject({ url: `/api/domains/tls-ask?domain=${host}` })).statusCode).toBe(404);
}, 30_000);
