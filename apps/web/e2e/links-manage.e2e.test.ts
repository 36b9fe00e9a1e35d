/**
 * Managing links in the list as a paid user would: the row's copy and QR buttons, renaming a link in the
 * Edit dialog, acting on a selection (tag, export, delete), at desktop and phone width. With
 * KURZ_DOCS_SCREENSHOTS=1 the screenshots docs/web.md shows are written to docs/img/ (otherwise to a
 * temporary directory, so a test run leaves the work tree as it was).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_USER } from './fixtures';
import { baseUrl, launchBrowser, createLinkFrom, downloadOf, PERSON_UA, selfTarget, shortUrl, signIn } from './helpers';

const DOCS_IMG =
  process.env.KURZ_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../../../docs/img/', import.meta.url))
    : `${mkdtempSync(join(tmpdir(), 'kurz-docs-img-'))}/`;
const run = Math.random().toString(36).slice(2, 7);

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    userAgent: PERSON_UA,
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  await signIn(page, PAID_USER);
});
afterAll(async () => {
  await browser?.close();
});

/** The list narrowed to this run's links (the paid account is shared with other journeys). */
async function openList(p: Page) {
  await p.goto(`/links?q=${run}`);
  await p.getByTestId('link-row').first().waitFor();
}

const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('managing links in the list', () => {
  it('copies and opens the QR page from the row, renames a link, tags, exports and deletes a selection', async () => {
    const titles = ['Spring sale', 'Docs', 'Newsletter'];
    const made = [];
    for (const title of titles) made.push(await createLinkFrom(page, { url: selfTarget(), title: `${title} ${run}` }));
    await openList(page);
    expect(await page.getByTestId('link-row').count()).toBe(3);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Copy and QR sit beside the short URL, no menu in the way.
    const first = made[0]!;
    const row = page.getByTestId('link-row').filter({ hasText: `Spring sale ${run}` });
    await row.getByRole('button', { name: `Copy kurz.localhost/${first.slug}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl(first.slug));
    await page.locator('.links-card').screenshot({ path: `${DOCS_IMG}web-links.png` });
    await row.getByRole('link', { name: `QR code for kurz.localhost/${first.slug}` }).click();
    await page.getByRole('heading', { name: 'QR code' }).waitFor();
    await page.goBack();

    // Rename: a new slug in the Edit dialog; the old short URL stops answering, the new one redirects.
    const renamed = `spring-${run}`;
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit kurz.localhost/${first.slug}` });
    await dialog.getByLabel('Slug').fill(made[1]!.slug);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('That slug is taken on this domain');
    await dialog.getByLabel('Slug').fill(renamed);
    await dialog.getByRole('note').waitFor();
    await dialog.screenshot({ path: `${DOCS_IMG}web-rename.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByTestId('short-url')
      .filter({ hasText: `kurz.localhost/${renamed}` })
      .waitFor();
    const get = (slug: string) =>
      page.evaluate(
        async (s) => (await fetch(`/api/links/${encodeURIComponent(s)}?hostname=kurz.localhost`)).status,
        slug,
      );
    expect(await get(renamed)).toBe(200);
    expect(await get(first.slug)).toBe(404);

    // A selection: two links tagged at once, exported, then deleted after a dialog naming the count.
    await page.getByRole('checkbox', { name: `Select kurz.localhost/${made[1]!.slug}` }).check();
    await page.getByRole('checkbox', { name: `Select kurz.localhost/${made[2]!.slug}` }).check();
    const bar = page.getByRole('region', { name: 'Selected links' });
    expect(await bar.getByText('2 selected').count()).toBe(1);
    await bar.getByRole('textbox', { name: 'Tag to add' }).fill(`bulk${run}`);
    await bar.getByRole('button', { name: 'Add tag' }).click();
    await bar
      .getByRole('status')
      .filter({ hasText: `Tagged 2 links bulk${run}.` })
      .waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('tag-chip')
          .filter({ hasText: `bulk${run}` })
          .count(),
      )
      .toBe(2);
    await page.locator('.links-page').screenshot({ path: `${DOCS_IMG}web-bulk.png` });

    const download = await downloadOf(page, bar.getByRole('button', { name: 'Export selected' }));
    expect(download.file).toBe('links-selected.csv');
    const csv = download.bytes.toString('utf8').trim().split('\r\n');
    expect(csv[0]).toBe('slug,host,target,title,created,clicks,rules');
    expect(
      csv
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([made[1]!.slug, made[2]!.slug].sort());

    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 links?' });
    await confirm.getByRole('button', { name: 'Delete 2 links' }).click();
    await expect.poll(() => page.getByTestId('link-row').count()).toBe(1);
    expect(await get(made[1]!.slug)).toBe(404);
    expect(await get(made[2]!.slug)).toBe(404);
    expect(await get(renamed)).toBe(200);
  });

  it('fits a phone: one compact filter bar, the row buttons reachable, nothing scrolls sideways', async () => {
    await createLinkFrom(page, { url: selfTarget(), title: `Phone ${run}` });
    const phone = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    await openList(mobile);
    expect(await noSidewaysScroll(mobile)).toBe(true);
    const bar = mobile.getByRole('search');
    const search = await bar.getByRole('searchbox', { name: 'Search links' }).boundingBox();
    const sort = await bar.getByRole('combobox', { name: 'Sort' }).boundingBox();
    // The filters share a line under the search box instead of stacking full-width.
    expect(sort!.width).toBeLessThan(390 / 2);
    expect(sort!.y).toBeGreaterThan(search!.y);
    const card = mobile.getByTestId('link-row').first();
    for (const button of [
      card.getByRole('button', { name: /^Copy / }),
      card.getByRole('link', { name: /^QR code for / }),
    ]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await mobile.screenshot({ path: `${DOCS_IMG}web-links-phone.png` });
    await phone.close();
  });
});
