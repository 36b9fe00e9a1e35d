/** Conversion settings, click ids on redirects, the public postback endpoint and the SSRF-safe relay. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverDuePostbacks } from '@kurz/api';
import { CLICK_ID_PATTERN } from '@kurz/core';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, postbackToken, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let token: string;

/** A traffic source's postback endpoint: answers with the next status in `statuses` (then 200). */
let received: string[] = [];
let statuses: number[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'conv'));
  token = await postbackToken(client);
  receiver = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(statuses.shift() ?? 200).end('ok');
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await server.close();
});

async function conversionLink(target = 'https://example.com/offer', postback: string | null = null): Promise<string> {
  const slug = await newLink(client, target);
  const res = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: postback });
  expect(res.statusCode, res.body).toBe(200);
  return slug;
}

async function savedPostbackLink(postback: string): Promise<string> {
  const slug = await conversionLink('https://example.com/offer');
  await server.db.updateTable('links').set({ incoming_postback_url: postback }).where('slug', '=', slug).execute();
  return slug;
}

async function clickIdOf(slug: string, query = ''): Promise<string> {
  const res = await server.visit(HOST, `/${slug}${query}`);
  expect(res.statusCode).toBe(302);
  const clid = new URL(res.headers.location as string).searchParams.get('clid');
  expect(clid).toBeTruthy();
  return clid!;
}

/** The network's postback, with the account's token. */
const postback = (query: string) => server.client().get(`/api/postback?${query}&token=${token}`);

async function conversionsFor(clickId: string) {
  return server.db.selectFrom('conversions').selectAll().where('click_id', '=', clickId).execute();
}

async function attemptsFor(clickId: string) {
  const conv = await server.db
    .selectFrom('conversions')
    .select('id')
    .where('click_id', '=', clickId)
    .executeTakeFirst();
  if (!conv) return [];
  return server.db
    .selectFrom('postback_attempts')
    .selectAll()
    .where('conversion_id', '=', conv.id)
    .orderBy('attempt')
    .execute();
}

describe('GET/PUT /api/links/conversions/{slug}', () => {
  it('starts disabled, saves and reads back the settings, and the list shows conversions_enabled', async () => {
    const slug = await newLink(client);
    expect((await client.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
      conversions_enabled: false,
      incoming_postback_url: null,
    });
    const url = 'https://tracker.example.com/pb?cid={ExternalClickId}&s=1';
    const res = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ conversions_enabled: true, incoming_postback_url: url });
    expect((await client.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
      conversions_enabled: true,
      incoming_postback_url: url,
    });
    const listed = (await client.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug);
    expect(listed.conversions_enabled).toBe(true);
    // Toggling keeps the URL unless one is sent; an empty one clears it.
    expect((await client.put(`/api/links/conversions/${q(slug)}`, { enabled: false })).json()).toEqual({
      conversions_enabled: false,
      incoming_postback_url: url,
    });
    expect(
      (await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: '' })).json(),
    ).toEqual({
      conversions_enabled: true,
      incoming_postback_url: null,
    });
  });

  it("refuses a postback URL without {ExternalClickId} with 400 invalid_input and the spec's message", async () => {
    const slug = await newLink(client);
    const res = await client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: 'https://tracker.example.com/pb?cid=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_input',
      field: 'incoming_postback_url',
      message: 'URL must include {ExternalClickId}',
    });
    const trpc = await client.request({
      method: 'POST',
      url: '/trpc/links.setConversions',
      payload: {
        slug,
        hostname: HOST,
        data: { enabled: true, incoming_postback_url: 'https://tracker.example.com/pb' },
      },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain('URL must include {ExternalClickId}');
    expect((await client.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
      conversions_enabled: false,
      incoming_postback_url: null,
    });
  });

  it.each([
    'file:///{ExternalClickId}',
    'https://?c={ExternalClickId}',
    'https://user:pw@tracker.example.com/?c={ExternalClickId}',
  ])('refuses the postback URL %s, which is not an http(s) URL a link could have', async (url) => {
    const slug = await newLink(client);
    const res = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: url });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_url' }]);
  });

  it('refuses the free plan with 403 conversions_not_allowed', async () => {
    const free = await userOn(server, 'free');
    const slug = await newLink(free.client);
    const res = await free.client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'conversions_not_allowed' });
    expect((await free.client.get(`/api/links/conversions/${q(slug)}`)).json().conversions_enabled).toBe(false);
  });
});

describe('click ids on redirects', () => {
  it('adds no click id while conversions are off', async () => {
    const slug = await newLink(client, 'https://example.com/plain');
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/plain');
  });

  it('appends clid= when the target has no {clickid}, and a fresh id each visit, stored on the click', async () => {
    const slug = await conversionLink('https://example.com/offer?a=1');
    const res = await server.visit(HOST, `/${slug}`);
    const loc = new URL(res.headers.location as string);
    expect(loc.origin + loc.pathname).toBe('https://example.com/offer');
    expect(loc.searchParams.get('a')).toBe('1');
    const first = loc.searchParams.get('clid')!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    const second = await clickIdOf(slug);
    expect(second).not.toBe(first);
    await server.runtime.recorder.flush();
    const rows = await server.db
      .selectFrom('clicks')
      .select('click_id')
      .where('click_id', 'in', [first, second])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('replaces {clickid} in the target instead of appending', async () => {
    const slug = await conversionLink('https://example.com/offer/{clickid}?sub={clickid}');
    const loc = (await server.visit(HOST, `/${slug}`)).headers.location as string;
    const m = loc.match(/^https:\/\/example\.com\/offer\/([A-Za-z0-9_-]+)\?sub=([A-Za-z0-9_-]+)$/);
    expect(m).not.toBeNull();
    expect(m![1]).toBe(m![2]);
    expect(loc).not.toContain('clid=');
  });

  it('a rule-chosen target gets the click id too, and it is seen at once after enabling', async () => {
    const slug = await newLink(client, 'https://example.com/default');
    await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/us?x={clickid}', when: { geo: ['US'] } }],
    });
    expect((await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8' })).headers.location).toBe(
      'https://example.com/us?x={clickid}',
    );
    await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true });
    expect((await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8' })).headers.location).toMatch(
      /^https:\/\/example\.com\/us\?x=[A-Za-z0-9_-]+$/,
    );
  });

  it("stores ?ext_click_id= as the click's external id and does not pass it on", async () => {
    const slug = await conversionLink();
    const res = await server.visit(HOST, `/${slug}?ext_click_id=SRC123&utm_source=ads`);
    const loc = new URL(res.headers.location as string);
    expect(loc.searchParams.has('ext_click_id')).toBe(false);
    expect(loc.searchParams.get('utm_source')).toBe('ads');
    await server.runtime.recorder.flush();
    const click = await server.db
      .selectFrom('clicks')
      .selectAll()
      .where('click_id', '=', loc.searchParams.get('clid')!)
      .executeTakeFirstOrThrow();
    expect(click.external_click_id).toBe('SRC123');
  });
});

describe('GET /api/postback', () => {
  it('records one conversion in cents and upper-case currency; a repeat is not counted twice', async () => {
    const slug = await conversionLink();
    const clid = await clickIdOf(slug);
    // No flush: the postback endpoint finds the click still in the write buffer.
    const res = await postback(`clickid=${clid}&revenue=12.5&currency=eur`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, duplicate: false });
    const again = await postback(`clickid=${clid}&revenue=99&currency=usd`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    const rows = await conversionsFor(clid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revenue_cents: 1250, currency: 'EUR' });
  });

  it('records a conversion without revenue as 0 USD, also by POST', async () => {
    const slug = await conversionLink();
    const clid = await clickIdOf(slug);
    const res = await server.client().post('/api/postback', { clickid: clid, token });
    expect(res.statusCode).toBe(200);
    expect((await conversionsFor(clid))[0]).toMatchObject({ revenue_cents: 0, currency: 'USD' });
  });

  it('concurrent repeats of one postback store one conversion', async () => {
    const slug = await conversionLink();
    const clid = await clickIdOf(slug);
    const results = await Promise.all(Array.from({ length: 10 }, () => postback(`clickid=${clid}&revenue=1`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await conversionsFor(clid)).toHaveLength(1);
  });

  it('answers 404 unknown_click for an id we never issued', async () => {
    const res = await postback('clickid=neverIssued123&revenue=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'unknown_click' });
  });

  it('flushes the click buffer only for an unknown id shaped like ours', async () => {
    expect(await clickIdOf(await conversionLink())).toMatch(CLICK_ID_PATTERN);
    const flush = vi.spyOn(server.runtime.recorder, 'flush');
    try {
      expect((await postback('clickid=not-one-of-ours&revenue=1')).statusCode).toBe(404);
      expect(flush).not.toHaveBeenCalled();
      expect((await postback('clickid=AAAAAAAAAAAAAAAA&revenue=1')).statusCode).toBe(404);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      flush.mockRestore();
    }
  });

  it.each([['clickid='], ['revenue=5']])('refuses %j with 400 invalid_input', async (query) => {
    const res = await postback(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('postback relay', () => {
  it('calls the incoming_postback_url with {ExternalClickId} filled in, once', async () => {
    received = [];
    const slug = await conversionLink(
      'https://example.com/offer',
      `${receiverUrl}/pb/{ExternalClickId}?cid={ExternalClickId}&src=kurz`,
    );
    const clid = await clickIdOf(slug, '?ext_click_id=SRC%20123%2Fx');
    expect((await postback(`clickid=${clid}&revenue=3`)).statusCode).toBe(200);
    const attempts = await eventually(async () => {
      const a = await attemptsFor(clid);
      return a.length > 0 && a;
    });
    expect(received).toEqual(['/pb/SRC%20123%2Fx?cid=SRC%20123%2Fx&src=kurz']);
    expect(attempts).toMatchObject([
      { attempt: 1, status_code: 200, error: null, url: `${receiverUrl}/pb/SRC%20123%2Fx?cid=SRC%20123%2Fx&src=kurz` },
    ]);
    // A repeated postback does not call the source again.
    await postback(`clickid=${clid}&revenue=3`);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
  });

  it('retries after a 500 and records every attempt', async () => {
    received = [];
    statuses = [500, 503];
    const slug = await conversionLink('https://example.com/offer', `${receiverUrl}/retry?id={ExternalClickId}`);
    const clid = await clickIdOf(slug, '?ext_click_id=R1');
    await postback(`clickid=${clid}`);
    const attempts = await eventually(async () => {
      const a = await attemptsFor(clid);
      return a.length >= 3 && a;
    });
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(attempts[0]!.error).toBe('HTTP 500');
    expect(attempts[2]!.error).toBeNull();
    expect(received).toEqual(['/retry?id=R1', '/retry?id=R1', '/retry?id=R1']);
  });

  it('gives up after the configured attempts on a persistent 500', async () => {
    received = [];
    statuses = [500, 500, 500, 500];
    const slug = await conversionLink('https://example.com/offer', `${receiverUrl}/down?id={ExternalClickId}`);
    const clid = await clickIdOf(slug, '?ext_click_id=D1');
    await postback(`clickid=${clid}`);
    await eventually(async () => (await attemptsFor(clid)).length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    const attempts = await attemptsFor(clid);
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(received).toHaveLength(3);
    statuses = [];
  });

  it('makes a retry left due by a stopped server, once however many replicas look, and not while another holds it', async () => {
    received = [];
    statuses = [404];
    const slug = await conversionLink('https://example.com/offer', `${receiverUrl}/later?id={ExternalClickId}`);
    const clid = await clickIdOf(slug, '?ext_click_id=L1');
    await postback(`clickid=${clid}`);
    await eventually(async () => (await attemptsFor(clid)).length >= 1);
    const due = (at: string) =>
      server.db
        .updateTable('conversions')
        .set({ postback_due_at: sql<Date>`now() + ${at}::interval` })
        .where('click_id', '=', clid)
        .execute();

    // Another replica took it a moment ago: its lease still runs.
    await due('50 seconds');
    await deliverDuePostbacks(server.runtime.deps);
    expect(received).toEqual(['/later?id=L1']);

    // The server that made attempt 1 stopped before its retry: the retry is due and nobody holds a timer for it.
    await due('-1 second');
    await Promise.all([deliverDuePostbacks(server.runtime.deps), deliverDuePostbacks(server.runtime.deps)]);
    expect(received).toEqual(['/later?id=L1', '/later?id=L1']);
    expect((await attemptsFor(clid)).map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 404],
      [2, 200],
    ]);
    expect((await conversionsFor(clid))[0]).toMatchObject({ postback_attempts: 2, postback_due_at: null });
  });

  it('does not retry a 404 from the source', async () => {
    received = [];
    statuses = [404];
    const slug = await conversionLink('https://example.com/offer', `${receiverUrl}/gone?id={ExternalClickId}`);
    const clid = await clickIdOf(slug, '?ext_click_id=G1');
    await postback(`clickid=${clid}`);
    await eventually(async () => (await attemptsFor(clid)).length >= 1);
    await new Promise((r) => setTimeout(r, 150));
    expect((await attemptsFor(clid)).map((a) => [a.attempt, a.status_code, a.error])).toEqual([[1, 404, 'HTTP 404']]);
  });

  it('makes no call when the click had no external id', async () => {
    received = [];
    const slug = await conversionLink('https://example.com/offer', `${receiverUrl}/none?id={ExternalClickId}`);
    const clid = await clickIdOf(slug);
    expect((await postback(`clickid=${clid}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toEqual([]);
    expect(await attemptsFor(clid)).toEqual([]);
  });

  it.each([
    ['http://10.255.255.1/pb?id={ExternalClickId}'],
    ['http://169.254.169.254/latest/meta-data?id={ExternalClickId}'],
    ['http://[fd00::1]/pb?id={ExternalClickId}'],
    ['http://127.0.0.2/pb?id={ExternalClickId}'],
  ])('refuses the private address %s without a request, once: the refusal is final, not retried', async (url) => {
    // Saving such a URL is refused now; one saved before that (or whose host later resolves privately)
    // must still never be called: put it straight into the database.
    const slug = await savedPostbackLink(url);
    const clid = await clickIdOf(slug, '?ext_click_id=P1');
    const started = Date.now();
    expect((await postback(`clickid=${clid}`)).statusCode).toBe(200);
    await eventually(async () => (await conversionsFor(clid))[0]?.postback_attempts === 1);
    // Refused before connecting: far quicker than the 5 s connect timeout an unroutable address would take.
    expect(Date.now() - started).toBeLessThan(3000);
    // Longer than both configured retry delays (20 and 50 ms) together: a retry would have happened.
    await new Promise((r) => setTimeout(r, 200));
    await deliverDuePostbacks(server.runtime.deps);
    const attempts = await attemptsFor(clid);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attempt: 1, status_code: null });
    expect(attempts[0]!.error).toMatch(/^address refused: .*private IP address/);
    expect((await conversionsFor(clid))[0]).toMatchObject({ postback_attempts: 1, postback_due_at: null });
  });

  it('still retries a network error that is not a refusal (nothing listening)', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const slug = await savedPostbackLink(`http://127.0.0.1:${port}/pb?id={ExternalClickId}`);
    const clid = await clickIdOf(slug, '?ext_click_id=N1');
    await postback(`clickid=${clid}`);
    const attempts = await eventually(async () => {
      const a = await attemptsFor(clid);
      return a.length >= 3 && a;
    });
    expect(attempts.map((a) => a.error)).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
    ]);
  });
});
