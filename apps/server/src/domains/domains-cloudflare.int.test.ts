/**
 * TLS_PROVIDER=cloudflare: own domains become Cloudflare for SaaS custom hostnames. The only fake is
 * Cloudflare's HTTP API (msw handlers shaped like its documented answers); DNS is the test's server.
 */
import { randomUUID } from 'node:crypto';
import { recheckDueDomains } from '@kurz/api';
import { sql } from '@kurz/db';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, listDomains, publish, verify } from '../testing/domains';
import { userOn } from '../testing/links';

const API = 'https://api.cloudflare.test/client/v4';
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const BASE = `${API}/zones/${ZONE}/custom_hostnames`;

interface Hostname {
  id: string;
  hostname: string;
  status: string;
  sslStatus: string;
}
const hostnames = new Map<string, Hostname>();
const calls: string[] = [];
let refuseNextCreate = false;
let unreachable = false;

/** A custom hostname as Cloudflare's API documents it. */
function customHostname(h: Hostname) {
  return {
    id: h.id,
    hostname: h.hostname,
    ssl: {
      id: randomUUID(),
      type: 'dv',
      method: 'txt',
      status: h.sslStatus,
      txt_name: `_acme-challenge.${h.hostname}`,
      txt_value: `acme-${h.id.slice(0, 8)}`,
      validation_records:
        h.sslStatus === 'active'
          ? []
          : [
              {
                txt_name: `_acme-challenge.${h.hostname}`,
                txt_value: `acme-${h.id.slice(0, 8)}`,
                http_url: `http://${h.hostname}/.well-known/pki-validation/${h.id}.txt`,
                http_body: `body-${h.id}`,
              },
            ],
      settings: { min_tls_version: '1.2' },
      bundle_method: 'ubiquitous',
      wildcard: false,
    },
    status: h.status,
    verification_errors: h.status === 'active' ? [] : ['custom hostname does not CNAME to this zone.'],
    ownership_verification: { type: 'txt', name: `_cf-custom-hostname.${h.hostname}`, value: randomUUID() },
    ownership_verification_http: {
      http_url: `http://${h.hostname}/.well-known/cf-custom-hostname-challenge/${h.id}`,
      http_body: randomUUID(),
    },
    created_at: '2026-11-23T12:00:00.000000Z',
  };
}

const envelope = (result: unknown) => HttpResponse.json({ success: true, errors: [], messages: [], result });
const notFound = () =>
  HttpResponse.json(
    {
      success: false,
      errors: [{ code: 1436, message: 'The custom hostname was not found.' }],
      messages: [],
      result: null,
    },
    { status: 404 },
  );

const cloudflare = setupServer(
  http.post(BASE, async ({ request }) => {
    calls.push('POST');
    if (request.headers.get('authorization') !== 'Bearer cf-test-token')
      return HttpResponse.json(
        { success: false, errors: [{ code: 10000, message: 'Authentication error' }] },
        { status: 403 },
      );
    const body = (await request.json()) as { hostname: string; ssl: { method: string; type: string } };
    expect(body.ssl).toEqual({ method: 'txt', type: 'dv' });
    if (refuseNextCreate) {
      refuseNextCreate = false;
      return HttpResponse.json(
        { success: false, errors: [{ code: 1414, message: 'Service unavailable' }], messages: [], result: null },
        { status: 503 },
      );
    }
    if ([...hostnames.values()].some((h) => h.hostname === body.hostname))
      return HttpResponse.json(
        {
          success: false,
          errors: [{ code: 1406, message: 'Duplicate custom hostname found.' }],
          messages: [],
          result: null,
        },
        { status: 409 },
      );
    const h = { id: randomUUID(), hostname: body.hostname, status: 'pending', sslStatus: 'pending_validation' };
    hostnames.set(h.id, h);
    return envelope(customHostname(h));
  }),
  http.get(BASE, ({ request }) => {
    const hostname = new URL(request.url).searchParams.get('hostname');
    calls.push(`LIST ${hostname}`);
    return envelope([...hostnames.values()].filter((h) => h.hostname === hostname).map(customHostname));
  }),
  http.get(`${BASE}/:id`, ({ params }) => {
    calls.push(`GET ${String(params.id)}`);
    if (unreachable) return HttpResponse.error();
    const h = hostnames.get(params.id as string);
    return h ? envelope(customHostname(h)) : notFound();
  }),
  http.delete(`${BASE}/:id`, ({ params }) => {
    calls.push(`DELETE ${String(params.id)}`);
    return hostnames.delete(params.id as string) ? envelope({ id: params.id }) : notFound();
  }),
);

let server: TestServer;
let dns: TestDns;
let a: TestClient;

beforeAll(async () => {
  cloudflare.listen({ onUnhandledRequest: 'error' });
  dns = await startTestDns();
  server = await createTestServer({
    dns: { resolvers: [dns.resolver], cnameTarget: 'fallback.saas.test', ingressIps: [] },
    tls: { provider: 'cloudflare', apiToken: 'cf-test-token', zoneId: ZONE, apiUrl: API },
  });
  ({ client: a } = await userOn(server, 'pro', 'cf'));
});
beforeEach(() => {
  calls.length = 0;
});
afterAll(async () => {
  await server.close();
  await dns.close();
  cloudflare.close();
});

const cfOf = (hostname: string) => [...hostnames.values()].find((h) => h.hostname === hostname)!;

it('request-byod creates the custom hostname and shows its certificate-validation records and status', async () => {
  const d = await claim(a, 'go.cf-brand.test');
  expect(calls).toEqual(['POST']);
  const h = cfOf('go.cf-brand.test');
  expect(d.meta.ui_instructions!.acme).toEqual({
    preferred: 'txt',
    txt: { name: '_acme-challenge.go.cf-brand.test', value: `acme-${h.id.slice(0, 8)}` },
    cname: null,
    httpAlt: { url: `http://go.cf-brand.test/.well-known/pki-validation/${h.id}.txt`, body: `body-${h.id}` },
  });
  expect(d.meta.cf_status).toEqual({ hostname: 'pending', ssl: 'pending_validation' });
  expect(d.meta.ui_instructions!.required.cname).toEqual({ name: 'go.cf-brand.test', target: 'fallback.saas.test' });
});

it('verify polls Cloudflare: pending there keeps the domain pending with its errors; active there activates it', async () => {
  const d = (await listDomains(a)).find((x) => x.hostname === 'go.cf-brand.test')!;
  publish(dns, d);
  const h = cfOf('go.cf-brand.test');
  const pending = (await verify(a, d.id)).json();
  expect(calls).toEqual([`GET ${h.id}`]);
  expect(pending.status).toBe('pending');
  expect(pending.meta.ui_instructions.errors).toEqual([
    'Cloudflare hostname status is pending',
    'Cloudflare: custom hostname does not CNAME to this zone.',
  ]);
  h.status = 'active';
  h.sslStatus = 'active';
  const active = (await verify(a, d.id)).json();
  expect(active.status).toBe('active');
  expect(active.meta.cf_status).toEqual({ hostname: 'active', ssl: 'active' });
  expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=go.cf-brand.test' })).statusCode).toBe(200);
});

it('the re-check polls Cloudflare; an unreachable API does not flag an active domain', async () => {
  const d = (await listDomains(a)).find((x) => x.hostname === 'go.cf-brand.test')!;
  const h = cfOf('go.cf-brand.test');
  const makeDue = () =>
    server.db
      .updateTable('domains')
      .set({ check_due_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', d.id)
      .execute();
  await makeDue();
  h.sslStatus = 'pending_deployment';
  expect(await recheckDueDomains(server.deps)).toBe(1);
  expect(calls).toEqual([`GET ${h.id}`]);
  expect((await listDomains(a)).find((x) => x.id === d.id)!.meta.cf_status).toEqual({
    hostname: 'active',
    ssl: 'pending_deployment',
  });
  unreachable = true;
  await makeDue();
  await recheckDueDomains(server.deps);
  unreachable = false;
  const after = (await listDomains(a)).find((x) => x.id === d.id)!;
  expect(after.status).toBe('active');
  expect(after.meta.ownership_lost_at ?? null).toBeNull();
  const due = (
    await server.db.selectFrom('domains').select('check_due_at').where('id', '=', d.id).executeTakeFirstOrThrow()
  ).check_due_at!;
  expect(due.getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
  h.sslStatus = 'active';
});

it('a claim Cloudflare did not take is registered again on Verify', async () => {
  refuseNextCreate = true;
  const d = await claim(a, 'retry.cf-brand.test');
  expect(d.meta.ui_instructions!.errors).toEqual([
    'The certificate provider did not take the domain yet; Verify asks it again',
  ]);
  expect(d.meta.ui_instructions!.acme).toBeNull();
  expect(hostnames.size).toBe(1);
  const again = (await verify(a, d.id)).json();
  // The refused claim asked whether the name was on the zone already (another claim's): not, so Verify registers it.
  expect(calls).toEqual(['POST', 'LIST retry.cf-brand.test', 'POST']);
  expect(again.meta.ui_instructions.acme.txt.name).toBe('_acme-challenge.retry.cf-brand.test');
  expect(again.meta.cf_status).toEqual({ hostname: 'pending', ssl: 'pending_validation' });
  expect(again.meta.ui_instructions.errors).toContain(
    'No TXT record named _kurz.retry.cf-brand.test was found. Create it (DNS changes can take a while to show), then press Verify again.',
  );
});

it("a claim on a name another workspace's claim registered shares that custom hostname; deleting either keeps it for the other", async () => {
  const { client: early } = await userOn(server, 'pro', 'cf-early');
  const first = await claim(early, 'shared.cf-brand.test');
  const h = cfOf('shared.cf-brand.test');
  const mine = await claim(a, 'shared.cf-brand.test');
  expect(calls).toEqual(['POST', 'POST', 'LIST shared.cf-brand.test']);
  expect(mine.meta.ui_instructions!.errors).toEqual([]);
  expect(mine.meta.ui_instructions!.acme).toEqual(first.meta.ui_instructions!.acme);
  publish(dns, mine);
  h.status = 'active';
  h.sslStatus = 'active';
  expect((await verify(a, mine.id)).json().status).toBe('active');
  calls.length = 0;
  expect((await early.del(`/api/domains/delete/${first.id}`)).statusCode).toBe(200);
  expect(calls).toEqual([]);
  expect(hostnames.has(h.id)).toBe(true);
  expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=shared.cf-brand.test' })).statusCode).toBe(200);
});

it('a claim whose custom hostname is gone from the zone is registered again on Verify', async () => {
  const d = await claim(a, 'gone.cf-brand.test');
  const old = cfOf('gone.cf-brand.test');
  hostnames.delete(old.id);
  calls.length = 0;
  const again = (await verify(a, d.id)).json();
  const fresh = cfOf('gone.cf-brand.test');
  expect(calls).toEqual([`GET ${old.id}`, 'POST']);
  expect(fresh.id).not.toBe(old.id);
  expect(again.meta.ui_instructions.acme.txt.value).toBe(`acme-${fresh.id.slice(0, 8)}`);
  expect(
    (await server.db.selectFrom('domains').select('provider_ref').where('id', '=', d.id).executeTakeFirstOrThrow())
      .provider_ref,
  ).toBe(fresh.id);
});

it("the last claim's deletion removes the name's custom hostname, though its own ref is an older one", async () => {
  const { client: other } = await userOn(server, 'pro', 'cf-stale');
  const stale = await claim(other, 'stale.cf-brand.test');
  const old = cfOf('stale.cf-brand.test');
  // The name left the zone and another claim registered it anew: this claim still holds the old id.
  hostnames.delete(old.id);
  const fresh = await claim(a, 'stale.cf-brand.test');
  const current = cfOf('stale.cf-brand.test');
  expect(current.id).not.toBe(old.id);
  expect((await a.del(`/api/domains/delete/${fresh.id}`)).statusCode).toBe(200);
  expect(hostnames.has(current.id)).toBe(true);
  expect((await other.del(`/api/domains/delete/${stale.id}`)).statusCode).toBe(200);
  expect([...hostnames.values()].filter((h) => h.hostname === 'stale.cf-brand.test')).toEqual([]);
});

it('deleting the domain deletes the custom hostname', async () => {
  const ids = Object.fromEntries([...hostnames.values()].map((h) => [h.hostname, h.id]));
  for (const d of (await listDomains(a)).filter((x) => !x.is_system)) {
    expect((await a.del(`/api/domains/delete/${d.id}`)).statusCode).toBe(200);
  }
  expect(calls.filter((c) => c.startsWith('DELETE')).sort()).toEqual(
    [
      `DELETE ${ids['go.cf-brand.test']}`,
      `DELETE ${ids['retry.cf-brand.test']}`,
      `DELETE ${ids['shared.cf-brand.test']}`,
      `DELETE ${ids['gone.cf-brand.test']}`,
    ].sort(),
  );
  expect(hostnames.size).toBe(0);
});
