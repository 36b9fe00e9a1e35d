/** GET /api/links/list's filters (tags, creation range, expired, password, domain) and its total. */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let ownerId: string;

interface Page {
  results: Array<{ slug: string; tags: string[]; has_password: boolean }>;
  next_cursor: string | null;
  total: number;
}

async function list(params: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await client.get(`/api/links/list?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/** Every page of a query: the slugs in order, and the total each page answered. */
async function all(params: Record<string, string | number>) {
  const slugs: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const page = await list({ ...params, ...(cursor ? { cursor } : {}) });
    slugs.push(...page.results.map((r) => r.slug));
    totals.add(page.total);
    cursor = page.next_cursor;
  } while (cursor);
  return { slugs, totals: [...totals] };
}
const sorted = async (params: Record<string, string | number>) => (await all(params)).slugs.sort();

async function create(slug: string, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/links/create', {
    url: `https://example.com/${slug}`,
    hostname: HOST,
    slug,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const setCreated = (slug: string, at: string) =>
  server.db
    .updateTable('links')
    .set({ created_at: sql<Date>`${at}::timestamptz` } as never)
    .where('owner_id', '=', ownerId)
    .where('slug', '=', slug)
    .execute();

beforeAll(async () => {
  server = await createTestServer();
  const user = await userOn(server, 'pro', 'filters', { verified: true });
  client = user.client;
  ownerId = user.id;
  const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86_400;
  await create('f-red', { tags: ['Red'] });
  await create('f-red-blue', { tags: ['red', 'Blue'] });
  await create('f-blue', { tags: ['blue'], password: 'secret-1' });
  await create('f-green', { tags: ['green'], expires_at: inAWeek });
  await create('f-plain');
  await create('f-spent', { max_clicks: 1 });
  await create('f-past', { expires_at: inAWeek });
  // Expired since: a past expiry cannot be set through the API; a spent click limit is the counter's trigger.
  await server.db
    .updateTable('links')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('owner_id', '=', ownerId)
    .where('slug', '=', 'f-past')
    .execute();
  await server.db
    .updateTable('links')
    .set({ clicks_exhausted_at: new Date() })
    .where('owner_id', '=', ownerId)
    .where('slug', '=', 'f-spent')
    .execute();
  await setCreated('f-red', '2026-01-10T08:00:00Z');
  await setCreated('f-red-blue', '2026-01-10T23:59:59.999999Z');
  await setCreated('f-blue', '2026-01-11T00:00:00Z');
  await setCreated('f-green', '2026-01-12T12:00:00Z');
  await server.db
    .insertInto('links')
    .values({ owner_id: ownerId, hostname: 'go.example', slug: 'f-elsewhere', target_url: 'https://example.com/e' })
    .execute();
  // Another owner's links never count, whatever they match.
  const other = await userOn(server, 'pro', 'filters-other');
  const res = await other.client.post('/api/links/create', {
    url: 'https://example.com/theirs',
    hostname: HOST,
    slug: 'f-theirs',
    tags: ['red'],
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => server.close());

describe('GET /api/links/list filters', () => {
  it('answers the total of all matching links on every page, the cursor paging as before', async () => {
    const first = await list({ limit: 3 });
    expect(first.total).toBe(8);
    expect(first.results).toHaveLength(3);
    const { slugs, totals } = await all({ limit: 3 });
    expect(totals).toEqual([8]);
    expect(new Set(slugs).size).toBe(8);
    const tagged = await all({ tags: 'red,blue', limit: 1 });
    expect(tagged.totals).toEqual([3]);
    expect(tagged.slugs).toEqual(['f-blue', 'f-red-blue', 'f-red']);
  });

  it('filters by several tags, any (the default) or all, case-insensitively; tag alone still works', async () => {
    expect(await sorted({ tags: 'red,blue' })).toEqual(['f-blue', 'f-red', 'f-red-blue']);
    expect(await sorted({ tags: 'RED,blue', tags_mode: 'any' })).toEqual(['f-blue', 'f-red', 'f-red-blue']);
    expect(await sorted({ tags: 'red,Blue', tags_mode: 'all' })).toEqual(['f-red-blue']);
    expect(await sorted({ tags: 'green' })).toEqual(['f-green']);
    expect(await sorted({ tags: 'nothing' })).toEqual([]);
    expect(await sorted({ tag: 'red' })).toEqual(['f-red', 'f-red-blue']);
    expect(await sorted({ tag: 'red', tags: 'blue,green' })).toEqual(['f-red-blue']);
  });

  it('filters by a creation range of days (UTC, both ends inclusive) or moments', async () => {
    expect(await sorted({ created_from: '2026-01-10', created_to: '2026-01-10' })).toEqual(['f-red', 'f-red-blue']);
    expect(await sorted({ created_from: '2026-01-11', created_to: '2026-01-12' })).toEqual(['f-blue', 'f-green']);
    expect(await sorted({ created_to: '2026-01-10T12:00:00Z' })).toEqual(['f-red']);
    expect(await sorted({ created_from: '2026-01-10T09:30:00+01:00', created_to: '2026-01-11' })).toEqual([
      'f-blue',
      'f-red-blue',
    ]);
    const recent = await all({ created_from: '2026-01-13' });
    expect(recent.slugs.sort()).toEqual(['f-elsewhere', 'f-past', 'f-plain', 'f-spent']);
    expect(recent.totals).toEqual([4]);
  });

  it('filters expired links (past their expiry or click limit) and live ones', async () => {
    expect(await sorted({ expired: 'true' })).toEqual(['f-past', 'f-spent']);
    expect(await sorted({ expired: 'false' })).toEqual([
      'f-blue',
      'f-elsewhere',
      'f-green',
      'f-plain',
      'f-red',
      'f-red-blue',
    ]);
  });

  it('filters password-protected links and the others', async () => {
    expect(await sorted({ has_password: 'true' })).toEqual(['f-blue']);
    expect((await all({ has_password: 'false' })).totals).toEqual([7]);
  });

  it('filters by domain, case-insensitively; hostname still works', async () => {
    expect(await sorted({ domain: 'GO.example' })).toEqual(['f-elsewhere']);
    expect((await all({ domain: HOST })).totals).toEqual([7]);
    expect(await sorted({ hostname: 'go.example' })).toEqual(['f-elsewhere']);
    expect(await sorted({ domain: 'nowhere.example' })).toEqual([]);
  });

  it('combines filters with the search and the clicks sort', async () => {
    const page = await list({ tags: 'red,blue', has_password: 'false', q: 'blue', sort: 'clicks' });
    expect(page.results.map((r) => r.slug)).toEqual(['f-red-blue']);
    expect(page.total).toBe(1);
  });

  it('refuses bad filters with 400, naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ tags: '' }, 'tags'],
      [{ tags: 'a,,b' }, 'tags.1'],
      [{ tags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'tags'],
      [{ tags_mode: 'some' }, 'tags_mode'],
      [{ created_from: 'yesterday' }, 'created_from'],
      [{ created_to: '2026-02-30' }, 'created_to'],
      [{ created_from: '2026-01-12', created_to: '2026-01-11' }, 'created_to'],
      [{ expired: 'yes' }, 'expired'],
      [{ has_password: '1' }, 'has_password'],
      [{ domain: 'not a host' }, 'domain'],
    ];
    for (const [params, field] of cases) {
      const res = await client.get(`/api/links/list?${new URLSearchParams(params)}`);
      expect([res.statusCode, res.json().error, res.json().field], JSON.stringify(params)).toEqual([
        400,
        'invalid_input',
        field,
      ]);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
