import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, onPath } from './helpers';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body stays as sent (fetch would decompress it and hide the encoding). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl()), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('delivery of the built dashboard', () => {
  let entry: string;
  let plainSize: number;

  beforeAll(async () => {
    const index = await rawGet('/');
    entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(index.body.toString())![1]!;
    plainSize = (await rawGet(entry)).body.length;
  });

  it('sends a hashed asset as brotli or gzip when accepted, cached for a year', async () => {
    const br = await rawGet(entry, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plainSize / 2.5);

    const gz = await rawGet(entry, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(plainSize / 2);

    const plain = await rawGet(entry);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.length).toBe(plainSize);
  });

  it('sends index.html for app routes with no-cache, compressed too', async () => {
    for (const path of ['/', '/links', '/links/kurz.localhost/abc/stats']) {
      const res = await rawGet(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-encoding'], path).toBe('br');
    }
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await rawGet('/assets/index-deadbeef.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('first load of /links in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves well under 200 KB of scripts and styles, all compressed', async () => {
    const signIn = await browser.newContext({ baseURL: baseUrl() });
    const first = await signIn.newPage();
    await first.goto('/login');
    await first.getByRole('button', { name: 'Continue as guest' }).click();
    await first.waitForURL(onPath('/links'));
    // A fresh context with the same session: an empty HTTP cache, as on a first visit.
    const context = await browser.newContext({ baseURL: baseUrl(), storageState: await signIn.storageState() });
    await signIn.close();
    const page = await context.newPage();
    const assets: { url: string; bytes: Promise<number>; encoding: string | undefined }[] = [];
    page.on('response', (res) => {
      if (!new URL(res.url()).pathname.startsWith('/assets/')) return;
      assets.push({
        url: res.url(),
        bytes: res
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
        encoding: res.headers()['content-encoding'],
      });
    });
    await page.goto('/links');
    await page.getByRole('button', { name: /New Link/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(assets.map((a) => a.bytes));
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(assets.length).toBeGreaterThan(5);
    // Files under 1 KiB are not worth compressing; every larger one must arrive compressed.
    for (const [i, a] of assets.entries()) if (sizes[i]! > 1024) expect(a.encoding, a.url).toBe('br');
    expect(total).toBeLessThan(200_000);
    await context.close();
  });
});
