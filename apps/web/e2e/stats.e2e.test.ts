import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  continueAsGuest,
  createLinkFrom,
  launchBrowser,
  onPath,
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

async function newGuest(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height },
    userAgent: PERSON_UA,
    locale: 'de-DE',
  });
  const page = await context.newPage();
  await continueAsGuest(page);
  return { context, page };
}

const createLink = (page: Page) => createLinkFrom(page, { url: selfTarget() });

/** Clicks reach the database in batches (200-500 ms), the daily rollups every 2 s: reload until the page shows what we wait for. */
async function reloadUntil(page: Page, check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await page.waitForTimeout(300);
    await page.reload();
  }
  throw new Error(`timed out waiting for ${what}`);
}

const tile = (page: Page, label: string) =>
  page
    .getByTestId('totals')
    .locator('.stat-tile')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .locator('.stat-value');

describe('analytics in the browser', () => {
  it('a click on a short link shows up on its stats page and in Reports', async () => {
    const { context, page } = await newGuest();
    const link = await createLink(page);

    // Visit the short link as a German desktop browser behind the (trusted) CDN.
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const visit = await page.goto(shortUrl(link.slug));
    expect(visit?.url()).toBe(selfTarget());
    await page.setExtraHTTPHeaders({});

    const statsPath = `/links/kurz.localhost/${link.slug}/stats`;
    await page.goto(statsPath);
    await page.getByRole('heading', { name: 'Statistics' }).waitFor();
    await reloadUntil(
      page,
      async () => (await tile(page, 'Clicks').textContent()) === '1',
      'the click on the stats page',
    );
    expect(await page.getByText(`kurz.localhost/${link.slug}`).count()).toBe(1);
    expect(await page.getByLabel('Range').inputValue()).toBe('all');

    const country = page.getByRole('table', { name: 'Country' });
    const device = page.getByRole('table', { name: 'Device' });
    await country.getByRole('button', { name: /^DE/ }).waitFor();
    await device.getByRole('button', { name: /^desktop/ }).waitFor();
    expect(await country.getByRole('row').count()).toBe(2);

    // The click stream opens on demand.
    await page.getByRole('button', { name: 'Click Stream (last 100)' }).click();
    const stream = page.getByTestId('click-stream');
    const event = stream.getByRole('row').nth(1);
    await event.waitFor();
    expect(await event.locator('td').nth(1).textContent()).toBe('DE');
    expect(await event.locator('td').nth(2).textContent()).toBe('desktop');
    await page.screenshot({ path: '/tmp/kurz-e2e-stats.png', fullPage: true });

    // A breakdown row filters the page, and the URL says so.
    await country.getByRole('button', { name: /^DE/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('filter_by') === 'country' && url.searchParams.get('filter_val') === 'DE',
    );
    await page.getByTestId('filter-chip').waitFor();
    await expect.poll(() => country.getByRole('button', { name: /^DE/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await tile(page, 'Clicks').textContent()).toBe('1');
    // Another country filters everything away; the chart says so.
    await page.goto(`${statsPath}?filter_by=country&filter_val=FR`);
    await page.getByText('No clicks in this range').waitFor();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await page.waitForURL((url) => !url.searchParams.has('filter_by'));
    await expect.poll(() => tile(page, 'Clicks').textContent()).toBe('1');

    // A preset writes its dates into the URL.
    await page.getByLabel('Range').selectOption('last7');
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    await expect.poll(() => tile(page, 'Clicks').textContent()).toBe('1');

    // Reports: the same click across the account.
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(onPath('/reports'));
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await expect.poll(() => tile(page, 'Clicks').textContent()).toBe('1');
    const links = page.getByTestId('report-links');
    await links.getByRole('link', { name: `kurz.localhost/${link.slug}` }).waitFor();
    expect(await links.getByRole('row').nth(1).locator('td').nth(1).textContent()).toBe('1');
    expect(await tile(page, 'Revenue').textContent()).toBe('$0.00');

    expect(await page.getByLabel('From').isDisabled()).toBe(true);
    await page.getByLabel('Range').selectOption({ label: 'Custom Dates' });
    expect(await page.getByLabel('From').isDisabled()).toBe(false);

    const streamRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('stats.accountStream')) streamRequests.push(r.url());
    });
    await page.getByRole('button', { name: 'Click Stream (last 20)' }).click();
    const row = page.getByTestId('click-stream').getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.locator('td').nth(4).textContent()).toBe(`kurz.localhost/${link.slug}`);
    expect(streamRequests).toHaveLength(1);
    expect(decodeURIComponent(streamRequests[0]!)).toContain('"limit":20');
    await page.screenshot({ path: '/tmp/kurz-e2e-reports.png', fullPage: true });

    // The link in Reports leads back to its stats.
    await links.getByRole('link', { name: `kurz.localhost/${link.slug}` }).click();
    await page.waitForURL(onPath(statsPath));
    await context.close();
  });

  it.each([
    [375, 'phone'],
    [1280, 'desktop'],
  ])('charts stay readable at %ipx (%s): x-axis labels never overlap', async (width, name) => {
    const { context, page } = await newGuest(width, 900);
    const link = await createLink(page);
    const now = Date.UTC(2025, 4, 20) / 1000;
    const hourly = Array.from({ length: 72 }, (_, i) => ({
      t: now - (71 - i) * 3600,
      count: Math.round(40 + 30 * Math.sin(i / 4) + (i % 7) * 3),
    }));
    const daily = Array.from({ length: 90 }, (_, i) => ({
      t: now - (89 - i) * 86_400,
      count: Math.round(300 + 200 * Math.sin(i / 9) + (i % 5) * 20),
    }));
    const summaryFor = (series: { t: number; count: number }[], bucket: 'hour' | 'day') => ({
      title: 'Dense fixture',
      totals: {
        clicks: series.reduce((n, p) => n + p.count, 0),
        unique_ips: 1200,
        conversions: 42,
        revenue: 1234.5,
        bots: 7,
      },
      revenue_by_currency: [{ currency: 'USD', amount: 1234.5 }],
      breakdowns: {
        country: [
          { key: 'DE', count: 900, conv: 20 },
          { key: 'US', count: 700, conv: 12 },
          { key: 'FR', count: 300, conv: 6 },
          { key: 'unknown', count: 40, conv: 0 },
        ],
        device: [
          { key: 'desktop', count: 1200, conv: 30 },
          { key: 'mobile', count: 700, conv: 12 },
        ],
        lang: [
          { key: 'de', count: 1000, conv: 20 },
          { key: 'en', count: 900, conv: 22 },
        ],
        browser: [
          { key: 'Chrome', count: 1300, conv: 30 },
          { key: 'Firefox', count: 600, conv: 12 },
        ],
        os: [
          { key: 'Windows', count: 900, conv: 20 },
          { key: 'macOS', count: 600, conv: 12 },
          { key: 'Android', count: 400, conv: 10 },
        ],
        target: [
          { key: 'https://example.com/a-rather-long-landing-page-path?utm_source=newsletter', count: 1900, conv: 42 },
        ],
        dow: [
          { key: 'Mon', count: 300, conv: 6 },
          { key: 'Tue', count: 280, conv: 5 },
          { key: 'Fri', count: 420, conv: 11 },
        ],
        source: [
          { key: 'direct', count: 1700, conv: 40 },
          { key: 'qr', count: 200, conv: 2 },
        ],
      },
      timeseries: series,
      conversions_timeseries: series.map((p, i) => ({
        t: p.t,
        conversions: i % 6 === 0 ? Math.round(p.count / 25) : 0,
      })),
      range: { from: series[0]!.t, to: series.at(-1)!.t + (bucket === 'hour' ? 3600 : 86_400), bucket },
    });

    for (const [bucket, series] of [
      ['hour', hourly],
      ['day', daily],
    ] as const) {
      // Only the summary is replaced, at the network edge; every other call reaches the server.
      await page.route('**/trpc/**', async (route) => {
        const url = new URL(route.request().url());
        const paths = url.pathname.split('/').pop()!.split(',');
        if (!paths.includes('stats.summary')) return route.continue();
        const real = await route.fetch();
        const body = (await real.json()) as unknown[];
        const patched = paths.map((p, i) =>
          p === 'stats.summary' ? { result: { data: summaryFor(series, bucket) } } : body[i],
        );
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(patched) });
      });
      await page.goto(`/links/kurz.localhost/${link.slug}/stats`);
      const chart = page.getByRole('img', { name: 'Clicks and conversions over time' });
      await chart.waitFor();
      const svgBox = (await chart.boundingBox())!;
      expect(svgBox.width).toBeLessThanOrEqual(width);
      const boxes = await chart.locator('.visx-axis-bottom .visx-axis-tick text').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, text: e.textContent };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < boxes.length; i++)
        expect(boxes[i]!.left, `${boxes[i - 1]!.text} / ${boxes[i]!.text}`).toBeGreaterThan(boxes[i - 1]!.right + 2);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Hovering (or touching) a bucket shows its numbers.
      await chart.hover({ position: { x: svgBox.width / 2, y: svgBox.height / 2 } });
      await page.locator('.ts-tooltip').waitFor();
      expect(await page.locator('.ts-tooltip').textContent()).toMatch(/Clicks\s*\d+.*Conversions\s*\d+/);
      await page.screenshot({ path: `/tmp/kurz-e2e-stats-${bucket}-${name}.png`, fullPage: true });
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/kurz-e2e-stats-${bucket}-${name}-chart.png` });
      await page
        .locator('section.breakdown')
        .first()
        .screenshot({ path: `/tmp/kurz-e2e-stats-${bucket}-${name}-country.png` });
      await page.unroute('**/trpc/**');
    }
    // Reports of an account without clicks: the empty state, at the same width.
    await page.goto('/reports');
    await page.getByText('No clicks in this range').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/kurz-e2e-reports-empty-${name}.png`, fullPage: true });
    await context.close();
  });
});
