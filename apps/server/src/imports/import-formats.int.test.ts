/**
 * Imports of each source's own files (fixtures/: Bitly, Shlink and Kutt API answers and CSV exports),
 * over HTTP: what is carried onto the links, what becomes a warning, re-runs that create nothing twice,
 * the list of an account's imports.
 */
import { readFileSync } from 'node:fs';
import { IMPORT_FORMATS_EXPECTED } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let hosts = 0;
/** A pro user with an own domain of its own, so each test's slugs are its own. */
async function importer(name: string, domains: string[] = []) {
  const user = await userOn(server, 'pro', name);
  const host = `imp${++hosts}-${Date.now()}.test`;
  for (const hostname of [host, ...domains])
    await server.db
      .insertInto('domains')
      .values({ hostname, owner_id: user.id, status: 'active', kind: 'byod' })
      .execute();
  await server.runtime.cache.reloadHosts();
  return { ...user, host };
}

async function runImport(client: TestClient, body: object) {
  const res = await client.post('/api/imports', body);
  expect(res.statusCode, res.body).toBe(200);
  return eventually(
    async () => {
      const job = (await client.get(`/api/imports/${res.json().id}`)).json();
      return job.status === 'done' ? job : null;
    },
    20_000,
    100,
  );
}

const link = async (client: TestClient, slug: string, host: string) => {
  const res = await client.get(`/api/links/${q(slug, host)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const codes = (warnings: { line: number; code: string; detail: string | null }[]) =>
  warnings.map((w) => `${w.line}:${w.code}${w.detail ? `:${w.detail}` : ''}`);
const since = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('Bitly', () => {
  it('imports the API v4 bitlinks answer: custom back-halves, tags, dates, archived links expired, own domains', async () => {
    const { client, host } = await importer('bitlyjson', ['go.brand.test']);
    const file = fixture('bitly-bitlinks.json');
    const preview = await client.post('/api/imports/preview', { csv: file, hostname: host });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ format: 'bitly', total: 4, valid: 4, problem_count: 0, warning_count: 6 });
    expect(codes(preview.json().warnings)).toEqual([
      '1:domain_replaced:bit.ly',
      '2:archived_expired:archived',
      '2:domain_replaced:bit.ly',
      '3:extra_back_halves:https://bit.ly/launch-2024',
      '3:deep_links_not_carried',
      '4:domain_replaced:bit.ly',
    ]);
    expect(preview.json().warnings[0].message).toContain("not one of this account's domains");

    const job = await runImport(client, { csv: file, hostname: host });
    expect(job).toMatchObject({ format: 'bitly', created: 4, existing: 0, failed: 0, warning_count: 6 });
    expect(codes(job.warnings)).toEqual(codes(preview.json().warnings));

    // The custom back-half is the slug; the hash is never used for it.
    const spring = await link(client, 'spring-sale', host);
    expect(spring).toMatchObject({
      target_url: 'https://example.com/spring?utm_source=bitly',
      title: 'Spring sale',
      tags: ['campaign', 'Spring'],
      created_at: since('2024-03-01T10:00:00Z'),
      expires_at: null,
    });
    expect((await client.get(`/api/links/${q('3xYzAbc', host)}`)).statusCode).toBe(404);
    // Archived: expired from the import on.
    const archived = await link(client, '4aBcDef', host);
    expect(archived.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await server.visit(host, '/4aBcDef')).statusCode).toBe(410);
    // A link on a domain the account owns goes there.
    expect(await link(client, 'launch', 'go.brand.test')).toMatchObject({ target_url: 'https://example.com/launch' });
    expect((await server.visit(host, '/2xMasQ')).headers.location).toBe('https://example.com/holidays');
  });

  it('a back-half that exists already is reported as existing, never created a second time under the hash', async () => {
    const { client, host } = await importer('bitlytaken');
    const res = await client.post('/api/links/create', {
      url: 'https://example.com/mine',
      hostname: host,
      slug: 'spring-sale',
    });
    expect(res.statusCode, res.body).toBe(200);
    const job = await runImport(client, { csv: fixture('bitly-bitlinks.json'), hostname: host });
    expect(job).toMatchObject({ created: 3, existing: 1, failed: 0 });
    expect(job.problems).toEqual([{ line: 1, error: 'slug_taken', slug: 'spring-sale' }]);
    expect((await link(client, 'spring-sale', host)).target_url).toBe('https://example.com/mine');
    expect((await client.get(`/api/links/${q('3xYzAbc', host)}`)).statusCode).toBe(404);
  });

  it('imports the web export CSV with its back-halves, tags and archived state', async () => {
    const { client, host } = await importer('bitlycsv');
    const job = await runImport(client, { csv: fixture('bitly-export.csv'), hostname: host });
    expect(job).toMatchObject({ format: 'bitly', created: 2, failed: 0 });
    expect(await link(client, 'summer-deals', host)).toMatchObject({
      tags: ['summer', 'deals'],
      title: 'Summer deals',
    });
    expect((await link(client, '3sTuVwx', host)).expires_at).not.toBeNull();
    expect(codes(job.warnings)).toContain('3:archived_expired:archived');
  });
});

describe('Shlink', () => {
  it('imports the REST short-urls answer: tags, validUntil, maxVisits, device URLs; warns of what kurz has no form for', async () => {
    const { client, host } = await importer('shlinkjson');
    const job = await runImport(client, { csv: fixture('shlink-short-urls.json'), hostname: host });
    expect(job).toMatchObject({ format: 'shlink', total: 3, created: 3, failed: 0 });
    expect(await link(client, 'promo24', host)).toMatchObject({
      target_url: 'https://example.com/promo',
      title: 'Promo',
      tags: ['promo', '2024'],
      expires_at: since('2031-01-01T00:00:00Z'),
      max_clicks: 500,
      ios_url: 'https://apps.example.com/promo',
      android_url: 'https://play.example.com/promo',
      created_at: since('2024-04-01T08:00:00Z'),
    });
    expect(codes(job.warnings)).toEqual([
      '2:valid_since_not_carried:2024-05-01T00:00:00.000Z',
      '2:forward_query_not_carried',
      '2:crawlable_not_carried',
      '3:domain_replaced:links.elsewhere.test',
    ]);
    expect(await link(client, 'other', host)).toMatchObject({ target_url: 'https://example.com/other' });
  });

  it("imports the web client's CSV export and the importer's CSV, tags split at |", async () => {
    const { client, host } = await importer('shlinkcsv');
    const web = await runImport(client, { csv: fixture('shlink-web-export.csv'), hostname: host });
    expect(web).toMatchObject({ format: 'shlink', created: 2 });
    expect(await link(client, 'webexp1', host)).toMatchObject({ tags: ['news', '2024'], title: 'Web one' });
    const imp = await runImport(client, { csv: fixture('shlink-importer.csv'), hostname: host });
    expect(imp).toMatchObject({ format: 'shlink', created: 2, warning_count: 0 });
    expect(await link(client, 'impone', host)).toMatchObject({ tags: ['alpha', 'beta'], title: 'Importer one' });
  });
});

describe('plans and big files', () => {
  it('leaves out what the plan lacks, with a warning, and generates slugs where custom ones are not allowed', async () => {
    const { client } = await userOn(server, 'free', 'freeimport');
    const job = await runImport(client, { csv: fixture('shlink-short-urls.json'), hostname: HOST, keep_slugs: false });
    expect(job).toMatchObject({ created: 3, failed: 0 });
    expect(codes(job.warnings)).toContain('1:feature_not_allowed:ios_url, android_url');
    const list = (await client.get('/api/links/list?limit=10')).json();
    const promo = list.results.find((l: { target_url: string }) => l.target_url === 'https://example.com/promo');
    expect(promo).toMatchObject({ ios_url: null, android_url: null, max_clicks: 500, tags: ['promo', '2024'] });
  });

  it('reads a JSON file too big to read beside the redirects on the import thread', async () => {
    const { client, host } = await importer('bigjson');
    const data = Array.from({ length: 2000 }, (_, n) => ({
      shortCode: `big${n}`,
      shortUrl: `https://s.shlink.test/big${n}`,
      longUrl: `https://example.com/big/${n}`,
      tags: ['big'],
      meta: { validSince: null, validUntil: null, maxVisits: null },
      domain: null,
      title: `Big ${n}`,
      crawlable: false,
      forwardQuery: true,
    }));
    const csv = JSON.stringify({ shortUrls: { data } });
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const res = await client.post('/api/imports/preview', { csv, hostname: host });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'shlink', total: 2000, valid: 2000, warning_count: 0 });
  });
});

describe('Kutt', () => {
  it('imports the API v2 links answer: expiry carried, a password it cannot know kept closed and warned of', async () => {
    const { client, host } = await importer('kuttjson');
    const job = await runImport(client, { csv: fixture('kutt-links.json'), hostname: host });
    expect(job).toMatchObject({ format: 'kutt', created: 3, failed: 0 });
    expect(codes(job.warnings)).toEqual(['2:password_not_carried']);
    expect(await link(client, 'kt-docs', host)).toMatchObject({
      title: 'Docs',
      expires_at: since('2032-06-30T00:00:00Z'),
      has_password: false,
    });
    expect(await link(client, 'kt-secret', host)).toMatchObject({ has_password: true });
    const secret = await server.visit(host, '/kt-secret');
    expect(secret.statusCode).toBe(200);
    expect(secret.headers.location).toBeUndefined();
    expect(secret.body).not.toContain('example.com/secret');
    // Expired at the source: expired here.
    expect((await server.visit(host, '/kt-gone')).statusCode).toBe(410);
  });
});

describe('re-running a file', () => {
  it('creates nothing twice, rows without a slug included', async () => {
    const { client, host } = await importer('rerun');
    const plain = fixture('plain.csv');
    const first = await runImport(client, { csv: plain, hostname: host, keep_slugs: false });
    expect(first).toMatchObject({ format: 'csv', created: 3 });
    const again = await client.post('/api/imports/preview', { csv: plain, hostname: host });
    expect(again.json()).toMatchObject({ valid: 0, problem_count: 3 });
    expect(again.json().problems.map((p: { error: string }) => p.error)).toEqual([
      'already_imported',
      'already_imported',
      'already_imported',
    ]);
    const second = await runImport(client, { csv: plain, hostname: host });
    expect(second).toMatchObject({ created: 0, existing: 3, failed: 0 });
    // Sources with ids: the same, whatever slugs they would get.
    await runImport(client, { csv: fixture('kutt-links.json'), hostname: host, keep_slugs: false });
    const kutt = await runImport(client, { csv: fixture('kutt-links.json'), hostname: host });
    expect(kutt).toMatchObject({ created: 0, existing: 3 });
    const list = (await client.get('/api/links/list?limit=100')).json();
    expect(list.results).toHaveLength(6);
  });

  it('two imports of one file at once create each link once', async () => {
    const { client, id, host } = await importer('twice');
    const file = fixture('shlink-short-urls.json');
    const [a, b] = await Promise.all([
      client.post('/api/imports', { csv: file, hostname: host }),
      client.post('/api/imports', { csv: file, hostname: host }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const done = await Promise.all(
      [a.json().id, b.json().id].map((jobId: string) =>
        eventually(
          async () => {
            const job = (await client.get(`/api/imports/${jobId}`)).json();
            return job.status === 'done' ? job : null;
          },
          20_000,
          100,
        ),
      ),
    );
    expect(done[0].created + done[1].created).toBe(3);
    expect(done[0].existing + done[1].existing).toBe(3);
    const n = await server.db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });
});

describe('files of no known format', () => {
  it('answers 400 invalid_csv saying which formats are read', async () => {
    const { client, host } = await importer('unknown');
    for (const csv of ['{"items": [{"url": "https://example.com"}]}', '[1, 2]', 'name,email\na,b\n', '{"links": []}']) {
      const res = await client.post('/api/imports/preview', { csv, hostname: host });
      expect(res.statusCode, csv).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_csv', message: IMPORT_FORMATS_EXPECTED });
    }
  });
});

describe('GET /api/imports', () => {
  it("lists the caller's imports newest first, a page at a time, and nobody else's", async () => {
    const { client, host } = await importer('lister');
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await client.post('/api/imports', { csv: `url\nhttps://example.com/list/${n}\n`, hostname: host });
      ids.push(res.json().id);
    }
    const first = await client.get('/api/imports?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    expect(first.json().results[0]).toMatchObject({ format: 'csv', hostname: host, total: 1 });
    const next = await client.get(`/api/imports?limit=2&cursor=${first.json().next_cursor}`);
    expect(next.json()).toEqual({ results: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
    const stranger = await userOn(server, 'pro', 'nosy');
    expect((await stranger.client.get('/api/imports')).json()).toEqual({ results: [], next_cursor: null });
    const bad = await client.get('/api/imports?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_input', field: 'cursor' });
    expect((await server.client().get('/api/imports')).statusCode).toBe(401);
  });
});

describe("kurz's own export", () => {
  it('holds every setting and imports back into another account without loss', async () => {
    const a = await userOn(server, 'pro', 'exporter');
    const slug = await newLink(a.client, 'https://example.com/full', 'rt-full');
    const put = await a.client.put(`/api/links/${q(slug)}`, {
      title: '-starts like a formula',
      tags: ['Launch', 'q3'],
      expires_at: '2033-01-01T00:00:00Z',
      max_clicks: 250,
      expired_url: 'https://example.com/over',
      password: 'open sesame',
      targets: [
        { url: 'https://example.com/a', weight: 30 },
        { url: 'https://example.com/b', weight: 70 },
      ],
      ios_url: 'https://apps.example.com/full',
      android_url: 'https://play.example.com/full',
    });
    expect(put.statusCode, put.body).toBe(200);
    const rules = await a.client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/de', when: { geo: ['DE'], device: ['mobile'] } }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const og = await a.client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 'Preview title',
      description: 'Preview text',
      image_url: 'https://img.example.com/p.png',
    });
    expect(og.statusCode, og.body).toBe(200);
    const conversions = await a.client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: 'https://tracker.example.com/pb?cid={ExternalClickId}',
    });
    expect(conversions.statusCode, conversions.body).toBe(200);
    const plainSlug = await newLink(a.client, 'https://example.com/plain', 'rt-plain');

    const read = async (c: TestClient, s: string) => ({
      link: await link(c, s, HOST),
      rules: (await c.get(`/api/links/rules/${q(s)}`)).json(),
      og: (await c.get(`/api/links/og/${q(s)}`)).json(),
      conversions: (await c.get(`/api/links/conversions/${q(s)}`)).json(),
    });
    const before = [await read(a.client, slug), await read(a.client, plainSlug)];
    const exported = await a.client.get('/api/links/export');
    expect(exported.statusCode).toBe(200);
    // The account moves: its links go, and come back in another account from the file.
    for (const s of [slug, plainSlug]) expect((await a.client.del(`/api/links/delete/${q(s)}`)).statusCode).toBe(200);

    const b = await userOn(server, 'pro', 'importer');
    const preview = await b.client.post('/api/imports/preview', { csv: exported.body, hostname: HOST });
    expect(preview.json()).toMatchObject({ format: 'kurz', total: 2, valid: 2, problem_count: 0 });
    const job = await runImport(b.client, { csv: exported.body, hostname: HOST });
    expect(job).toMatchObject({ format: 'kurz', created: 2, failed: 0 });
    // The one thing an export cannot hold: the password itself (the link stays protected).
    expect(codes(job.warnings)).toEqual(['2:password_not_carried']);
    const after = [await read(b.client, slug), await read(b.client, plainSlug)];
    // The same links, except who made them: the importer.
    const maker = (rows: typeof before) => rows.map((r) => (r.link as { created_by: unknown }).created_by);
    expect(maker(before)).toEqual([
      { id: a.id, email: a.email },
      { id: a.id, email: a.email },
    ]);
    expect(maker(after)).toEqual([
      { id: b.id, email: b.email },
      { id: b.id, email: b.email },
    ]);
    for (const r of [...before, ...after]) delete (r.link as { created_by?: unknown }).created_by;
    expect(after).toEqual(before);
    expect(before[0]!.link).toMatchObject({ has_password: true, tags: ['Launch', 'q3'], max_clicks: 250 });
    expect(before[0]!.rules.rules).toHaveLength(1);
    expect(before[0]!.conversions).toMatchObject({
      incoming_postback_url: 'https://tracker.example.com/pb?cid={ExternalClickId}',
    });
    // Imported again: nothing twice.
    expect(await runImport(b.client, { csv: exported.body, hostname: HOST })).toMatchObject({
      created: 0,
      existing: 2,
    });
  });
});
