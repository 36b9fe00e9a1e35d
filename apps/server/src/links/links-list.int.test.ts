/** GET /api/links/list at scale: keyset pages, search, sort by clicks, the domain filter. */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';
import { seedClicks, type SeedLink } from '../testing/stats';

let server: TestServer;
let client: TestClient;
let ownerId: string;
const slugs: string[] = []; // in creation order

interface Row {
  slug: string;
  hostname: string;
  clicks_total: number;
}

async function list(params: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await client.get(`/api/links/list?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Row[]; next_cursor: string | null }>();
}

async function all(params: Record<string, string | number>) {
  const seen: Row[] = [];
  let cursor: string | null = null;
  do {
    const page = await list({ ...params, ...(cursor ? { cursor } : {}) });
    seen.push(...page.results);
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  server = await createTestServer();
  const user = await userOn(server, 'pro', 'list');
  client = user.client;
  ownerId = user.id;
  const titles = ['100% off', 'under_score', 'Plain', 'Summer SALE', 'other'];
  for (let i = 0; i < 12; i++) {
    const res = await client.post('/api/links/create', {
      url: `https://example.com/page-${i}`,
      hostname: HOST,
      slug: `list-${i}`,
      title: titles[i % titles.length],
    });
    expect(res.statusCode).toBe(200);
    slugs.push(res.json().slug);
  }
  // Same created_at for several links: the id breaks ties, so no page repeats or skips one.
  await server.db
    .updateTable('links')
    .set({ created_at: sql<Date>`'2026-01-01T00:00:00.123456Z'::timestamptz` } as never)
    .where('slug', 'in', ['list-3', 'list-4', 'list-5'])
    .execute();
  const ids = await server.db.selectFrom('links').select(['id', 'slug']).where('owner_id', '=', ownerId).execute();
  const link = (slug: string): SeedLink => ({ slug, linkId: Number(ids.find((r) => r.slug === slug)!.id), ownerId });
  await seedClicks(
    server,
    link('list-7'),
    Array.from({ length: 5 }, (_, i) => ({ ts: Date.now() - 60_000 + i })),
  );
  await seedClicks(
    server,
    link('list-2'),
    Array.from({ length: 3 }, (_, i) => ({ ts: Date.now() - 60_000 + i })),
  );
  await seedClicks(
    server,
    link('list-9'),
    Array.from({ length: 3 }, (_, i) => ({ ts: Date.now() - 60_000 + i })),
  );
  // A link on another of the owner's hosts, as the domains feature will make them.
  await server.db
    .insertInto('links')
    .values({
      owner_id: ownerId,
      hostname: 'go.example',
      slug: 'elsewhere',
      target_url: 'https://example.com/elsewhere',
    })
    .execute();
});
afterAll(() => server.close());

describe('GET /api/links/list', () => {
  it('answers {results, next_cursor}: 50 by default, newest first', async () => {
    const page = await list();
    expect(page.next_cursor).toBeNull();
    expect(page.results).toHaveLength(13);
    expect(page.results[0]!.slug).toBe('elsewhere');
  });

  it('pages by cursor through every link exactly once, ties on created_at included', async () => {
    const first = await list({ limit: 5 });
    expect(first.results).toHaveLength(5);
    expect(first.next_cursor).toEqual(expect.any(String));
    const seen = await all({ limit: 5 });
    expect(seen.map((r) => r.slug).sort()).toEqual([...slugs, 'elsewhere'].sort());
    expect(seen.slice(-3).map((r) => r.slug)).toEqual(['list-5', 'list-4', 'list-3']);
  });

  it('sorts by clicks, most first, and pages that too', async () => {
    const seen = await all({ sort: 'clicks', limit: 2 });
    expect(seen.slice(0, 3).map((r) => [r.slug, r.clicks_total])).toEqual([
      ['list-7', 5],
      ['list-9', 3],
      ['list-2', 3],
    ]);
    expect(seen).toHaveLength(13);
  });

  it('searches slug, target and title case-insensitively, with % and _ taken literally', async () => {
    expect((await all({ q: '100%' })).map((r) => r.slug).sort()).toEqual(['list-0', 'list-10', 'list-5']);
    expect((await all({ q: '_' })).map((r) => r.slug).sort()).toEqual(['list-1', 'list-11', 'list-6']);
    expect((await all({ q: '%' })).length).toBe(3);
    expect((await all({ q: 'summer sale' })).map((r) => r.slug).sort()).toEqual(['list-3', 'list-8']);
    expect((await all({ q: 'PAGE-11' })).map((r) => r.slug)).toEqual(['list-11']);
    expect((await all({ q: 'LIST-1' })).map((r) => r.slug).sort()).toEqual(['list-1', 'list-10', 'list-11']);
    expect(await all({ q: 'no such thing' })).toEqual([]);
  });

  it('finds a target on an IDN host or with a non-ASCII path by the text as typed', async () => {
    const idn = await userOn(server, 'pro', 'list-idn');
    const make = async (url: string, slug: string) => {
      const res = await idn.client.post('/api/links/create', { url, hostname: HOST, slug });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ target_url: string }>().target_url;
    };
    expect(await make('https://straße.de/über-uns', 'idn-a')).toBe('https://xn--strae-oqa.de/%C3%BCber-uns');
    await make('https://münchen.de/?q=grüße', 'idn-b');
    await make('https://example.com/strasse', 'idn-c');
    const found = async (q: string) => {
      const res = await idn.client.get(`/api/links/list?${new URLSearchParams({ q })}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ results: Row[] }>()
        .results.map((r) => r.slug)
        .sort();
    };
    expect(await found('straße')).toEqual(['idn-a']);
    expect(await found('STRASSE')).toEqual(['idn-c']); // ß is no ss to a search
    expect(await found('straße.de/über')).toEqual(['idn-a']);
    expect(await found('https://straße.de')).toEqual(['idn-a']);
    expect(await found('über')).toEqual(['idn-a']);
    expect(await found('München')).toEqual(['idn-b']);
    expect(await found('grüße')).toEqual(['idn-b']);
    expect(await found('xn--strae-oqa')).toEqual(['idn-a']);
  });

  it('says how many rules a link has and whether its preview is on, as the list shows them', async () => {
    const user = await userOn(server, 'pro', 'list-badges');
    const slug = await newLink(user.client, 'https://example.com/badges');
    const at = `${encodeURIComponent(slug)}?hostname=${HOST}`;
    const row = async () =>
      (await user.client.get('/api/links/list')).json<{ results: Record<string, unknown>[] }>().results[0];
    expect(await row()).toMatchObject({ rules_count: 0, preview_enabled: false, conversions_enabled: false });
    const rules = await user.client.put(`/api/links/rules/${at}`, {
      rules: [
        { target: 'https://example.com/us', when: { geo: ['US'] } },
        { target: 'https://example.com/de', when: { geo: ['DE'] } },
      ],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const og = await user.client.put(`/api/links/og/${at}`, {
      enabled: true,
      title: 'Card',
      description: '',
      image_url: null,
    });
    expect(og.statusCode, og.body).toBe(200);
    expect(await row()).toMatchObject({ rules_count: 2, preview_enabled: true });
  });

  it('filters by domain', async () => {
    expect((await all({ hostname: 'go.example' })).map((r) => r.slug)).toEqual(['elsewhere']);
    expect(await all({ hostname: HOST, limit: 100 })).toHaveLength(12);
  });

  it('refuses a forged or foreign cursor, a bad sort or limit with 400 invalid_input', async () => {
    const { next_cursor } = await list({ limit: 2 });
    for (const params of [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"s":"created","k":"nope","i":"1"}').toString('base64url') },
      { cursor: Buffer.from('{"s":"created","k":"2026-01-01","i":"1 or 1=1"}').toString('base64url') },
      { cursor: next_cursor!, sort: 'clicks' },
      { sort: 'title' },
      { limit: '0' },
      { limit: '201' },
      // Not decimal digits, which a plain coercion would have read as 16, 5 and 100.
      { limit: '0x10' },
      { limit: ' 5' },
      { limit: '1e2' },
    ] as Record<string, string>[]) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
  });

  it('answers 400 invalid_input, never 500, to a crafted cursor the server never made', async () => {
    const created = (k: unknown, i: unknown = '1') => ({
      cursor: Buffer.from(JSON.stringify({ s: 'created', k, i })).toString('base64url'),
    });
    const answers: [string, number, unknown][] = [];
    const clicks = (k: unknown, i: unknown = '1') => ({
      cursor: Buffer.from(JSON.stringify({ s: 'clicks', k, i })).toString('base64url'),
      sort: 'clicks',
    });
    for (const params of [
      created('foo 1'),
      created('1'),
      created('2026'),
      created('2026-01-01'),
      created('Tue, 01 Jan 2026 00:00:00 GMT'),
      created('2026-01-01T00:00:00Z'),
      created('2026-13-01 00:00:00+00'),
      created('2026-02-30 00:00:00+00'),
      created('2026-01-01 24:00:00+00'),
      created('2026-01-01 00:00:00.1234567+00'),
      created('2026-01-01 00:00:00+99'),
      created('2026-01-01 00:00:00.123456+00'),
      created('2026-01-01T00:00:00.123456Z '),
      created('2026-01-01T00:00:00.123456+00:00'),
      created('2026-02-30T00:00:00.000000Z'),
      created('2026-01-01T24:00:00.000000Z'),
      created('0000-01-01T00:00:00.000000Z'),
      created('2026-01-01T00:00:00.000000Z', '9223372036854775808'),
      created('2026-01-01T00:00:00.000000Z', '9999999999999999999'),
      created('2026-01-01T00:00:00.000000Z', '-1'),
      created('2026-01-01T00:00:00.000000Z', '01'),
      created('2026-01-01T00:00:00.000000Z', 1),
      clicks(1e300),
      clicks(1e20),
      clicks(2 ** 63),
      clicks(Number.MAX_SAFE_INTEGER + 1),
      clicks(-1),
      clicks(1.5),
      clicks('5'),
      clicks(5, '9223372036854775808'),
      clicks(5, '99999999999999999999'),
      clicks(5, '1e3'),
    ] as Record<string, string>[]) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      answers.push([Buffer.from(params.cursor!, 'base64url').toString(), res.statusCode, res.json().error]);
    }
    expect(answers.filter(([, status, error]) => status !== 400 || error !== 'invalid_input')).toEqual([]);
    // The largest values the format allows are still a cursor (an empty page, not an error).
    for (const params of [
      created('9999-12-31T23:59:59.999999Z', '9223372036854775807'),
      clicks(Number.MAX_SAFE_INTEGER, '9223372036854775807'),
    ] as Record<string, string>[]) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(200);
    }
  });

  it('answers 400, never 500, to any search, domain, sort or limit it cannot use', async () => {
    for (const params of [
      { q: 'a\u0000b' },
      { hostname: 'a\u0000b' },
      { q: 'x'.repeat(201) },
      { hostname: 'h'.repeat(254) },
      { limit: 'abc' },
      { limit: '1.5' },
      { limit: '1e308' },
      { sort: '' },
    ] as Record<string, string>[]) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
    for (const params of [
      { q: '\\' },
      { q: '\ud83d' },
      { q: '😀' },
      { hostname: 'ＡＢＣ' },
      { q: '' },
      { hostname: '' },
    ] as Record<string, string>[]) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(200);
    }
  });

  it("never shows another user's links, whatever the search", async () => {
    const other = await userOn(server, 'free', 'list-other');
    const own = await newLink(other.client, 'https://example.com/list-other');
    const res = await other.client.get('/api/links/list?q=list');
    expect(res.json().results.map((r: Row) => r.slug)).toEqual([own]);
  });
});
