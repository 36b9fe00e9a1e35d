import { decodeQrPng, pngDimensions, svgToPng } from '@kurz/api';
import { QR, qrText, renderQrSvg } from '@kurz/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  continueAsGuest,
  createLinkFrom,
  downloadOf,
  PERSON_UA,
  selfTarget,
  shortUrl,
} from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function guestWithLink(width: number, height: number): Promise<{ page: Page; slug: string }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height },
    acceptDownloads: true,
    userAgent: PERSON_UA,
  });
  const page = await context.newPage();
  await continueAsGuest(page);
  const { slug } = await createLinkFrom(page, { url: selfTarget() });
  return { page, slug };
}

/** The file a click on `name` (a link or button) makes the browser download, and its suggested name. */
const downloadBy = (page: Page, role: 'link' | 'button', name: string) =>
  downloadOf(page, page.getByRole(role, { name }));

/** The file behind 'Download current', as the browser downloads it. */
const downloadCurrent = async (page: Page) => (await downloadBy(page, 'link', 'Download current')).bytes;

describe('QR editor in the browser', () => {
  it('saves a PNG exported by the browser and an SVG rendered by the server; both downloads scan as the short URL', async () => {
    const { page, slug } = await guestWithLink(1280, 900);
    await page.goto(`/links/${slug}/qr?hostname=kurz.localhost`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('QR code');
    expect(await page.getByTestId('qr-short-url').getAttribute('href')).toBe(shortUrl(slug));
    // Guests get the logo button disabled, with the way to upgrade next to it.
    expect(await page.getByRole('button', { name: 'Upgrade to add logo' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Download current' }).count()).toBe(0);

    await page.getByLabel('Size', { exact: true }).selectOption('256');
    await page.getByLabel('Dark colour').fill('#1a3d7c');
    // Keyboard: the margin slider moves with the arrow keys.
    await page.getByLabel('Margin', { exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    // The design as it stands downloads without a save: it scans, and nothing was saved.
    const unsaved = await downloadBy(page, 'button', 'Download PNG');
    expect(unsaved.file).toBe(`${slug}-qr-256.png`);
    expect(pngDimensions(unsaved.bytes)).toEqual({ width: 256, height: 256 });
    expect(await decodeQrPng(unsaved.bytes)).toBe(`${shortUrl(slug)}?qr=1`);
    const unsavedSvg = await downloadBy(page, 'button', 'Download SVG');
    expect(unsavedSvg.bytes.toString('utf8')).toMatch(/^<svg [^>]*width="256"/);
    expect(await decodeQrPng(await svgToPng(unsavedSvg.bytes.toString('utf8')))).toBe(`${shortUrl(slug)}?qr=1`);
    expect(await page.getByRole('link', { name: 'Download current' }).count()).toBe(0);
    expect(
      (await page.evaluate(async (s) => (await fetch(`/api/qr/info/${s}?hostname=kurz.localhost`)).json(), slug)).qr
        .image_url,
    ).toBeNull();

    await page.getByRole('button', { name: 'Generate & Save' }).click();
    await page.getByText('QR saved').waitFor();
    const png = await downloadCurrent(page);
    expect(pngDimensions(png)).toEqual({ width: 256, height: 256 });
    expect(await decodeQrPng(png)).toBe(`${shortUrl(slug)}?qr=1`);
    const info = await page.evaluate(
      async (s) => (await fetch(`/api/qr/info/${s}?hostname=kurz.localhost`)).json(),
      slug,
    );
    expect(info.qr).toMatchObject({ margin: 3, size: 256, color_dark: '#1A3D7C', image_format: 'png' });

    await page.getByLabel('Format').selectOption('svg');
    await page.getByLabel('Size', { exact: true }).selectOption('custom');
    await page.getByLabel('Custom size (px)').fill('1024');
    await page.getByRole('button', { name: 'Generate & Save' }).click();
    await expect
      .poll(
        async () =>
          (await page.evaluate(async (s) => (await fetch(`/api/qr/info/${s}?hostname=kurz.localhost`)).json(), slug)).qr
            .image_format,
      )
      .toBe('svg');
    await page.getByText('QR saved').waitFor();
    const svg = (await downloadCurrent(page)).toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="1024"/);
    expect(await decodeQrPng(await svgToPng(svg))).toBe(`${shortUrl(slug)}?qr=1`);

    // A scan of the printed code counts as a QR visit on the link's stats.
    await page.goto(`${shortUrl(slug)}?qr=1`);
    // The marker is ours alone: the target gets no ?qr=1.
    expect(page.url()).toBe(selfTarget());
    await expect
      .poll(
        async () => {
          await page.goto(`/links/kurz.localhost/${slug}/stats`);
          return page
            .getByRole('table', { name: 'Source' })
            .getByRole('row')
            .nth(1)
            .textContent({ timeout: 2000 })
            .catch(() => '');
        },
        { timeout: 15_000 },
      )
      .toContain('QR');

    // The account report narrows to QR scans from its own Source table; the URL keeps the filter.
    await page.goto('/reports');
    await page.getByRole('table', { name: 'Source' }).getByRole('button', { name: /^QR/ }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('filter_by') === 'source' && u.searchParams.get('filter_val') === 'qr',
    );
    expect(await page.getByTestId('filter-chip').textContent()).toContain('QR');
    await expect
      .poll(() => page.getByRole('table', { name: 'Links' }).textContent())
      .toContain(`kurz.localhost/${slug}`);
    expect(await page.getByRole('table', { name: 'Source' }).getByRole('row').count()).toBe(2);
  });

  it('is usable at phone width: nothing overflows and Generate & Save is reachable', async () => {
    const { page, slug } = await guestWithLink(390, 800);
    await page.goto(`/links/${slug}/qr?hostname=kurz.localhost`);
    await page.getByTestId('qr-preview').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const preview = await page.getByTestId('qr-preview').boundingBox();
    expect(preview!.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Generate & Save' }).click();
    await page.getByText('QR saved').waitFor();
  });

  it('exports a code with an inlined logo through the canvas as a PNG that scans (the paid-plan path)', async () => {
    const { page } = await guestWithLink(800, 800);
    // The export the editor does (lib/qr.ts svgToPngBlob), on the renderer's SVG with a PNG logo inlined.
    const logoPng = Buffer.from(
      await svgToPng(renderQrSvg({ text: 'logo', size: 96, margin: 0, colorDark: '#C0392B', colorLight: '#2C3E50' })),
    ).toString('base64');
    const text = qrText('http://kurz.localhost/abc1234');
    const svg = renderQrSvg({
      text,
      size: 512,
      margin: QR.marginDefault,
      colorDark: '#000000',
      colorLight: '#FFFFFF',
      logo: { href: `data:image/png;base64,${logoPng}`, size: QR.logoMax },
    });
    const exported = await page.evaluate(async (source) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 512;
      canvas.height = 512;
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, 0, 0, 512, 512);
      return canvas.toDataURL('image/png');
    }, svg);
    const png = Buffer.from(exported.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(pngDimensions(png)).toEqual({ width: 512, height: 512 });
    expect(await decodeQrPng(png)).toBe(text);
  });
});
