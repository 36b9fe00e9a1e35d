/** QR codes over HTTP: settings, server-rendered and uploaded images, logos, access, housekeeping. */
import { decodeQrPng, pngDimensions, runHousekeeping, svgToPng } from '@kurz/api';
import { QR } from '@kurz/core';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient, type TypedClient } from '../testing/apiClient';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, keyOwner } from '../testing/keys';
import { guest, HOST, newLink, PNG_1PX, postFile, q, userOn } from '../testing/links';
import { logoPng, qrPngOf, readObject } from '../testing/qr';

let server: TestServer;
let pro: TestClient;
let logoUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ client: pro } = await userOn(server, 'pro', 'qr'));
  const res = await postFile(server, pro, '/api/qr/logo', logoPng(), 'logo.png');
  expect(res.statusCode, res.body).toBe(200);
  logoUrl = res.json().url;
});
afterAll(() => server.close());

const DEFAULTS = {
  ecc: 'H',
  margin: 2,
  color_dark: '#000000',
  color_light: '#FFFFFF',
  logo_url: null,
  size: 512,
  image_size: 0.2,
  image_url: null,
  image_format: null,
};
const shortUrl = (slug: string) => `http://${HOST}:3000/${slug}`;
const upload = (c: TestClient | null, slug: string, bytes: Uint8Array, name?: string, type?: string) =>
  postFile(server, c, `/api/qr/upload?hostname=${HOST}&slug=${encodeURIComponent(slug)}`, bytes, name, type);

describe('GET /api/qr/info and PUT /api/qr/config', () => {
  it('answers the short URL and the spec defaults, then what was saved', async () => {
    const slug = await newLink(pro);
    const info = await pro.get(`/api/qr/info/${q(slug)}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ short_url: shortUrl(slug), qr_text: `${shortUrl(slug)}?qr=1`, qr: DEFAULTS });
    const put = await pro.put(`/api/qr/config/${q(slug)}`, {
      margin: 4,
      color_dark: '#1a3d7c',
      color_light: '#fff8e0',
      size: 1024,
      image_size: 0.25,
      logo_url: logoUrl,
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = {
      ...DEFAULTS,
      margin: 4,
      color_dark: '#1A3D7C',
      color_light: '#FFF8E0',
      size: 1024,
      image_size: 0.25,
      logo_url: logoUrl,
    };
    expect(put.json().qr).toEqual(saved);
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr).toEqual(saved);
  });

  it('clamps margin, size and logo size as the spec says', async () => {
    const slug = await newLink(pro);
    const hi = await pro.put(`/api/qr/config/${q(slug)}`, { margin: 50, size: 100_000, image_size: 0.95 });
    expect(hi.json().qr).toMatchObject({ margin: 10, size: 4096, image_size: 0.3 });
    const lo = await pro.put(`/api/qr/config/${q(slug)}`, { margin: -1, size: 1, image_size: 0 });
    expect(lo.json().qr).toMatchObject({ margin: 0, size: 64, image_size: 0.1 });
  });

  it('refuses bad colours, another ECC and a bad format with 400 invalid_input, leaving the settings', async () => {
    const slug = await newLink(pro);
    await pro.put(`/api/qr/config/${q(slug)}`, { margin: 3 });
    for (const body of [
      { color_dark: 'black' },
      { color_light: '#FFF' },
      { ecc: 'L' },
      { format: 'gif' },
      { margin: 'x' },
    ]) {
      const res = await pro.put(`/api/qr/config/${q(slug)}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr.margin).toBe(3);
  });

  it('keeps other tenants out: 404 not_found, over REST as over tRPC, and nothing changes', async () => {
    const slug = await newLink(pro);
    await pro.put(`/api/qr/config/${q(slug)}`, { margin: 7 });
    const { client: other } = await userOn(server, 'pro', 'qr-other');
    for (const res of [
      await other.get(`/api/qr/info/${q(slug)}`),
      await other.put(`/api/qr/config/${q(slug)}`, { margin: 1, format: 'png' }),
      await upload(other, slug, await qrPngOf(`${shortUrl(slug)}?qr=1`)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    }
    const trpc = await other.get(`/trpc/qr.info?input=${encodeURIComponent(JSON.stringify({ slug, hostname: HOST }))}`);
    expect(trpc.statusCode).toBe(404);
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr).toEqual({ ...DEFAULTS, margin: 7 });
    for (const res of [await server.client().get(`/api/qr/info/${q(slug)}`), await upload(null, slug, PNG_1PX)])
      expect(res.statusCode).toBe(401);
  });

  it('two saves at once both succeed and leave one consistent row', async () => {
    const slug = await newLink(pro);
    const [a, b] = await Promise.all([
      pro.put(`/api/qr/config/${q(slug)}`, { margin: 1, format: 'png', size: 128 }),
      pro.put(`/api/qr/config/${q(slug)}`, { margin: 5, format: 'svg', size: 256 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await server.db
      .selectFrom('qr_codes')
      .innerJoin('links', 'links.id', 'qr_codes.link_id')
      .select(['margin', 'size'])
      .where('links.slug', '=', slug)
      .execute();
    expect(rows).toHaveLength(1);
    expect([
      { margin: 1, size: 128 },
      { margin: 5, size: 256 },
    ]).toContainEqual(rows[0]);
  });
});

describe('images the server renders from the saved settings', () => {
  for (const size of [...QR.sizePresets, 1024, 4096]) {
    it(
      `a ${size} px PNG with the logo at 30 % decodes back to the short URL and is served immutable`,
      { timeout: 60_000 },
      async () => {
        const slug = await newLink(pro);
        const res = await pro.put(`/api/qr/config/${q(slug)}`, {
          size,
          image_size: 0.3,
          logo_url: logoUrl,
          format: 'png',
        });
        expect(res.statusCode, res.body).toBe(200);
        const { image_url, image_format } = res.json().qr;
        expect(image_format).toBe('png');
        expect(image_url).toMatch(/^http:\/\/localhost:3000\/api\/r2\?key=qr%2F[A-Za-z0-9_-]{43}\.png$/);
        const img = await readObject(server, image_url);
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/png');
        expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(pngDimensions(img.rawPayload)).toEqual({ width: size, height: size });
        expect(await decodeQrPng(img.rawPayload)).toBe(`${shortUrl(slug)}?qr=1`);
      },
    );
  }

  it('an SVG carries the logo inline, no script and no outside reference, and scans', async () => {
    const slug = await newLink(pro);
    const res = await pro.put(`/api/qr/config/${q(slug)}`, {
      size: 512,
      image_size: 0.3,
      logo_url: logoUrl,
      format: 'svg',
    });
    expect(res.statusCode, res.body).toBe(200);
    const img = await readObject(server, res.json().qr.image_url);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const svg = img.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(svg).toContain('href="data:image/png;base64,');
    expect(svg).not.toMatch(/<script|href="http|on\w+=/i);
    expect(await decodeQrPng(await svgToPng(svg))).toBe(`${shortUrl(slug)}?qr=1`);
  });

  it('saving again replaces the image; housekeeping removes the old one, not the current one or the logo', async () => {
    const slug = await newLink(pro);
    const first = (
      await pro.put(`/api/qr/config/${q(slug)}`, { color_dark: '#112233', format: 'png', size: 128, logo_url: logoUrl })
    ).json().qr.image_url;
    const second = (
      await pro.put(`/api/qr/config/${q(slug)}`, { color_dark: '#332211', format: 'png', size: 128, logo_url: logoUrl })
    ).json().qr.image_url;
    expect(second).not.toBe(first);
    expect((await readObject(server, first)).statusCode).toBe(200);
    await server.db
      .updateTable('uploads')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` } as never)
      .execute();
    await runHousekeeping(server.runtime.deps);
    expect((await readObject(server, first)).statusCode).toBe(404);
    expect((await readObject(server, second)).statusCode).toBe(200);
    expect((await readObject(server, logoUrl)).statusCode).toBe(200);
  });
});

describe('PUT /api/qr/config with some fields (as a script sends it, through the generated client)', () => {
  let api: TypedClient;
  beforeAll(async () => {
    const { client, id } = await keyOwner(server, 'qr-script');
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
    api = typedClient(server, (await createKey(client, 'write')).key);
  });
  const put = (slug: string, body: Record<string, unknown>) =>
    api.PUT('/api/qr/config/{slug}', { params: { path: { slug }, query: { hostname: HOST } }, body });

  it('keeps every field left out, as the other PUTs do', async () => {
    const slug = (await api.POST('/api/links/create', { body: { url: 'https://example.com/qr-keep', hostname: HOST } }))
      .data!.slug;
    await put(slug, { margin: 5, color_dark: '#1a3d7c', color_light: '#fff8e0', size: 1024, image_size: 0.25 });
    const res = await put(slug, { margin: 1 });
    expect(res.error).toBeUndefined();
    expect(res.data!.qr).toMatchObject({
      margin: 1,
      color_dark: '#1A3D7C',
      color_light: '#FFF8E0',
      size: 1024,
      image_size: 0.25,
    });
    // An empty body changes nothing.
    expect((await put(slug, {})).data!.qr).toMatchObject({ margin: 1, color_dark: '#1A3D7C', size: 1024 });
  });

  it('republishes the image in its format when a setting changes, and keeps it when none does', async () => {
    const slug = (
      await api.POST('/api/links/create', { body: { url: 'https://example.com/qr-republish', hostname: HOST } })
    ).data!.slug;
    const first = (await put(slug, { size: 128, color_dark: '#112233', format: 'svg' })).data!.qr;
    expect(first.image_format).toBe('svg');
    const same = (await put(slug, { size: 128 })).data!.qr;
    expect(same.image_url).toBe(first.image_url);
    const recoloured = (await put(slug, { color_dark: '#aa0000' })).data!.qr;
    expect(recoloured.image_format).toBe('svg');
    expect(recoloured.image_url).not.toBe(first.image_url);
    const svg = (await readObject(server, recoloured.image_url!)).body;
    expect(svg).toContain('#AA0000');
    expect(svg).not.toContain('#112233');
  });

  it('a logo left out stays, and null removes it (republished without it)', async () => {
    const { client } = await userOn(server, 'pro', 'qr-logo');
    const slug = await newLink(client);
    const logo = (await postFile(server, client, '/api/qr/logo', logoPng(), 'logo.png')).json().url as string;
    await client.put(`/api/qr/config/${q(slug)}`, { logo_url: logo, format: 'png', size: 128 });
    const kept = (await client.put(`/api/qr/config/${q(slug)}`, { margin: 3 })).json().qr;
    expect(kept.logo_url).toBe(logo);
    const removed = (await client.put(`/api/qr/config/${q(slug)}`, { logo_url: null })).json().qr;
    expect(removed.logo_url).toBeNull();
    expect(removed.image_url).not.toBe(kept.image_url);
    expect(await decodeQrPng((await readObject(server, removed.image_url)).rawPayload)).toBe(`${shortUrl(slug)}?qr=1`);
  });
});

describe('POST /api/qr/upload (a PNG exported in the browser)', () => {
  it('stores a PNG of this link and answers its image_url', async () => {
    const slug = await newLink(pro);
    const png = await qrPngOf(`${shortUrl(slug)}?qr=1`, 256);
    const res = await upload(pro, slug, png);
    expect(res.statusCode, res.body).toBe(200);
    const { image_url } = res.json().qr;
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr.image_url).toBe(image_url);
    expect(Buffer.compare((await readObject(server, image_url)).rawPayload, Buffer.from(png))).toBe(0);
  });

  it('two uploads at once both succeed', async () => {
    const slug = await newLink(pro);
    const png = await qrPngOf(`${shortUrl(slug)}?qr=1`, 128);
    const results = await Promise.all([upload(pro, slug, png), upload(pro, slug, png)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0].json().qr.image_url).toBe(results[1].json().qr.image_url);
  });

  it('refuses what is not this link’s code, each with its code, and keeps the current image', async () => {
    const slug = await newLink(pro);
    const good = (await upload(pro, slug, await qrPngOf(`${shortUrl(slug)}?qr=1`))).json().qr.image_url;
    const otherSlug = await newLink(pro);
    const cases: [Uint8Array, string, string, number, string][] = [
      [Buffer.from('not an image at all, just text\n'.repeat(20)), 'x.png', 'image/png', 415, 'unsupported_media_type'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
        415,
        'unsupported_media_type',
      ],
      [Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png', 413, 'payload_too_large'],
      [PNG_1PX, 'tiny.png', 'image/png', 400, 'invalid_image_dimensions'],
      [await qrPngOf('https://evil.example/phish'), 'other.png', 'image/png', 400, 'qr_content_mismatch'],
      [await qrPngOf(`${shortUrl(otherSlug)}?qr=1`), 'other-link.png', 'image/png', 400, 'qr_content_mismatch'],
      [await qrPngOf(shortUrl(slug)), 'no-marker.png', 'image/png', 400, 'qr_content_mismatch'],
    ];
    for (const [bytes, name, type, status, error] of cases) {
      const res = await upload(pro, slug, bytes, name, type);
      expect([name, res.statusCode, res.json()]).toEqual([name, status, { error }]);
    }
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr.image_url).toBe(good);
    // A slug longer than any is refused, not cut down to some other link's.
    const tooLong = await upload(pro, `${slug}${'x'.repeat(64)}`, await qrPngOf(`${shortUrl(slug)}?qr=1`));
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { error: 'invalid_input', field: 'slug', message: 'slug must be at most 64 characters long.' },
    ]);
  });
});

describe('logos (paid plans only)', () => {
  it('refuses guests and free users with 403 qr_logo_not_allowed, on upload and on save', async () => {
    const g = await guest(server);
    const { client: free } = await userOn(server, 'free', 'qr-free');
    for (const c of [g, free]) {
      const res = await postFile(server, c, '/api/qr/logo', logoPng(), 'logo.png');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'qr_logo_not_allowed' });
      const slug = await newLink(c);
      const put = await c.put(`/api/qr/config/${q(slug)}`, { logo_url: logoUrl, format: 'png' });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ error: 'qr_logo_not_allowed' });
      // Without a logo they save and publish as anyone does.
      const plain = await c.put(`/api/qr/config/${q(slug)}`, { format: 'png', size: 128 });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(await decodeQrPng((await readObject(server, plain.json().qr.image_url)).rawPayload)).toBe(
        `${shortUrl(slug)}?qr=1`,
      );
    }
  });

  it('takes raster images only, checked by their bytes', async () => {
    const svg = await postFile(
      server,
      pro,
      '/api/qr/logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'l.png',
      'image/png',
    );
    expect([svg.statusCode, svg.json()]).toEqual([415, { error: 'unsupported_media_type' }]);
    const webp = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
    const w = await postFile(server, pro, '/api/qr/logo', webp, 'l.webp', 'image/webp');
    expect([w.statusCode, w.json()]).toEqual([415, { error: 'unsupported_media_type' }]);
    const big = await postFile(
      server,
      pro,
      '/api/qr/logo',
      Buffer.concat([logoPng(), Buffer.alloc(1024 * 1024)]),
      'l.png',
    );
    expect([big.statusCode, big.json()]).toEqual([413, { error: 'payload_too_large' }]);
  });

  it('fetches a logo only from our own store, and only the caller’s own: 400 invalid_logo', async () => {
    const slug = await newLink(pro);
    const { client: other } = await userOn(server, 'pro', 'qr-logo-other');
    const foreign = (await postFile(server, other, '/api/qr/logo', logoPng(64), 'logo.png')).json().url;
    for (const logo_url of [
      'https://evil.example/logo.png',
      'http://169.254.169.254/latest',
      'http://localhost:3000/api/r2?key=og%2Fabcdefghijkl.png',
      foreign,
    ]) {
      const res = await pro.put(`/api/qr/config/${q(slug)}`, { logo_url, format: 'png' });
      expect([logo_url, res.statusCode, res.json()]).toEqual([logo_url, 400, { error: 'invalid_logo' }]);
    }
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr).toEqual(DEFAULTS);
  });
});

describe('QR scans as a traffic source', () => {
  it('?qr=1 is counted as source qr and not passed on; stats and the account report show QR next to direct', async () => {
    const { client: owner } = await userOn(server, 'pro', 'qr-scans');
    const slug = await newLink(owner, 'https://example.com/landing?x=1');
    const scan = await server.visit(HOST, `/${slug}?qr=1&utm_source=poster`);
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toBe('https://example.com/landing?x=1&utm_source=poster');
    expect((await server.visit(HOST, `/${slug}?qr=1`)).headers.location).toBe('https://example.com/landing?x=1');
    // Only the marker is ours: another value of qr is the visitor's, passed on and not a scan.
    expect((await server.visit(HOST, `/${slug}?qr=yes`)).headers.location).toBe(
      'https://example.com/landing?x=1&qr=yes',
    );
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    await server.runtime.recorder.flush();

    const stored = await server.db
      .selectFrom('clicks')
      .innerJoin('links', 'links.id', 'clicks.link_id')
      .select('clicks.source')
      .where('links.slug', '=', slug)
      .execute();
    expect(stored.map((c) => c.source ?? 'none').sort()).toEqual(['none', 'none', 'qr', 'qr']);
    const summary = (await owner.get(`/api/stats/summary?hostname=${HOST}&slug=${slug}`)).json();
    expect(summary.breakdowns.source).toEqual([
      { key: 'direct', count: 2, conv: 0 },
      { key: 'qr', count: 2, conv: 0 },
    ]);
    const onlyQr = (
      await owner.get(`/api/stats/summary?hostname=${HOST}&slug=${slug}&filter_by=source&filter_val=qr`)
    ).json();
    expect(onlyQr.totals.clicks).toBe(2);
    expect(onlyQr.breakdowns.source).toEqual([{ key: 'qr', count: 2, conv: 0 }]);
    const report = (await owner.get('/api/stats/account')).json();
    expect(report.breakdowns.source).toEqual([
      { key: 'direct', count: 2, conv: 0 },
      { key: 'qr', count: 2, conv: 0 },
    ]);
    const reportQr = (await owner.get('/api/stats/account?filter_by=source&filter_val=qr')).json();
    expect(reportQr.totals.clicks).toBe(2);
    expect(reportQr.breakdowns.source).toEqual([{ key: 'qr', count: 2, conv: 0 }]);
    expect(reportQr.links).toEqual([{ host: HOST, slug, clicks: 2, conversions: 0 }]);
    expect((await owner.get('/api/stats/account?filter_by=source&filter_val=direct')).json().totals.clicks).toBe(2);
  });
});
