/** Own domains: claims, DNS verification against a real DNS server, activation, delete, settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, listDomains, publish, verify } from '../testing/domains';
import { userOn } from '../testing/links';

let server: TestServer;
let dns: TestDns;
let a: TestClient;
let b: TestClient;

beforeAll(async () => {
  dns = await startTestDns();
  server = await createTestServer({
    dns: { resolvers: [dns.resolver], cnameTarget: 'cname.kurz.test', ingressIps: ['198.51.100.7'] },
  });
  ({ client: a } = await userOn(server, 'pro', 'byod-a'));
  ({ client: b } = await userOn(server, 'pro', 'byod-b'));
});
afterAll(async () => {
  await server.close();
  await dns.close();
});

describe('request-byod', () => {
  it('normalises the hostname and answers the instructions the spec names', async () => {
    const d = await claim(a, '  Go.Müller-Brand.TEST. ');
    expect(d).toMatchObject({
      hostname: 'go.xn--mller-brand-thb.test',
      status: 'pending',
      type: 'byod',
      is_system: false,
      links: 0,
    });
    const ui = d.meta.ui_instructions!;
    expect(ui.errors).toEqual([]);
    expect(ui.required.cname).toEqual({ name: 'go.xn--mller-brand-thb.test', target: 'cname.kurz.test' });
    expect(ui.required.ownershipTXT.name).toBe('_kurz.go.xn--mller-brand-thb.test');
    expect(ui.required.ownershipTXT.value).toMatch(/^kurz-verify-[0-9a-f]{32}$/);
    expect(ui.acme).toBeNull();
    // The same request again (a double click) answers the same claim.
    const again = await claim(a, 'go.xn--mller-brand-thb.test');
    expect(again.id).toBe(d.id);
    expect(again.meta.ui_instructions!.required.ownershipTXT.value).toBe(ui.required.ownershipTXT.value);
  });

  it.each([
    ['', 'invalid_hostname'],
    ['192.0.2.1', 'invalid_hostname'],
    ['[::1]', 'invalid_hostname'],
    ['intranet', 'invalid_hostname'],
    ['localhost', 'invalid_hostname'],
    ['app.localhost', 'invalid_hostname'],
    ['co.uk', 'invalid_hostname'],
    ['github.io', 'invalid_hostname'],
    ['https://go.example.com/', 'invalid_hostname'],
    ['bad_label.example.com', 'invalid_hostname'],
    ['kurz.localhost', 'invalid_hostname'],
    ['x.kurz.localhost', 'invalid_hostname'],
  ])('refuses %j with %s and stores nothing', async (hostname, code) => {
    const before = (await listDomains(a)).length;
    const res = await a.post('/api/domains/request-byod', { hostname });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: code });
    expect((await listDomains(a)).length).toBe(before);
  });

  it('refuses the system domains and anything under them when they are not localhost names', async () => {
    const s = await createTestServer({
      systemDomains: ['short.example.com'],
      dns: { resolvers: [dns.resolver], cnameTarget: 'short.example.com', ingressIps: [] },
    });
    try {
      const { client } = await userOn(s, 'pro', 'sys');
      for (const hostname of ['short.example.com', 'go.short.example.com', 'example.com']) {
        const res = await client.post('/api/domains/request-byod', { hostname });
        expect(res.statusCode, hostname).toBe(403);
        expect(res.json()).toEqual({ error: 'domain_not_allowed' });
      }
    } finally {
      await s.close();
    }
  });

  it('counts claims against max_byod_domains: over it the code contains limit_reached', async () => {
    const { client } = await userOn(server, 'hobby', 'byod-quota');
    await claim(client, 'one.quota.test');
    const res = await client.post('/api/domains/request-byod', { hostname: 'two.quota.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'byod_limit_reached' });
    expect((await client.get('/api/user/limits')).json().limits.byod_domains).toMatchObject({
      current: 1,
      limit: 1,
      remaining: 0,
    });
    const { client: free } = await userOn(server, 'free', 'byod-free');
    expect((await free.post('/api/domains/request-byod', { hostname: 'free.quota.test' })).json()).toEqual({
      error: 'byod_limit_reached',
    });
  });

  it('two requests at once at the quota edge: one claim, one byod_limit_reached', async () => {
    const { client } = await userOn(server, 'hobby', 'byod-race');
    const answers = await Promise.all([
      client.post('/api/domains/request-byod', { hostname: 'r1.race.test' }),
      client.post('/api/domains/request-byod', { hostname: 'r2.race.test' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await listDomains(client)).filter((d) => d.type === 'byod')).toHaveLength(1);
  });
});

describe('verify', () => {
  it('fails with precise errors until DNS proves the claim, then serves links at once', async () => {
    const d = await claim(a, 'go.verify.test');
    const failed = await verify(a, d.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().status).toBe('pending');
    expect(failed.json().meta.ui_instructions.errors).toEqual([
      'No TXT record named _kurz.go.verify.test was found. Create it (DNS changes can take a while to show), then press Verify again.',
      'No CNAME record for go.verify.test was found. Create one pointing to cname.kurz.test (or, for a domain without a CNAME, A/AAAA records to 198.51.100.7).',
    ]);
    dns.set('go.verify.test', 'CNAME', ['elsewhere.example.net']);
    dns.set('_kurz.go.verify.test', 'TXT', ['kurz-verify-wrong']);
    const wrong = (await verify(a, d.id)).json();
    expect(wrong.meta.ui_instructions.errors).toEqual([
      `The TXT record _kurz.go.verify.test does not hold ${d.meta.ui_instructions!.required.ownershipTXT.value}. Set its value to exactly that.`,
      'go.verify.test points to elsewhere.example.net. Change its CNAME record to point to cname.kurz.test.',
    ]);
    // Not servable while pending.
    expect(
      (await a.post('/api/links/create', { url: 'https://example.com/x', hostname: 'go.verify.test' })).json(),
    ).toEqual({ error: 'domain_not_allowed' });
    expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=go.verify.test' })).statusCode).toBe(404);

    publish(dns, d);
    const ok = await verify(a, d.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'active', type: 'byod' });
    expect(ok.json().meta.ui_instructions.errors).toEqual([]);
    expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=GO.verify.test.' })).statusCode).toBe(200);

    const link = await a.post('/api/links/create', {
      url: 'https://example.com/own',
      hostname: 'go.verify.test',
      slug: 'own',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect((await server.visit('go.verify.test', '/own')).headers.location).toBe('https://example.com/own');
    // A proxy on a non-standard port passes the port along: the host is the same.
    expect((await server.visit('go.verify.test:8443', '/own')).headers.location).toBe('https://example.com/own');
    expect((await listDomains(a)).find((x) => x.id === d.id)?.links).toBe(1);
  });

  it('an apex domain may point A records at INGRESS_IPS instead of a CNAME', async () => {
    const d = await claim(a, 'apex.test');
    dns.set('_kurz.apex.test', 'TXT', [d.meta.ui_instructions!.required.ownershipTXT.value]);
    dns.set('apex.test', 'A', ['203.0.113.9']);
    expect((await verify(a, d.id)).json().meta.ui_instructions.errors).toEqual([
      'apex.test has A/AAAA records to 203.0.113.9. Point them only to 198.51.100.7.',
    ]);
    dns.set('apex.test', 'A', ['198.51.100.7']);
    expect((await verify(a, d.id)).json().status).toBe('active');
  });

  it('several accounts may claim one hostname; both verifying at once: exactly one wins', async () => {
    const ca = await claim(a, 'shared.race.test');
    const cb = await claim(b, 'shared.race.test');
    const ta = ca.meta.ui_instructions!.required.ownershipTXT.value;
    const tb = cb.meta.ui_instructions!.required.ownershipTXT.value;
    expect(ta).not.toBe(tb);
    // Both tokens published: each claim, alone, would pass.
    publish(dns, ca, [tb]);
    const [ra, rb] = await Promise.all([verify(a, ca.id), verify(b, cb.id)]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? { res: ra, c: a, id: ca.id } : { res: rb, c: b, id: cb.id };
    expect(loser.res.json()).toEqual({ error: 'domain_taken' });
    const lost = (await listDomains(loser.c)).find((x) => x.id === loser.id)!;
    expect(lost.status).toBe('pending');
    expect(lost.meta.ui_instructions!.errors).toEqual(['shared.race.test was verified by another account']);
    const active = await server.db
      .selectFrom('domains')
      .select('owner_id')
      .where('hostname', '=', 'shared.race.test')
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
    // A new claim on an active hostname of someone else is refused.
    const { client: c } = await userOn(server, 'pro', 'late');
    expect((await c.post('/api/domains/request-byod', { hostname: 'shared.race.test' })).json()).toEqual({
      error: 'domain_taken',
    });
  });
});

describe('delete and settings', () => {
  it('deleting an own domain deletes its links, and it stops serving at once', async () => {
    const d = await claim(a, 'del.test');
    publish(dns, d);
    expect((await verify(a, d.id)).json().status).toBe('active');
    for (const slug of ['d1', 'd2'])
      expect(
        (await a.post('/api/links/create', { url: 'https://example.com/d', hostname: 'del.test', slug })).statusCode,
      ).toBe(200);
    expect((await server.visit('del.test', '/d1')).statusCode).toBe(302);
    await server.runtime.recorder.flush();
    const clicksBefore = (await a.get('/api/stats/account')).json().totals.clicks;
    const res = await a.del(`/api/domains/delete/${d.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, links_deleted: 2 });
    // The links' clicks leave the account's numbers at once, as a deleted link's do.
    expect((await a.get('/api/stats/account')).json().totals.clicks).toBe(clicksBefore - 1);
    expect((await listDomains(a)).some((x) => x.id === d.id)).toBe(false);
    expect(
      (await a.get('/api/links/list')).json().results.some((l: { hostname: string }) => l.hostname === 'del.test'),
    ).toBe(false);
    expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=del.test' })).statusCode).toBe(404);
    // The host is no longer a short-link host: the request goes to the app (no redirect).
    expect((await server.visit('del.test', '/d1')).statusCode).not.toBe(302);
  });

  it('system domains cannot be deleted or verified', async () => {
    const system = (await listDomains(a)).find((d) => d.is_system)!;
    expect(system).toMatchObject({ hostname: 'kurz.localhost', type: 'system', status: 'active' });
    for (const res of [await a.del(`/api/domains/delete/${system.id}`), await verify(a, system.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'system_domain_protected' });
    }
    expect((await a.del('/api/domains/delete/not-a-uuid')).json()).toEqual({ error: 'not_found' });
  });

  it("an own domain's root URL and not-found URL, validated like link targets", async () => {
    const d = await claim(a, 'root.test');
    publish(dns, d);
    await verify(a, d.id);
    expect((await server.visit('root.test', '/')).headers.location).toBe('http://localhost:3000/');
    expect((await server.visit('root.test', '/nope')).statusCode).toBe(404);
    const bad = await a.put(`/api/domains/settings/${d.id}`, { root_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_url' });
    const res = await a.put(`/api/domains/settings/${d.id}`, {
      root_url: 'https://brand.example/',
      not_found_url: 'https://brand.example/404',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      root_url: 'https://brand.example/',
      not_found_url: 'https://brand.example/404',
    });
    expect((await server.visit('root.test:8443', '/')).headers.location).toBe('https://brand.example/');
    expect((await server.visit('root.test', '/nope')).headers.location).toBe('https://brand.example/404');
    // System hosts keep the dashboard as their root.
    expect((await server.visit('kurz.localhost:3000', '/')).headers.location).toBe('http://localhost:3000/');

    // Its own name is refused while it is still pending too: once verified, that would be a loop.
    const pending = await claim(a, 'loop.test');
    for (const body of [{ root_url: 'https://loop.test/' }, { not_found_url: 'LOOP.test./missing' }]) {
      const refused = await a.put(`/api/domains/settings/${pending.id}`, body);
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'target_is_short_link' }]);
    }

    // Stored normalised, as link targets are; an empty field clears the setting.
    const normalised = await a.put(`/api/domains/settings/${d.id}`, {
      root_url: '  Brand.Example/home ',
      not_found_url: '',
    });
    expect(normalised.json()).toMatchObject({ root_url: 'https://brand.example/home', not_found_url: null });
    expect((await server.visit('root.test', '/nope')).statusCode).toBe(404);
    // A short-link host (this one: a loop) or the dashboard is no destination; nothing changes.
    for (const url of ['https://root.test/', 'https://kurz.localhost/abc', 'http://localhost:3000/links']) {
      const refused = await a.put(`/api/domains/settings/${d.id}`, { not_found_url: url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toEqual({ error: 'target_is_short_link' });
    }
    expect((await server.visit('root.test', '/')).headers.location).toBe('https://brand.example/home');
  });
});
