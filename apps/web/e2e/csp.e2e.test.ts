/** The built dashboard runs under its Content-Security-Policy: walking its pages raises no violation. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cspViolations, launchBrowser, onPath, PERSON_UA, recordCspViolations, selfTarget } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every violation the page reports, from the DOM event and from the console, whatever the page. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

describe('Content-Security-Policy', () => {
  it('is sent with the dashboard and its API, and the app runs under it without a violation', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 900 },
      userAgent: PERSON_UA,
    });
    await recordCspViolations(context);
    const page = await context.newPage();
    const console = watchViolations(page);
    const violations: string[] = [];
    const collect = async () => violations.push(...(await cspViolations(page)));

    const doc = await page.goto('/login');
    const csp = (await doc!.allHeaders())['content-security-policy'] ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "style-src 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    const api = await page.request.get('/api/config');
    expect(api.headers()['content-security-policy']).toBe(csp);

    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(onPath('/links'));
    await collect();

    // A link made through the dialog, and one visit so the stats pages draw their charts and tables.
    await page.getByRole('button', { name: 'New Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await dialog.getByLabel('Target URL').fill(selfTarget());
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('link-row').first();
    const shortUrl = (await row.getByTestId('short-url').getAttribute('href'))!;
    const visitor = await context.newPage();
    await visitor.goto(shortUrl);
    await visitor.close();
    await collect();

    const slug = new URL(shortUrl).pathname.slice(1);
    await page.goto(`/links/kurz.localhost/${slug}/stats`);
    await page.getByRole('heading', { name: 'Statistics' }).waitFor();
    const overlay = page.getByTestId('chart-overlay');
    if (await overlay.count()) await overlay.first().hover();
    await collect();

    await page.goto(`/links/kurz.localhost/${slug}/rules`);
    await page.getByRole('heading', { name: 'Redirect rules' }).waitFor();
    await collect();

    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.goto('/profile');
    await page.waitForLoadState('networkidle');
    await collect();

    expect(violations).toEqual([]);
    expect(console).toEqual([]);

    // The watch itself works: an inline script is refused and reported.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.body.append(s);
    });
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    await context.close();
  });
});
