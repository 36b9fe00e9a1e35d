/** The admins' Flagged links: list, disable (451), restore, dismiss, ban. Admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
let admin: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await createTestServer({ adminEmails: ['admin@example.com', 'admin2@example.com'] });
  ({ client: admin } = await server.signUp('admin@example.com', { verified: true }));
  ({ client: other } = await userOn(server, 'free', 'nosy'));
});
afterAll(() => server.close());

const report = (slug: string, reason = 'phishing', details?: string) =>
  server
    .client('198.51.100.30')
    .post('/api/report', { url: `https://${HOST}/${slug}`, reason, ...(details ? { details } : {}) });
const ref = (slug: string) => ({ hostname: HOST, slug });
const flagged = async () =>
  (await admin.get('/api/admin/flagged')).json().results as { slug: string; [k: string]: unknown }[];

describe('admin only', () => {
  it('answers 403 forbidden to a signed-in user who is not an admin, 401 without a session', async () => {
    const slug = await newLink(other, 'https://example.com/mine');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/flagged'],
      ['POST', '/api/admin/links/disable', ref(slug)],
      ['POST', '/api/admin/links/restore', ref(slug)],
      ['POST', '/api/admin/links/dismiss-reports', ref(slug)],
      ['POST', '/api/admin/users/ban', { user_id: '00000000-0000-4000-8000-000000000000' }],
      ['POST', '/api/admin/users/unban', { user_id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await other.request({ method: method, url, ...(payload ? { payload: payload } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden' });
      expect(
        (await server.client().request({ method: method, url, ...(payload ? { payload: payload } : {}) })).statusCode,
      ).toBe(401);
    }
    // Not even its own link: the owner cannot lift what an admin did.
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  });
});

describe('flagged, disable, restore, dismiss', () => {
  it('lists reported links with their count, latest reasons and owner', async () => {
    const { client: owner, email, id } = await userOn(server, 'free', 'spammer');
    const slug = await newLink(owner, 'https://example.com/bad');
    await report(slug, 'spam');
    await report(slug, 'phishing', 'fake bank');
    const row = (await flagged()).find((r) => r.slug === slug);
    expect(row).toEqual({
      hostname: HOST,
      slug,
      target_url: 'https://example.com/bad',
      created_at: expect.any(Number),
      owner_id: id,
      owner_email: email,
      owner_banned: false,
      disabled: false,
      report_count: 2,
      reporters: 1,
      latest_report_at: expect.any(Number),
      latest_reports: [
        { reason: 'phishing', details: 'fake bank', created_at: expect.any(Number) },
        { reason: 'spam', details: null, created_at: expect.any(Number) },
      ],
    });
  });

  it('disable answers 451 with the disabled page at once, restore redirects again', async () => {
    const { client: owner } = await userOn(server, 'free', 'disabled');
    const slug = await newLink(owner, 'https://example.com/to-disable');
    await report(slug);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302); // cached now
    const res = await admin.post('/api/admin/links/disable', ref(slug.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const visit = await server.visit(HOST, `/${slug}`);
    expect(visit.statusCode).toBe(451);
    expect(visit.headers.location).toBeUndefined();
    expect(visit.body).toContain('This link has been disabled.');
    expect(visit.body).not.toContain('example.com/to-disable');
    expect((await flagged()).find((r) => r.slug === slug)).toMatchObject({ disabled: true });
    // The owner still sees and may edit it, but cannot make it redirect.
    expect(
      (await owner.put(`/api/links/${slug}?hostname=${HOST}`, { url: 'https://example.com/edited' })).statusCode,
    ).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(451);

    expect((await admin.post('/api/admin/links/restore', ref(slug))).statusCode).toBe(200);
    const back = await server.visit(HOST, `/${slug}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('https://example.com/edited');
  });

  it('the owner cannot delete a disabled link to free its slug', async () => {
    const { client: owner } = await userOn(server, 'pro', 'tomb');
    const slug = `tomb-${Date.now() % 100000}`;
    expect(
      (await owner.post('/api/links/create', { url: 'https://example.com/tomb', hostname: HOST, slug })).statusCode,
    ).toBe(200);
    expect((await admin.post('/api/admin/links/disable', ref(slug))).statusCode).toBe(200);
    const del = await owner.del(`/api/links/delete/${slug}?hostname=${HOST}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'forbidden' });
    expect(
      (await owner.post('/api/links/create', { url: 'https://example.com/tomb', hostname: HOST, slug })).json(),
    ).toEqual({ error: 'slug_taken' });
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(451);
  });

  it('dismiss closes the open reports: the link leaves the page', async () => {
    const { client: owner } = await userOn(server, 'free', 'dismissed');
    const slug = await newLink(owner, 'https://example.com/fine');
    await report(slug, 'other');
    expect((await flagged()).some((r) => r.slug === slug)).toBe(true);
    const res = await admin.post('/api/admin/links/dismiss-reports', ref(slug));
    expect(res.json()).toEqual({ dismissed: 1 });
    expect((await flagged()).some((r) => r.slug === slug)).toBe(false);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  });

  it('an unknown link is not_found', async () => {
    for (const url of ['/api/admin/links/disable', '/api/admin/links/restore', '/api/admin/links/dismiss-reports']) {
      const res = await admin.post(url, ref('no-such-link'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    }
  });

  it('two admins disabling and restoring at once end consistent: the redirect follows the stored state', async () => {
    const { client: second } = await server.signUp('admin2@example.com', { verified: true });
    const { client: owner } = await userOn(server, 'free', 'contested');
    const slug = await newLink(owner, 'https://example.com/contested');
    for (let round = 0; round < 5; round++) {
      const [x, y] = await Promise.all([
        admin.post('/api/admin/links/disable', ref(slug)),
        second.post('/api/admin/links/restore', ref(slug)),
        server.visit(HOST, `/${slug}`),
      ]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
      const row = await server.db
        .selectFrom('links')
        .select('disabled_at')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(row.disabled_at ? 451 : 302);
    }
    await Promise.all([
      admin.post('/api/admin/links/disable', ref(slug)),
      second.post('/api/admin/links/disable', ref(slug)),
    ]);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(451);
  });
});

describe('ban', () => {
  it('ends the sessions at once, stops the links, and refuses sign-in with account_banned', async () => {
    const { client: owner, id, email } = await userOn(server, 'free', 'banned');
    const slug = await newLink(owner, 'https://example.com/banned-owner');
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    const res = await admin.post('/api/admin/users/ban', { user_id: id });
    expect(res.statusCode).toBe(200);
    const sessions = await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute();
    expect(sessions).toEqual([]);
    expect((await owner.get('/api/me')).statusCode).toBe(401);
    expect(
      (await owner.post('/api/links/create', { url: 'https://example.com/again', hostname: HOST })).statusCode,
    ).toBe(401);
    const visit = await server.visit(HOST, `/${slug}`);
    expect(visit.statusCode).toBe(451);
    expect(visit.body).toContain('This link has been disabled.');
    const login = await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'account_banned' });
    // A wrong password says nothing of the ban.
    expect((await server.client().post('/api/auth/login', { email, password: 'wrong password here' })).json()).toEqual({
      error: 'invalid_credentials',
    });

    expect((await admin.post('/api/admin/users/unban', { user_id: id })).statusCode).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    expect((await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("a banned owner's own host sends nobody to its root or not-found URL", async () => {
    const { client: owner, id } = await userOn(server, 'pro', 'banned-host');
    const created = await owner.post('/api/domains/create-subdomain', { sub: `bh${Date.now() % 100000}`, edge: HOST });
    expect(created.statusCode, created.body).toBe(200);
    const domain = created.json();
    const set = await owner.put(`/api/domains/settings/${domain.id}`, {
      root_url: 'https://example.com/root',
      not_found_url: 'https://example.com/missing',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await server.visit(domain.hostname, '/')).headers.location).toBe('https://example.com/root');
    expect((await server.visit(domain.hostname, '/nope')).headers.location).toBe('https://example.com/missing');
    expect((await admin.post('/api/admin/users/ban', { user_id: id })).statusCode).toBe(200);
    await eventually(async () => (await server.visit(domain.hostname, '/nope')).statusCode === 404);
    expect((await server.visit(domain.hostname, '/')).headers.location).not.toBe('https://example.com/root');
  });

  it('an admin cannot be banned; an unknown account is not_found', async () => {
    const me = (await admin.get('/api/me')).json();
    const res = await admin.post('/api/admin/users/ban', { user_id: me.id });
    expect(res.statusCode).toBe(403);
    expect((await admin.get('/api/me')).statusCode).toBe(200);
    expect(
      (await admin.post('/api/admin/users/ban', { user_id: '00000000-0000-4000-8000-000000000000' })).json(),
    ).toEqual({ error: 'not_found' });
  });
});
