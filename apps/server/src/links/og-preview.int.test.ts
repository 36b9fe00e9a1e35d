/** Custom social previews: settings, what crawlers get, and the image upload + /api/r2 read. */
import { OG_UPLOADS_PER_HOUR } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { GOOGLEBOT_UA, HOST, IPHONE_UA, newLink, PNG_1PX, q, uploadImage, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'og'));
});
afterAll(() => server.close());

const FACEBOOK_UA = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const TWITTER_UA = 'Twitterbot/1.0';

const EMPTY = { enabled: false, title: '', description: '', image_url: null };

const upload = (c: TestClient | null, bytes: Uint8Array, filename?: string, type?: string) =>
  uploadImage(server, c, bytes, filename, type);

describe('GET/PUT/DELETE /api/links/og/{slug}', () => {
  it('starts empty, saves, reads back in data, and DELETE removes it', async () => {
    const slug = await newLink(client);
    const empty = await client.get(`/api/links/og/${q(slug)}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: EMPTY });
    const og = {
      enabled: true,
      title: 'Big sale',
      description: 'Everything must go',
      image_url: 'https://cdn.example.com/i.png',
    };
    const put = await client.put(`/api/links/og/${q(slug)}`, og);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: og });
    expect((await client.get(`/api/links/og/${q(slug)}`)).json()).toEqual({ data: og });
    const del = await client.del(`/api/links/og/${q(slug)}`);
    expect(del.statusCode).toBe(200);
    expect((await client.get(`/api/links/og/${q(slug)}`)).json()).toEqual({ data: EMPTY });
  });

  it('accepts 160/300 characters and refuses 161/301 with 400 invalid_input, an image URL no link could have with invalid_url', async () => {
    const slug = await newLink(client);
    const ok = await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 't'.repeat(160),
      description: 'd'.repeat(300),
      image_url: null,
    });
    expect(ok.statusCode).toBe(200);
    for (const [body, error] of [
      [{ enabled: true, title: 't'.repeat(161), description: '', image_url: null }, 'invalid_input'],
      [{ enabled: true, title: '', description: 'd'.repeat(301), image_url: null }, 'invalid_input'],
      [{ enabled: true, title: 'x', description: '', image_url: 'javascript:alert(1)' }, 'invalid_url'],
      // Shaped like http(s) but not a URL a link could have: no host, credentials.
      [{ enabled: true, title: 'x', description: '', image_url: 'https://' }, 'invalid_url'],
      [
        { enabled: true, title: 'x', description: '', image_url: 'https://user:pass@cdn.example.com/i.png' },
        'invalid_url',
      ],
      [{ title: 'no enabled flag' }, 'invalid_input'],
    ] as const) {
      const res = await client.put(`/api/links/og/${q(slug)}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error });
    }
    expect((await client.get(`/api/links/og/${q(slug)}`)).json().data.title).toBe('t'.repeat(160));
  });

  it('refuses the free plan with 403 custom_preview_not_allowed', async () => {
    const free = await userOn(server, 'free');
    const slug = await newLink(free.client);
    const res = await free.client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 'x',
      description: '',
      image_url: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'custom_preview_not_allowed' });
    expect((await free.client.get(`/api/links/og/${q(slug)}`)).json()).toEqual({ data: EMPTY });
  });
});

describe('what a crawler gets', () => {
  it('serves an escaped og: page to link unfurlers and a 302 to browsers', async () => {
    const slug = await newLink(client, 'https://example.com/real?a=1&b=2');
    await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 'Hi <script>alert("x")</script>',
      description: 'Tom & "Jerry"',
      image_url: 'https://cdn.example.com/i.png?w=1&h=2',
    });
    for (const ua of [FACEBOOK_UA, TWITTER_UA]) {
      const res = await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': ua } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(
        '<meta property="og:title" content="Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">',
      );
      expect(res.body).toContain('<meta property="og:description" content="Tom &amp; &quot;Jerry&quot;">');
      expect(res.body).toContain('<meta property="og:image" content="https://cdn.example.com/i.png?w=1&amp;h=2">');
      expect(res.body).not.toContain('<script>');
    }
    for (const ua of [IPHONE_UA, undefined]) {
      const res = await server.visit(HOST, `/${slug}`, ua ? { headers: { 'user-agent': ua } } : {});
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://example.com/real?a=1&b=2');
    }
  });

  it('a disabled or deleted preview sends crawlers on with a 302, at once', async () => {
    const slug = await newLink(client, 'https://example.com/t');
    await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'On', description: '', image_url: null });
    expect((await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } })).statusCode).toBe(200);
    await client.put(`/api/links/og/${q(slug)}`, { enabled: false, title: 'On', description: '', image_url: null });
    expect((await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } })).statusCode).toBe(302);
    await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'On', description: '', image_url: null });
    expect((await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } })).statusCode).toBe(200);
    await client.del(`/api/links/og/${q(slug)}`);
    expect((await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } })).statusCode).toBe(302);
  });

  it('the preview page points crawlers on to the target with the click id when conversions are on', async () => {
    const slug = await newLink(client, 'https://example.com/conv');
    await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'T', description: '', image_url: null });
    await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true });
    const res = await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': FACEBOOK_UA } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<meta http-equiv="refresh" content="0;url=https:\/\/example\.com\/conv\?clid=[A-Za-z0-9_-]+">/,
    );
  });
});

describe('POST /api/og/upload and GET /api/r2', () => {
  it('stores a real PNG and serves it back with its type and nosniff', async () => {
    const res = await upload(client, PNG_1PX);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/r2\?key=og%2F[A-Za-z0-9_-]+\.png$/);
    const read = await server.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    // Even a file that a browser would render cannot run script or be framed.
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(read.headers['x-frame-options']).toBe('DENY');
    expect(Buffer.compare(read.rawPayload, PNG_1PX)).toBe(0);
    // The uploaded URL can be used as the preview image.
    const slug = await newLink(client);
    const put = await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 'img',
      description: '',
      image_url: url,
    });
    expect(put.json().data.image_url).toBe(url);
  });

  it('accepts a PNG above the 1 MiB JSON body limit but within 5 MiB', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(client, big);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a text file named .png with 415 unsupported_media_type', async () => {
    const res = await upload(
      client,
      Buffer.from('just some text, honestly not an image\n'.repeat(10)),
      'fake.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type' });
  });

  it('refuses an SVG with 415 unsupported_media_type', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
    );
    const res = await upload(client, svg, 'x.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type' });
  });

  it('refuses more than 5 MiB with 413 payload_too_large', async () => {
    const huge = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(client, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large' });
  });

  it('refuses an anonymous upload with 401 and a free account with 403', async () => {
    const anon = await upload(null, PNG_1PX);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'unauthorized' });
    const free = await userOn(server, 'free');
    const res = await upload(free.client, PNG_1PX);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'custom_preview_not_allowed' });
  });

  it('refuses a free account before reading the body: 403, not 413, for an oversized file', async () => {
    const free = await userOn(server, 'free');
    const res = await upload(free.client, Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'custom_preview_not_allowed' });
  });

  it(`limits one account to ${OG_UPLOADS_PER_HOUR} uploads an hour with 429 rate_limited, storing nothing past it`, async () => {
    const { client: busy } = await userOn(server, 'pro', 'busy-uploader');
    for (let i = 0; i < OG_UPLOADS_PER_HOUR; i++) expect((await upload(busy, PNG_1PX)).statusCode).toBe(200);
    const uploadsBefore = await server.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(busy, PNG_1PX);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    const uploadsAfter = await server.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(uploadsAfter.n)).toBe(Number(uploadsBefore.n));
    // Another account is not affected.
    expect((await upload(client, PNG_1PX)).statusCode).toBe(200);
  });

  it('refuses a non-multipart upload with 415', async () => {
    const json = await client.request({ method: 'POST', url: '/api/og/upload', payload: { file: 'x' } });
    const text = await client.request({
      method: 'POST',
      url: '/api/og/upload',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    for (const res of [json, text]) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'unsupported_media_type' });
    }
  });

  it('answers 404 not_found for unknown or malformed keys', async () => {
    for (const key of ['og/nope.png', '../../etc/passwd', '']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/r2?key=${encodeURIComponent(key)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    }
  });
});
