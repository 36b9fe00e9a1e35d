/**
 * The background re-check of own domains: pending claims with back-off (given up after 7 days),
 * active ones daily; a vanished ownership proof is flagged, and after the grace period the domain
 * stops serving. Time passes by moving the rows' timestamps (a fixture), never by mocking clocks.
 */
import { recheckDueDomains } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, listDomains, publish, verify, type DomainDto } from '../testing/domains';
import { userOn } from '../testing/links';

let server: TestServer;
let dns: TestDns;
let a: TestClient;

beforeAll(async () => {
  dns = await startTestDns();
  server = await createTestServer({
    dns: { resolvers: [dns.resolver], cnameTarget: 'kurz.localhost', ingressIps: [] },
  });
  ({ client: a } = await userOn(server, 'pro', 'recheck'));
});
afterAll(async () => {
  await server.close();
  await dns.close();
});

const row = (id: string) => server.db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const makeDue = (id: string) =>
  server.db
    .updateTable('domains')
    .set({ check_due_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
const tlsAsk = async (host: string) =>
  (await server.app.inject({ url: `/api/domains/tls-ask?domain=${host}` })).statusCode;
const domainOf = async (id: string) => (await listDomains(a)).find((d) => d.id === id)!;

it('a new claim is due a first re-check ten minutes on; not before', async () => {
  const d = await claim(a, 'later.recheck.test');
  const r = await row(d.id);
  expect(r.check_due_at!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  expect(await recheckDueDomains(server.deps)).toBe(0);
});

it('a pending claim is re-checked with back-off, and activated once DNS proves it', async () => {
  const d = await claim(a, 'go.recheck.test');
  await makeDue(d.id);
  expect(await recheckDueDomains(server.deps)).toBe(1);
  let r = await row(d.id);
  expect(r.status).toBe('pending');
  expect(r.check_failures).toBe(1);
  const firstWait = r.check_due_at!.getTime() - Date.now();
  expect((await domainOf(d.id)).meta.ui_instructions!.errors[0]).toBe(
    'No TXT record named _kurz.go.recheck.test was found. Create it (DNS changes can take a while to show), then press Verify again.',
  );
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  r = await row(d.id);
  expect(r.check_failures).toBe(2);
  expect(r.check_due_at!.getTime() - Date.now()).toBeGreaterThan(firstWait + 60_000);

  publish(dns, d);
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  expect((await domainOf(d.id)).status).toBe('active');
  expect(await tlsAsk('go.recheck.test')).toBe(200);
});

it('two replicas re-checking at once check a due domain once', async () => {
  const d = await claim(a, 'once.recheck.test');
  await makeDue(d.id);
  const counts = await Promise.all([
    recheckDueDomains(server.deps),
    recheckDueDomains(server.deps),
    recheckDueDomains(server.deps),
  ]);
  expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
  expect((await row(d.id)).check_failures).toBe(1);
});

it('gives up on a claim 7 days old with an error; Verify re-arms it', async () => {
  const d = await claim(a, 'old.recheck.test');
  await server.db
    .updateTable('domains')
    .set({ created_at: sql<Date>`now() - interval '8 days'` } as never)
    .where('id', '=', d.id)
    .execute();
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  const r = await row(d.id);
  expect(r.check_due_at).toBeNull();
  expect((await domainOf(d.id)).meta.ui_instructions!.errors).toContain(
    'Gave up re-checking after 7 days: fix the records above and press Verify',
  );
  expect((await verify(a, d.id)).json().status).toBe('pending');
  expect((await row(d.id)).check_due_at).not.toBeNull();
});

it('an active domain whose proof disappears is flagged, serves through the grace period, then stops', async () => {
  const d: DomainDto = await claim(a, 'lost.recheck.test');
  publish(dns, d);
  expect((await verify(a, d.id)).json().status).toBe('active');
  expect(
    (await a.post('/api/links/create', { url: 'https://example.com/l', hostname: 'lost.recheck.test', slug: 'l' }))
      .statusCode,
  ).toBe(200);
  // Daily check with the proof in place: nothing changes.
  expect((await row(d.id)).check_due_at!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  expect((await domainOf(d.id)).meta.ownership_lost_at ?? null).toBeNull();

  dns.remove('_kurz.lost.recheck.test');
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  const flagged = await domainOf(d.id);
  expect(flagged.status).toBe('active');
  expect(flagged.meta.ownership_lost_at).toEqual(expect.any(Number));
  expect(flagged.meta.ui_instructions!.errors).toContain(
    'No TXT record named _kurz.lost.recheck.test was found. Create it (DNS changes can take a while to show), then press Verify again.',
  );
  expect((await server.visit('lost.recheck.test', '/l')).statusCode).toBe(302);

  // Four days later, still gone: it stops serving.
  const fourDaysAgo = Date.now() - 4 * 86_400_000;
  await server.db
    .updateTable('domains')
    .set({ meta: sql`jsonb_set(meta, '{ownership_lost_at}', ${String(fourDaysAgo)}::jsonb)` })
    .where('id', '=', d.id)
    .execute();
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  expect((await domainOf(d.id)).status).toBe('pending');
  expect(await tlsAsk('lost.recheck.test')).toBe(404);
  expect((await server.visit('lost.recheck.test', '/l')).statusCode).not.toBe(302);

  // Another account proves the name now: the first owner's links never answer for it, and their slugs are free.
  const { client: b } = await userOn(server, 'pro', 'recheck-next');
  const next = await claim(b, 'lost.recheck.test');
  publish(dns, next);
  expect((await verify(b, next.id)).json().status).toBe('active');
  expect((await server.visit('lost.recheck.test', '/l')).statusCode).toBe(404);
  const again = await b.post('/api/links/create', {
    url: 'https://example.com/next',
    hostname: 'lost.recheck.test',
    slug: 'l',
  });
  expect(again.statusCode, again.body).toBe(200);
  expect((await server.visit('lost.recheck.test', '/l')).headers.location).toBe('https://example.com/next');
});

it('a failing resolver says nothing about ownership: the domain is neither flagged nor taken offline', async () => {
  const d: DomainDto = await claim(a, 'dnsdown.recheck.test');
  publish(dns, d);
  expect((await verify(a, d.id)).json().status).toBe('active');
  // Flagged once for real, four days ago: a resolver outage now must not end the grace period either.
  const fourDaysAgo = Date.now() - 4 * 86_400_000;
  await server.db
    .updateTable('domains')
    .set({ meta: sql`jsonb_set(meta, '{ownership_lost_at}', ${String(fourDaysAgo)}::jsonb)` })
    .where('id', '=', d.id)
    .execute();
  dns.failing = true;
  try {
    await makeDue(d.id);
    await recheckDueDomains(server.deps);
  } finally {
    dns.failing = false;
  }
  const after = await domainOf(d.id);
  expect(after.status).toBe('active');
  expect(after.meta.ownership_lost_at).toBe(fourDaysAgo);
  expect((await row(d.id)).check_due_at!.getTime()).toBeGreaterThan(Date.now());
  // The resolver answers again and the proof is there: the flag goes.
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  expect((await domainOf(d.id)).meta.ownership_lost_at ?? null).toBeNull();
});

it('a proof that comes back within the grace period clears the flag', async () => {
  const d = await claim(a, 'back.recheck.test');
  publish(dns, d);
  await verify(a, d.id);
  dns.remove('_kurz.back.recheck.test');
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  expect((await domainOf(d.id)).meta.ownership_lost_at).toEqual(expect.any(Number));
  publish(dns, d);
  await makeDue(d.id);
  await recheckDueDomains(server.deps);
  const back = await domainOf(d.id);
  expect(back.status).toBe('active');
  expect(back.meta.ownership_lost_at ?? null).toBeNull();
});
