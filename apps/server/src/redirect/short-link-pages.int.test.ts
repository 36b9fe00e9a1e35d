/**
 * The short-link hosts' pages over a real socket: each carries a strict CSP and frame protection; a
 * max_clicks link gives its target only to a counted visit; a locked password form says how long to wait.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestClient, type TestServer } from '../testing/index';
import { GOOGLEBOT_UA, HOST, q, userOn } from '../testing/links';

let server: TestServer;
let port: number;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer({ adminEmails: ['admin@example.com'] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  ({ client } = await userOn(server, 'hobby', 'pages'));
});
afterAll(() => server.close());

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function visit(
  path: string,
  opts: { method?: string; host?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
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
          host: opts.host ?? HOST,
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

async function linkWith(settings: Record<string, unknown>, url = 'https://example.com/secret-target'): Promise<string> {
  const res = await client.post('/api/links/create', { url, hostname: HOST, ...settings });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slug;
}

const styleHashOf = (html: string) =>
  `'sha256-${createHash('sha256')
    .update(/<style>([^<]*)<\/style>/.exec(html)![1]!)
    .digest('base64')}'`;

function expectProtected(res: Reply, formAction = "'none'") {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(
    /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action [^;]+; frame-ancestors 'none'$/,
  );
  expect(csp).toContain(`form-action ${formAction};`);
  // The page's own inline style sheet is the one the policy allows.
  if (res.body.includes('<style>')) expect(csp).toContain(`style-src ${styleHashOf(res.body)};`);
  expect(res.body).not.toMatch(/<script|style=/i);
}

describe('security headers on every page of a short-link host', () => {
  it('404 for an unknown slug', async () => {
    const res = await visit('/no-such-slug');
    expect(res.status).toBe(404);
    expectProtected(res);
  });

  it('410 for an expired link', async () => {
    // An expiry in the past is refused (expiry_in_past): the link is made to expire in a moment.
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const slug = await linkWith({ expires_at: expiresAt });
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 + 50 - Date.now()));
    const res = await visit(`/${slug}`);
    expect(res.status).toBe(410);
    expectProtected(res);
  });

  it('451 for a disabled link', async () => {
    const slug = await linkWith({});
    const { client: admin } = await server.signUp('admin@example.com', { verified: true });
    expect((await admin.post('/api/admin/links/disable', { hostname: HOST, slug })).statusCode).toBe(200);
    const res = await visit(`/${slug}`);
    expect(res.status).toBe(451);
    expectProtected(res);
  });

  it('the password page (200, 401), whose form may post to itself and follow the redirect to the target', async () => {
    const slug = await linkWith({ password: 'letmein' });
    const page = await visit(`/${slug}`);
    expect(page.status).toBe(200);
    expectProtected(page, "'self' https: http:");
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const refused = await visit(`/${slug}`, { form: { password: 'nope' } });
    expect(refused.status).toBe(303);
    const wrong = await visit(`/${slug}`, {
      headers: { cookie: String(refused.headers['set-cookie']).split(';')[0]! },
    });
    expect(wrong.status).toBe(401);
    expectProtected(wrong, "'self' https: http:");
  });

  it('the preview page crawlers get', async () => {
    const slug = await linkWith({});
    expect(
      (await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'T', description: 'D', image_url: null }))
        .statusCode,
    ).toBe(200);
    const res = await visit(`/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('og:title');
    expectProtected(res);
  });

  it('the 421 page a browser gets on a host kurz does not serve', async () => {
    const res = await visit('/abc', { host: 'gone.example', headers: { accept: 'text/html' } });
    expect(res.status).toBe(421);
    expectProtected(res);
  });

  it('not the 302 itself: it has no body to protect, and the target sends its own', async () => {
    const slug = await linkWith({});
    const res = await visit(`/${slug}`);
    expect(res.status).toBe(302);
    expect(res.headers['content-security-policy']).toBeUndefined();
    // The linking page's referrer policy stands: a policy on the redirect would replace it.
    expect(res.headers['referrer-policy']).toBeUndefined();
  });
});

describe('a max_clicks link shows its target only to a visit it counts', () => {
  it('HEAD answers 302 without a Location and spends nothing', async () => {
    const slug = await linkWith({ max_clicks: 1 });
    for (let i = 0; i < 3; i++) {
      const head = await visit(`/${slug}`, { method: 'HEAD' });
      expect(head.status).toBe(302);
      expect(head.headers.location).toBeUndefined();
    }
    const person = await visit(`/${slug}`);
    expect(person.status).toBe(302);
    expect(person.headers.location).toBe('https://example.com/secret-target');
  });

  it('a crawler gets a page without the target (with the link preview when there is one), uncounted', async () => {
    const plain = await linkWith({ max_clicks: 1 });
    const previewed = await linkWith({ max_clicks: 1 });
    expect(
      (
        await client.put(`/api/links/og/${q(previewed)}`, {
          enabled: true,
          title: 'Preview title',
          description: 'D',
          image_url: null,
        })
      ).statusCode,
    ).toBe(200);
    for (const slug of [plain, previewed]) {
      for (const method of ['GET', 'HEAD']) {
        const bot = await visit(`/${slug}`, { method, headers: { 'user-agent': GOOGLEBOT_UA } });
        expect(bot.status, `${slug} ${method}`).toBe(200);
        expect(bot.headers.location).toBeUndefined();
        expect(bot.body).not.toContain('secret-target');
        expectProtected(bot);
      }
    }
    expect((await visit(`/${previewed}`, { headers: { 'user-agent': GOOGLEBOT_UA } })).body).toContain(
      '<meta property="og:title" content="Preview title">',
    );
    // Nothing was spent: the one click is still there for a person.
    for (const slug of [plain, previewed])
      expect((await visit(`/${slug}`)).headers.location).toBe('https://example.com/secret-target');
  });

  it('a link without max_clicks still answers HEAD with its Location', async () => {
    const slug = await linkWith({});
    const head = await visit(`/${slug}`, { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.location).toBe('https://example.com/secret-target');
  });
});

describe('a password form locked by too many attempts says how long to wait', () => {
  /** The form as a browser sends it: the POST's 303, then the GET it leads to with the cookie it set. */
  const from = async (slug: string, ip: string, password: string) => {
    const post = await server.app.inject({
      method: 'POST',
      url: `/${slug}`,
      headers: { host: HOST, 'user-agent': DESKTOP_UA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${password}`,
      remoteAddress: ip,
    });
    expect(post.statusCode).toBe(303);
    const cookie = String(post.headers['set-cookie']).split(';')[0]!;
    return server.app.inject({
      method: 'GET',
      url: `/${slug}`,
      headers: { host: HOST, 'user-agent': DESKTOP_UA, cookie },
      remoteAddress: ip,
    });
  };

  it('one address past its 10 attempts: 429 naming the minutes left, with Retry-After', async () => {
    const slug = await linkWith({ password: 'letmein' });
    for (let i = 0; i < 10; i++) expect((await from(slug, '198.51.100.40', 'wrong')).statusCode).toBe(401);
    const locked = await from(slug, '198.51.100.40', 'letmein');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many attempts from your network. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('10 addresses x 10 wrong guesses lock the link for everyone, and the page says so', async () => {
    const slug = await linkWith({ password: 'letmein' });
    for (let n = 0; n < 10; n++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => from(slug, `203.0.113.${n}`, 'wrong')));
      for (const a of answers) expect(a.statusCode).toBe(401);
    }
    // The right password from an address that never tried.
    const locked = await from(slug, '192.0.2.200', 'letmein');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(
      'Too many wrong passwords were tried on this link from many places, so it is locked for everyone for now. Try again in 15 minutes.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});

describe("the short-link hosts' cookies", () => {
  it('are Secure when the service is served over https, and only then', async () => {
    const https = await createTestServer({ appOrigin: 'https://app.kurz.test' });
    try {
      for (const [s, secure] of [
        [https, true],
        [server, false],
      ] as const) {
        const { client: owner } = await userOn(s, 'hobby', secure ? 'cookies-https' : 'cookies-http');
        const made = await owner.post('/api/links/create', {
          url: 'https://example.com/a',
          hostname: HOST,
          password: 'letmein',
        });
        const post = await s.app.inject({
          method: 'POST',
          url: `/${made.json().slug}`,
          headers: { host: HOST, 'user-agent': DESKTOP_UA, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'password=wrong',
        });
        expect(post.statusCode).toBe(303);
        expect(String(post.headers['set-cookie']).endsWith('; Secure'), String(secure)).toBe(secure);
      }
    } finally {
      await https.close();
    }
  });
});
