/** Visits to links with expiry, a password, an A/B split or app deep links, over a real socket. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestClient, type TestServer } from '../testing/index';
import { account, summary } from '../testing/stats';
import { GOOGLEBOT_UA, HOST, IPHONE_UA, postbackToken, q, userOn } from '../testing/links';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let server: TestServer;
let port: number;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  ({ client } = await userOn(server, 'hobby', 'visits'));
});
afterAll(() => server.close());

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to the short-link host over the socket; a form body is sent url-encoded. */
function visit(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? (body !== undefined ? 'POST' : 'GET'),
        path,
        headers: {
          host: HOST,
          'user-agent': DESKTOP_UA,
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits until the given epoch second is over. */
const untilPast = (epochSeconds: number) =>
  new Promise((resolve) => setTimeout(resolve, epochSeconds * 1000 + 50 - Date.now()));

/** The cookie a password answer (a 303) sets, as a Cookie header value. */
const cookieOf = (reply: { headers: Record<string, unknown> }) => String(reply.headers['set-cookie']).split(';')[0]!;
const refusalIn = (reply: { headers: Record<string, unknown> }) =>
  /^kz_pw_refused=(\w+)/.exec(cookieOf(reply))?.[1] ?? null;

/** The password form sent as a browser does: the POST's 303, then the GET it leads to with its cookie. */
async function submitPassword(path: string, form: Record<string, string>): Promise<{ post: Reply; page: Reply }> {
  const post = await visit(path, { form });
  expect(post.status).toBe(303);
  expect(post.headers.location).toBe(path);
  return { post, page: await visit(path, { headers: { cookie: cookieOf(post) } }) };
}

async function linkWith(settings: Record<string, unknown>, url = 'https://example.com/target'): Promise<string> {
  const res = await client.post('/api/links/create', { url, hostname: HOST, ...settings });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slug;
}

const clicksOf = async (slug: string) => {
  await server.runtime.recorder.flush();
  return server.db
    .selectFrom('clicks')
    .innerJoin('links', 'links.id', 'clicks.link_id')
    .select(['clicks.target', 'clicks.is_bot', 'clicks.click_id'])
    .where('links.slug', '=', slug)
    .execute();
};

describe('expiry', () => {
  it('a link past expires_at answers 410 "This link has expired", never the target', async () => {
    // An expiry in the past is refused (expiry_in_past): the link is made to expire in a moment.
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const slug = await linkWith({ expires_at: expiresAt });
    expect((await visit(`/${slug}`)).status).toBe(302);
    await untilPast(expiresAt);
    const res = await visit(`/${slug}`);
    expect(res.status).toBe(410);
    expect(res.body).toContain('This link has expired');
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('example.com/target');
    expect((await visit(`/${slug}`, { method: 'HEAD' })).status).toBe(410);
  });

  it('with expired_url it answers 302 there', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const slug = await linkWith({ expires_at: expiresAt, expired_url: 'https://example.com/sorry' });
    await untilPast(expiresAt);
    const res = await visit(`/${slug}`);
    expect(res).toMatchObject({ status: 302, headers: { location: 'https://example.com/sorry' } });
  });

  it('max_clicks counts people: bots pass without counting, and 20 visits at once get exactly max_clicks redirects', async () => {
    const slug = await linkWith({ max_clicks: 5 });
    // A crawler is not counted, so it gets a page without the target (short-link-pages.int.test.ts).
    const bot = await visit(`/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(bot.status).toBe(200);
    expect(bot.headers.location).toBeUndefined();
    const replies = await Promise.all(Array.from({ length: 20 }, () => visit(`/${slug}`)));
    expect(replies.filter((r) => r.status === 302)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 410)).toHaveLength(15);
    const clicks = await clicksOf(slug);
    expect(clicks.filter((c) => !c.is_bot)).toHaveLength(5);
  });

  it('the limit reached is kept in the database: a reloaded cache and a lowered counter do not revive the link; raising the limit does', async () => {
    const slug = await linkWith({ max_clicks: 2 });
    await visit(`/${slug}`);
    await visit(`/${slug}`);
    await server.runtime.recorder.flush();
    const row = () =>
      server.db
        .selectFrom('links')
        .select(['id', 'clicks_exhausted_at'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
    expect((await row()).clicks_exhausted_at).not.toBeNull();
    // The retention clean-up lowers the counter; the link stays spent.
    await server.db
      .updateTable('link_counters')
      .set({ clicks_total: 0 })
      .where('link_id', '=', (await row()).id)
      .execute();
    await client.put(`/api/links/${q(slug)}`, { title: 'reloads the cache' });
    expect((await visit(`/${slug}`)).status).toBe(410);
    // The owner raises the limit above the count: it serves again, up to the new limit.
    await client.put(`/api/links/${q(slug)}`, { max_clicks: 3 });
    expect((await row()).clicks_exhausted_at).toBeNull();
    expect((await visit(`/${slug}`)).status).toBe(302);
  });

  it('the counter written by the click writer reaches the cache: a link that reloads knows its clicks', async () => {
    const slug = await linkWith({ max_clicks: 3 });
    await visit(`/${slug}`);
    await visit(`/${slug}`);
    await server.runtime.recorder.flush();
    // As another replica would see it: the cache forgets the link and loads it with its counter.
    server.runtime.cache['links'].clear();
    expect((await visit(`/${slug}`)).status).toBe(302);
    expect((await visit(`/${slug}`)).status).toBe(410);
  });

  it('a reload while counted clicks still wait in the click buffer does not count from below them', async () => {
    // Clicks stay in the buffer until flushed: the counter in the database lags the redirects served.
    const held = await createTestServer({}, { recorder: { flushIntervalMs: 60_000 } });
    try {
      const { client: owner } = await userOn(held, 'pro', 'held-clicks');
      const slug = (
        await owner.post('/api/links/create', { url: 'https://example.com/t', hostname: HOST, max_clicks: 3 })
      ).json().slug;
      const statuses = async (n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await held.visit(HOST, `/${slug}`)).statusCode);
        return out;
      };
      expect(await statuses(2)).toEqual([302, 302]);
      // An edit reloads the link (as every counter update by the writer does), while both clicks wait.
      expect((await owner.put(`/api/links/${q(slug)}`, { title: 'edited' })).statusCode).toBe(200);
      expect(await statuses(3)).toEqual([302, 410, 410]);
    } finally {
      await held.close();
    }
  });
});

describe('password', () => {
  it('asks for the password with a 200 page that gives nothing of the target away, to people and crawlers', async () => {
    const slug = await linkWith({ password: 'letmein' }, 'https://secret.example/doc');
    await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 'Secret title',
      description: 'Secret description',
      image_url: null,
    });
    for (const ua of [DESKTOP_UA, GOOGLEBOT_UA]) {
      const res = await visit(`/${slug}`, { headers: { 'user-agent': ua } });
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('<form method="post">');
      expect(res.body).not.toMatch(/secret|og:/i);
    }
    expect(await clicksOf(slug)).toHaveLength(0);
  });

  it('a wrong password answers 401 with the page and a message; the right one 303 to a GET that redirects to the target and counts the click', async () => {
    const slug = await linkWith({ password: 'letmein' }, 'https://secret.example/doc');
    const { page: wrong } = await submitPassword(`/${slug}`, { password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('Wrong password');
    expect(wrong.body).not.toContain('secret.example');
    // Said once: the page after it asks again without the message.
    expect(String(wrong.headers['set-cookie'])).toBe(
      `kz_pw_refused=; Max-Age=0; Path=/${slug}; HttpOnly; SameSite=Lax`,
    );
    expect((await submitPassword(`/${slug}`, {})).page.status).toBe(401);
    // See Other to the same short URL: the browser keeps no POST in its history (Back does not resubmit).
    const right = await visit(`/${slug}?utm_source=x`, { form: { password: 'letmein' } });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe(`/${slug}?utm_source=x`);
    expect(right.body).not.toContain('secret.example');
    const grant = String(right.headers['set-cookie']).split(';')[0]!;
    expect(String(right.headers['set-cookie'])).toMatch(
      new RegExp(`^kz_unlock=[^;]+; Max-Age=60; Path=/${slug}; HttpOnly; SameSite=Lax$`),
    );
    expect(await clicksOf(slug)).toHaveLength(0);

    const followed = await visit(`/${slug}?utm_source=x`, { headers: { cookie: grant } });
    expect(followed.status).toBe(302);
    expect(followed.headers.location).toBe('https://secret.example/doc?utm_source=x');
    // The grant is used up: Back to the short URL shows the form again.
    expect(String(followed.headers['set-cookie'])).toBe(`kz_unlock=; Max-Age=0; Path=/${slug}; HttpOnly; SameSite=Lax`);
    await expect.poll(async () => (await clicksOf(slug)).map((c) => c.target)).toEqual(['https://secret.example/doc']);
  });

  it('a grant for another link, a forged one, or one from before the password changed shows the form', async () => {
    const slug = await linkWith({ password: 'letmein' }, 'https://secret.example/doc');
    const other = await linkWith({ password: 'letmein' }, 'https://secret.example/other');
    const grantOf = async (s: string) =>
      String((await visit(`/${s}`, { form: { password: 'letmein' } })).headers['set-cookie']).split(';')[0]!;
    const otherGrant = await grantOf(other);
    expect((await visit(`/${slug}`, { headers: { cookie: otherGrant } })).status).toBe(200);
    const grant = await grantOf(slug);
    const [name, value] = grant.split('=') as [string, string];
    const forged = `${name}=${value.replace(/\.(\d+)\./, (_m, t: string) => `.${Number(t) + 3600}.`)}`;
    expect((await visit(`/${slug}`, { headers: { cookie: forged } })).status).toBe(200);
    expect((await client.put(`/api/links/${q(slug)}`, { password: 'changed-it' })).statusCode).toBe(200);
    await expect.poll(async () => (await visit(`/${slug}`, { headers: { cookie: grant } })).status).toBe(200);
    expect((await visit(`/${slug}`, { headers: { cookie: grant } })).body).toContain('<form method="post">');
  });

  it('a POST to a link without a password, or to no link, is 405', async () => {
    const slug = await linkWith({});
    expect((await visit(`/${slug}`, { form: { password: 'x' } })).status).toBe(405);
    expect((await visit('/no-such-link', { form: { password: 'x' } })).status).toBe(405);
  });

  it('attempts are limited per link and address, also when they race: at most 10 are checked, the rest get 429', async () => {
    const slug = await linkWith({ password: 'letmein' });
    const attempts = await Promise.all(
      Array.from({ length: 14 }, () => visit(`/${slug}`, { form: { password: 'wrong' } })),
    );
    expect(attempts.filter((r) => refusalIn(r) === 'wrong')).toHaveLength(10);
    expect(attempts.filter((r) => refusalIn(r) === 'address')).toHaveLength(4);
    const { page: locked } = await submitPassword(`/${slug}`, { password: 'letmein' });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many attempts');
    // Another address still may.
    const other = await server.app.inject({
      method: 'POST',
      url: `/${slug}`,
      headers: { host: HOST, 'user-agent': DESKTOP_UA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=letmein',
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(303);
    expect(refusalIn(other)).toBeNull();
    expect(cookieOf(other)).toMatch(/^kz_unlock=/);
  });

  it('many addresses together get at most 100 guesses a link in 15 minutes', async () => {
    const slug = await linkWith({ password: 'letmein' });
    const from = (n: number, password: string) =>
      server.app.inject({
        method: 'POST',
        url: `/${slug}`,
        headers: { host: HOST, 'user-agent': DESKTOP_UA, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `password=${password}`,
        remoteAddress: `203.0.${Math.floor(n / 200)}.${n % 200}`,
      });
    // Ten addresses, ten wrong guesses each: the link's whole allowance.
    for (let n = 0; n < 10; n++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => from(n, 'wrong')));
      for (const a of answers) expect(refusalIn(a)).toBe('wrong');
    }
    expect(refusalIn(await from(10, 'letmein'))).toBe('link');
  });
});

describe('A/B split', () => {
  const split = [
    { url: 'https://example.com/a', weight: 50 },
    { url: 'https://example.com/b', weight: 50 },
  ];

  it('draws a target, remembers it in a cookie on the short-link host, and keeps the visitor on it', async () => {
    const slug = await linkWith({ targets: split });
    const id = (await server.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const first = await visit(`/${slug}`);
    expect(first.status).toBe(302);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^kz_ab_${id}=[\\w-]{10}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
    const variant = cookie.split(';')[0]!.split('=')[1];
    for (let i = 0; i < 5; i++) {
      const again = await visit(`/${slug}`, { headers: { cookie: `other=1; kz_ab_${id}=${variant}` } });
      expect(again.headers.location).toBe(first.headers.location);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(String((await visit(`/${slug}`)).headers.location));
    expect(seen).toEqual(new Set(split.map((t) => t.url)));
  });

  it('keeps a visitor on their variant when the owner reorders the split and replaces the other one', async () => {
    const slug = await linkWith({ targets: split });
    const id = (await server.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    let cookie = '';
    while (!cookie) {
      const drawn = await visit(`/${slug}`);
      if (drawn.headers.location === split[1]!.url)
        cookie = `kz_ab_${id}=${String(drawn.headers['set-cookie']).split(';')[0]!.split('=')[1]}`;
    }
    const edited = [
      { url: split[1]!.url, weight: 50 },
      { url: 'https://example.com/c', weight: 50 },
    ];
    expect((await client.put(`/api/links/${q(slug)}`, { targets: edited })).statusCode).toBe(200);
    // Once the edit is live (a new visitor may draw c), the cookie still names b, now first in the list.
    for (let seen = ''; seen !== 'https://example.com/c';) seen = String((await visit(`/${slug}`)).headers.location);
    const again = await visit(`/${slug}`, { headers: { cookie } });
    expect(again.headers.location).toBe(split[1]!.url);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('rules win over the split', async () => {
    const slug = await linkWith({ targets: split });
    const rules = await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/mobile', when: { device: ['mobile'] } }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const res = await visit(`/${slug}`, { headers: { 'user-agent': IPHONE_UA } });
    expect(res.headers.location).toBe('https://example.com/mobile');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('stats show clicks and conversions per target', async () => {
    const slug = await linkWith({ targets: split });
    await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: null });
    const byTarget = new Map<string, string[]>();
    for (let i = 0; i < 30; i++) {
      const loc = new URL(String((await visit(`/${slug}`)).headers.location));
      const clid = loc.searchParams.get('clid')!;
      loc.searchParams.delete('clid');
      byTarget.set(loc.href, [...(byTarget.get(loc.href) ?? []), clid]);
    }
    const [convertedTarget, clickIds] = [...byTarget.entries()][0]!;
    expect(
      (await server.client().get(`/api/postback?clickid=${clickIds[0]}&token=${await postbackToken(client)}`))
        .statusCode,
    ).toBe(200);
    await server.runtime.recorder.flush();
    const s = await summary(client, slug);
    const rows = Object.fromEntries(
      s.breakdowns.target.map((r: { key: string; count: number; conv: number }) => [r.key, r]),
    );
    for (const [target, ids] of byTarget)
      expect(rows[target]).toMatchObject({ count: ids.length, conv: target === convertedTarget ? 1 : 0 });
  });
});

describe('app deep links', () => {
  it('sends iOS and Android visitors to their app links, others to the target; rules still win', async () => {
    const slug = await linkWith({
      ios_url: 'https://apps.apple.com/app/id1',
      android_url: 'https://play.google.com/store/apps/details?id=x',
    });
    expect((await visit(`/${slug}`, { headers: { 'user-agent': IPHONE_UA } })).headers.location).toBe(
      'https://apps.apple.com/app/id1',
    );
    expect((await visit(`/${slug}`, { headers: { 'user-agent': ANDROID_UA } })).headers.location).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
    expect((await visit(`/${slug}`)).headers.location).toBe('https://example.com/target');
    await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/de', when: { lang: ['de'] } }],
    });
    const ruled = await visit(`/${slug}`, { headers: { 'user-agent': IPHONE_UA, 'accept-language': 'de-DE' } });
    expect(ruled.headers.location).toBe('https://example.com/de');
  });
});

describe('reports by tag', () => {
  it('account stats with ?tag= count only the tagged links', async () => {
    const { client: owner } = await userOn(server, 'free', 'tagged');
    const make = async (tags: string[]) =>
      (await owner.post('/api/links/create', { url: 'https://example.com/t', hostname: HOST, tags })).json()
        .slug as string;
    const tagged = await make(['Promo']);
    const other = await make([]);
    for (const s of [tagged, tagged, tagged, other]) await visit(`/${s}`);
    await server.runtime.recorder.flush();
    expect((await account(owner)).totals.clicks).toBe(4);
    const promo = await account(owner, { tag: 'PROMO' });
    expect(promo.totals.clicks).toBe(3);
    expect(promo.links.map((l: { slug: string }) => l.slug)).toEqual([tagged]);
  });
});
