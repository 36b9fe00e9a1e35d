/** POST /api/links/bulk/update and /bulk/delete, and bulk create's full rows: each row as the single call, a result per row. */
import { BULK_LINKS_MAX } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient, type TypedClient } from '../testing/apiClient';
import { createKey } from '../testing/keys';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function owner(name: string, plan: 'free' | 'pro' = 'pro') {
  const { client, id } = await userOn(server, plan, name, { verified: true });
  return { client, id, api: typedClient(server, (await createKey(client, 'write')).key) };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const errorsOf = (results: { ok: boolean; error?: string }[]) => results.map((r) => r.error ?? 'ok');

describe('POST /api/links/bulk/update', () => {
  it('edits 1,000 links in one call, and deletes them in another', async () => {
    const { client, api, id } = await owner('bulk-upd-many');
    const made = await client.post('/api/links/bulk', {
      links: Array.from({ length: BULK_LINKS_MAX }, (_, n) => ({ url: `https://example.com/m/${n}`, hostname: HOST })),
    });
    const slugs = (made.json().results as { slug: string }[]).map((r) => r.slug);
    let started = Date.now();
    const res = await api.POST('/api/links/bulk/update', {
      body: { links: slugs.map((slug, n) => ({ hostname: HOST, slug, title: `T${n}` })) },
    });
    const updateMs = Date.now() - started;
    expect(res.data!.results.every((r, n) => r.ok && r.link!.title === `T${n}`)).toBe(true);
    started = Date.now();
    const del = await api.POST('/api/links/bulk/delete', {
      body: { links: slugs.map((slug) => ({ hostname: HOST, slug })) },
    });
    const deleteMs = Date.now() - started;
    expect(del.data!.results.every((r) => r.ok)).toBe(true);
    expect(await server.db.selectFrom('links').select('id').where('owner_id', '=', id).execute()).toEqual([]);
    // Generous on a shared test machine.
    expect(updateMs).toBeLessThan(20_000);
    expect(deleteMs).toBeLessThan(5000);
  }, 90_000);

  it('edits each row as the single edit would, reports the others, and serves the new targets at once', async () => {
    const { client, api } = await owner('bulk-upd');
    const stranger = await owner('bulk-upd-stranger');
    const a = await newLink(client, 'https://example.com/a');
    const b = await newLink(client, 'https://example.com/b');
    const theirs = await newLink(stranger.client, 'https://example.com/theirs');
    expect((await server.visit(HOST, `/${a}`)).headers.location).toBe('https://example.com/a');
    const res = await api.POST('/api/links/bulk/update', {
      body: {
        links: [
          { hostname: HOST, slug: a.toUpperCase(), url: 'https://example.com/a2', title: 'A', tags: ['Spring'] },
          { hostname: HOST, slug: theirs, url: 'https://example.com/stolen' },
          { hostname: HOST, slug: b, url: 'javascript:alert(1)' },
          { hostname: HOST, slug: b, expires_at: 1_000_000 },
          { hostname: HOST, slug: b, max_clicks: 5, password: 'hunter22' },
          { hostname: HOST, slug: 'no-such-link', title: 'x' },
        ],
      },
    });
    expect(res.error).toBeUndefined();
    const results = res.data!.results;
    expect(errorsOf(results)).toEqual(['ok', 'not_found', 'invalid_url', 'expiry_in_past', 'ok', 'not_found']);
    expect(results[0]).toMatchObject({
      ok: true,
      hostname: HOST,
      slug: a,
      link: { slug: a, target_url: 'https://example.com/a2', title: 'A', tags: ['Spring'] },
    });
    expect(results[3]).toMatchObject({ hostname: HOST, slug: b, field: 'expires_at', message: expect.any(String) });
    expect(results[4]!.link).toMatchObject({ max_clicks: 5, has_password: true, target_url: 'https://example.com/b' });
    expect((await server.visit(HOST, `/${a}`)).headers.location).toBe('https://example.com/a2');
    expect((await stranger.client.get(`/api/links/${q(theirs)}`)).json().target_url).toBe('https://example.com/theirs');
  });

  it('two bulk updates of the same links at once, in opposite orders, both succeed; the later write stays', async () => {
    const { client, api } = await owner('bulk-upd-race');
    const slugs = await Promise.all(Array.from({ length: 8 }, (_, i) => newLink(client, `https://example.com/u${i}`)));
    const rows = (title: string) => slugs.map((slug) => ({ hostname: HOST, slug, title }));
    const [one, two] = await Promise.all([
      api.POST('/api/links/bulk/update', { body: { links: rows('one') } }),
      api.POST('/api/links/bulk/update', { body: { links: rows('two').reverse() } }),
    ]);
    expect([one.response.status, two.response.status]).toEqual([200, 200]);
    expect([...one.data!.results, ...two.data!.results].every((r) => r.ok)).toBe(true);
    const titles = new Set(
      await Promise.all(slugs.map(async (s) => (await client.get(`/api/links/${q(s)}`)).json().title as string)),
    );
    // Each call is one transaction: every link has the same call's title.
    expect(titles.size).toBe(1);
  });

  it('a value the database refuses fails only its own row', async () => {
    const { client, api } = await owner('bulk-upd-nul');
    const [a, b] = [await newLink(client), await newLink(client)];
    const res = await api.POST('/api/links/bulk/update', {
      body: {
        links: [
          { hostname: HOST, slug: a, title: 'fine' },
          { hostname: HOST, slug: b, title: 'nul\u0000byte' },
        ],
      },
    });
    expect(res.error).toBeUndefined();
    expect(errorsOf(res.data!.results)).toEqual(['ok', 'invalid_input']);
    expect((await client.get(`/api/links/${q(a)}`)).json().title).toBe('fine');
    expect((await client.get(`/api/links/${q(b)}`)).json().title).toBeNull();
  });

  it('keeps plan gates per row: a free account may not add a split', async () => {
    const { client, api } = await owner('bulk-upd-free', 'free');
    const a = await newLink(client, 'https://example.com/free-a');
    const res = await api.POST('/api/links/bulk/update', {
      body: {
        links: [
          {
            hostname: HOST,
            slug: a,
            targets: [
              { url: 'https://example.com/x', weight: 50 },
              { url: 'https://example.com/y', weight: 50 },
            ],
          },
          { hostname: HOST, slug: a, title: 'Free title' },
        ],
      },
    });
    expect(errorsOf(res.data!.results)).toEqual(['redirect_rules_not_allowed', 'ok']);
    expect(res.data!.results[1]!.link).toMatchObject({ title: 'Free title', targets: null });
  });

  it('refuses bad input as a whole with the field named, changing nothing', async () => {
    const { client, api } = await owner('bulk-upd-input');
    const a = await newLink(client, 'https://example.com/input');
    const cases: [unknown, number, Record<string, unknown>][] = [
      [{ links: [] }, 400, { error: 'invalid_input', field: 'links' }],
      [
        { links: [{ hostname: HOST, slug: a, colour: 'red' }] },
        400,
        { error: 'unknown_field', field: 'links.0.colour' },
      ],
      [
        { links: [{ hostname: HOST, url: 'https://example.com/z' }] },
        400,
        { error: 'invalid_input', field: 'links.0.slug' },
      ],
      [
        { links: [{ hostname: HOST, slug: a, title: 'x'.repeat(201) }] },
        400,
        { error: 'invalid_input', field: 'links.0.title' },
      ],
      [{ rows: [] }, 400, { error: 'unknown_field', field: 'rows' }],
      [
        { links: Array.from({ length: BULK_LINKS_MAX + 1 }, () => ({ hostname: HOST, slug: a, title: 'many' })) },
        400,
        { error: 'invalid_input', field: 'links' },
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await api.POST('/api/links/bulk/update', { body: body as never });
      expect([res.response.status, res.error]).toMatchObject([status, error]);
      if (error.error === 'invalid_input') expect(typeof (res.error as { message?: unknown }).message).toBe('string');
    }
    expect((await client.get(`/api/links/${q(a)}`)).json().title).toBeNull();
  });
});

describe('POST /api/links/bulk/delete', () => {
  it('deletes the caller’s links with their clicks; other rows say why not', async () => {
    const { client, api, id } = await owner('bulk-del');
    const stranger = await owner('bulk-del-stranger');
    const [a, b, c] = [await newLink(client), await newLink(client), await newLink(client)];
    const theirs = await newLink(stranger.client);
    await server.visit(HOST, `/${a}`);
    await server.runtime.recorder.flush();
    await server.db.updateTable('links').set({ disabled_at: new Date() }).where('slug', '=', c).execute();
    const res = await api.POST('/api/links/bulk/delete', {
      body: {
        links: [
          { hostname: HOST, slug: a },
          { hostname: HOST, slug: a.toLowerCase() === a ? a.toUpperCase() : a.toLowerCase() },
          { hostname: HOST, slug: theirs },
          { hostname: HOST, slug: c },
          { hostname: HOST, slug: b },
          { hostname: HOST, slug: 'never-was' },
        ],
      },
    });
    expect(res.error).toBeUndefined();
    expect(errorsOf(res.data!.results)).toEqual(['ok', 'not_found', 'not_found', 'forbidden', 'ok', 'not_found']);
    expect(res.data!.results[0]).toEqual({ ok: true, hostname: HOST, slug: a });
    expect((await server.visit(HOST, `/${a}`)).statusCode).toBe(404);
    expect((await server.visit(HOST, `/${b}`)).statusCode).toBe(404);
    expect((await server.visit(HOST, `/${theirs}`)).statusCode).toBe(302);
    expect((await server.visit(HOST, `/${c}`)).statusCode).toBe(451);
    const left = await server.db.selectFrom('links').select('slug').where('owner_id', '=', id).execute();
    expect(left.map((l) => l.slug)).toEqual([c]);
    const clicks = await server.db.selectFrom('clicks').select('id').where('owner_id', '=', id).execute();
    expect(clicks).toEqual([]);
  });

  it('of bulk deletes of the same links at once, each link is deleted (and reported ok) once', async () => {
    const { client, api } = await owner('bulk-del-race');
    const slugs = await Promise.all(Array.from({ length: 6 }, (_, i) => newLink(client, `https://example.com/r${i}`)));
    const rows = slugs.map((slug) => ({ hostname: HOST, slug }));
    const answers = await Promise.all([
      api.POST('/api/links/bulk/delete', { body: { links: rows } }),
      api.POST('/api/links/bulk/delete', { body: { links: [...rows].reverse() } }),
      client.post('/api/links/bulk/delete', { links: rows.slice(2) }),
    ]);
    const oks = [
      ...answers[0].data!.results,
      ...answers[1].data!.results,
      ...(answers[2].json().results as { ok: boolean; slug: string }[]),
    ]
      .filter((r) => r.ok)
      .map((r) => r.slug)
      .sort();
    expect(oks).toEqual([...slugs].sort());
  });

  it('refuses read keys, empty and oversized lists, and unknown fields', async () => {
    const { client } = await owner('bulk-del-input');
    const a = await newLink(client);
    const read = typedClient(server, (await createKey(client, 'read')).key);
    const refused = await read.POST('/api/links/bulk/delete', { body: { links: [{ hostname: HOST, slug: a }] } });
    expect([refused.response.status, refused.error]).toEqual([403, { error: 'insufficient_scope' }]);
    const refusedUpd = await read.POST('/api/links/bulk/update', { body: { links: [{ hostname: HOST, slug: a }] } });
    expect(refusedUpd.response.status).toBe(403);
    for (const [body, field, error] of [
      [{ links: [] }, 'links', 'invalid_input'],
      [
        { links: Array.from({ length: BULK_LINKS_MAX + 1 }, () => ({ hostname: HOST, slug: a })) },
        'links',
        'invalid_input',
      ],
      [{ links: [{ hostname: HOST, slug: a, url: 'https://example.com' }] }, 'links.0.url', 'unknown_field'],
      [{ links: [{ slug: a }] }, 'links.0.hostname', 'invalid_input'],
    ] as const) {
      const res = await client.post('/api/links/bulk/delete', body);
      expect([res.statusCode, res.json().error, res.json().field]).toEqual([400, error, field]);
    }
    expect((await server.visit(HOST, `/${a}`)).statusCode).toBe(302);
  });
});

describe('POST /api/links/bulk with every field of a single create', () => {
  it('stores tags, expiry, click limit, password, split and deep links per row', async () => {
    const { api } = await owner('bulk-full');
    const expires = inAnHour();
    const res = await api.POST('/api/links/bulk', {
      body: {
        links: [
          {
            url: 'https://example.com/full',
            hostname: HOST,
            slug: 'full-row',
            title: 'Full',
            tags: ['Launch', 'q4'],
            expires_at: expires,
            max_clicks: 10,
            password: 'open sesame',
            targets: [
              { url: 'https://example.com/left', weight: 30 },
              { url: 'https://example.com/right', weight: 70 },
            ],
            ios_url: 'https://apps.example.com/ios',
          },
          { url: 'https://example.com/past', hostname: HOST, expires_at: 1_000_000 },
          { url: 'https://example.com/plain', hostname: HOST, password: 'open sesame' },
        ],
      },
    });
    expect(res.error).toBeUndefined();
    expect(errorsOf(res.data!.results)).toEqual(['ok', 'expiry_in_past', 'ok']);
    expect(res.data!.results[1]).toMatchObject({ field: 'expires_at', message: expect.any(String) });
    const got = await api.GET('/api/links/{slug}', {
      params: { path: { slug: 'full-row' }, query: { hostname: HOST } },
    });
    expect(got.data).toMatchObject({
      title: 'Full',
      tags: ['Launch', 'q4'],
      expires_at: expires,
      max_clicks: 10,
      has_password: true,
      targets: [
        { url: 'https://example.com/left', weight: 30 },
        { url: 'https://example.com/right', weight: 70 },
      ],
      ios_url: 'https://apps.example.com/ios',
    });
    // The password page, not a redirect.
    expect((await server.visit(HOST, '/full-row')).statusCode).toBe(200);
  });

  it("applies the single create's plan and guest gates row by row", async () => {
    const free = await owner('bulk-full-free', 'free');
    const split = [
      { url: 'https://example.com/x', weight: 50 },
      { url: 'https://example.com/y', weight: 50 },
    ];
    const res = await free.api.POST('/api/links/bulk', {
      body: {
        links: [
          { url: 'https://example.com/f1', hostname: HOST, targets: split },
          { url: 'https://example.com/f2', hostname: HOST, tags: ['ok'] },
        ],
      },
    });
    expect(errorsOf(res.data!.results)).toEqual(['redirect_rules_not_allowed', 'ok']);
    const g: TestClient = await guest(server);
    const byGuest = await g.post('/api/links/bulk', {
      links: [
        { url: 'https://example.com/g1', hostname: HOST, expires_at: inAnHour() },
        { url: 'https://example.com/g2', hostname: HOST },
      ],
    });
    expect(errorsOf(byGuest.json().results)).toEqual(['guest_not_allowed', 'ok']);
  });

  it('hashes at most 20 different passwords in one call; the rows beyond say so', async () => {
    const { api }: { api: TypedClient } = await owner('bulk-full-pw');
    const links = Array.from({ length: 22 }, (_, i) => ({
      url: `https://example.com/pw/${i}`,
      hostname: HOST,
      password: i === 21 ? 'password-0' : `password-${i}`,
    }));
    const res = await api.POST('/api/links/bulk', { body: { links } });
    const results = res.data!.results;
    expect(errorsOf(results)).toEqual([...Array(20).fill('ok'), 'invalid_input', 'ok']);
    expect(results[20]).toMatchObject({ field: 'password', message: expect.stringContaining('20') });
  });
});

describe('links.bulkUpdate and links.bulkDelete over tRPC', () => {
  it('take the REST bodies', async () => {
    const { client } = await owner('bulk-trpc');
    const a = await newLink(client, 'https://example.com/t');
    const upd = await client.post('/trpc/links.bulkUpdate', { links: [{ hostname: HOST, slug: a, title: 'T' }] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().result.data.results[0]).toMatchObject({ ok: true, link: { title: 'T' } });
    const del = await client.post('/trpc/links.bulkDelete', { links: [{ hostname: HOST, slug: a }] });
    expect(del.json().result.data.results).toEqual([{ ok: true, hostname: HOST, slug: a }]);
  });
});
