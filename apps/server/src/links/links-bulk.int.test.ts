/** POST /api/links/bulk: per-row results, the single create's gates, quota under concurrency, one rate-limit hit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  url: `https://example.com/page/${n}`,
  hostname: HOST,
  ...extra,
});

describe('POST /api/links/bulk', () => {
  it('creates 1,000 links in one call, in input order, each reachable', async () => {
    const { client, id } = await userOn(server, 'pro', 'bulk');
    const links = Array.from({ length: 1000 }, (_, n) => row(n, n % 2 ? { title: `T${n}` } : {}));
    const started = Date.now();
    const res = await client.post('/api/links/bulk', { links });
    const ms = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(1000);
    expect(results.every((r: { ok: boolean; slug: string }) => r.ok && /^[A-Za-z0-9]{7}$/.test(r.slug))).toBe(true);
    expect(new Set(results.map((r: { slug: string }) => r.slug)).size).toBe(1000);
    const stored = await server.db
      .selectFrom('links')
      .select(['slug', 'target_url', 'title'])
      .where('owner_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1000);
    const bySlug = new Map(stored.map((s) => [s.slug, s]));
    expect(bySlug.get(results[7].slug)).toEqual({
      slug: results[7].slug,
      target_url: 'https://example.com/page/7',
      title: 'T7',
    });
    const visit = await server.visit(HOST, `/${results[999].slug}`);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toContain('https://example.com/page/999');
    // Generous on a shared test machine; the bench measures it properly.
    expect(ms).toBeLessThan(5000);
  });

  it("reports each bad row with the single create's code and creates the good ones", async () => {
    const { client } = await userOn(server, 'pro', 'bulkmix');
    const existing = await newLink(client, 'https://example.com/x', 'taken-one');
    const res = await client.post('/api/links/bulk', {
      links: [
        row(1, { slug: 'fresh-one' }),
        { url: 'javascript:alert(1)', hostname: HOST },
        row(2, { hostname: 'not-ours.example' }),
        row(3, { slug: existing.toUpperCase() }),
        row(4, { slug: 'bad slug!' }),
        row(5, { slug: 'api' }),
        { url: 'http://kurz.localhost/abc', hostname: HOST },
        row(6, { slug: 'Dup-Slug' }),
        row(7, { slug: 'dup-slug' }),
        row(8),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { ok: boolean; error?: string }) => r.error ?? 'ok')).toEqual([
      'ok',
      'invalid_url',
      'domain_not_allowed',
      'slug_taken',
      'invalid_slug',
      'reserved_slug',
      'target_is_short_link',
      'ok',
      'slug_taken',
      'ok',
    ]);
    expect(results[0]).toEqual({ ok: true, hostname: HOST, slug: 'fresh-one' });
    expect(results[3]).toEqual({ ok: false, hostname: HOST, slug: 'TAKEN-ONE', error: 'slug_taken' });
    // The existing link is untouched.
    const kept = await server.db
      .selectFrom('links')
      .select('target_url')
      .where('slug', '=', 'taken-one')
      .executeTakeFirstOrThrow();
    expect(kept.target_url).toBe('https://example.com/x');
  });

  it('gives a free account custom_slugs_not_allowed per row and stops at its link limit', async () => {
    const { client, id } = await userOn(server, 'free', 'bulkfree');
    await newLink(client);
    const links = Array.from({ length: 30 }, (_, n) => row(n, n === 0 ? { slug: 'mine' } : {}));
    const res = await client.post('/api/links/bulk', { links });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results[0]).toEqual({ ok: false, hostname: HOST, slug: 'mine', error: 'custom_slugs_not_allowed' });
    // 25 links on free, one already made: rows 1..24 are created, the rest refused.
    expect(results.slice(1, 25).every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect(results.slice(25).map((r: { error: string }) => r.error)).toEqual(Array(5).fill('links_limit_reached'));
    const count = await server.db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(25);
  });

  it('two bulk calls at once near the quota never exceed it', async () => {
    const { client, id } = await userOn(server, 'free', 'bulkrace');
    for (let n = 0; n < 5; n++) await newLink(client);
    const call = () => client.post('/api/links/bulk', { links: Array.from({ length: 15 }, (_, n) => row(n)) });
    const [a, b] = await Promise.all([call(), call()]);
    const ok = [...a.json().results, ...b.json().results].filter((r: { ok: boolean }) => r.ok);
    expect(ok).toHaveLength(20);
    const count = await server.db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(25);
  });

  it('counts as one call of the creation rate limit', async () => {
    const { client } = await userOn(server, 'pro', 'bulkrate');
    for (let n = 0; n < 59; n++) await client.post('/api/links/bulk', { links: [row(n)] });
    const last = await client.post('/api/links/bulk', { links: Array.from({ length: 100 }, (_, n) => row(n)) });
    expect(last.statusCode).toBe(200);
    expect(last.json().results.filter((r: { ok: boolean }) => r.ok)).toHaveLength(100);
    const over = await client.post('/api/links/bulk', { links: [row(1)] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'rate_limited' });
  });

  it('refuses an empty list, more than 1,000 rows, and an anonymous caller', async () => {
    const { client } = await userOn(server, 'pro', 'bulkbad');
    expect((await client.post('/api/links/bulk', { links: [] })).statusCode).toBe(400);
    const many = await client.post('/api/links/bulk', { links: Array.from({ length: 1001 }, (_, n) => row(n)) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ error: 'invalid_input' });
    const anon = await server.client().post('/api/links/bulk', { links: [row(1)] });
    expect(anon.statusCode).toBe(401);
  });
});
