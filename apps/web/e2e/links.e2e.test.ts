import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, continueAsGuest, launchBrowser, PERSON_UA, selfTarget } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks are flushed in batches (200-500 ms), the daily rollups every 2 s: reload /links until the row shows the expected counts. */
async function waitForCounts(page: Page, today: string, total: string) {
  const row = page.getByTestId('link-row').first();
  await expect
    .poll(
      async () => {
        await page.reload();
        await row.waitFor();
        return [
          await row.getByTestId('clicks-today').textContent(),
          await row.getByTestId('clicks-total').textContent(),
        ];
      },
      { timeout: 15_000, interval: 500 },
    )
    .toEqual([today, total]);
}

describe('links in the browser', () => {
  it('a guest creates a link, follows it through the short host, and sees the click counted', async () => {
    // A person's browser: headless Chromium says so in its user agent, and bots are not counted as clicks.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      userAgent: PERSON_UA,
    });
    const page = await context.newPage();

    await continueAsGuest(page);
    await page.getByText('No links yet').waitFor();
    await expect.poll(() => page.getByTestId('links-usage').textContent()).toBe('Links 0/25');

    // Create a link whose target is a page of the test server itself.
    const target = selfTarget();
    await page.getByRole('button', { name: 'New Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Please fill target URL');
    await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
    expect(await dialog.getByLabel('Custom slug (optional)').isDisabled()).toBe(true);
    await dialog.getByLabel('Target URL').fill(target);
    await dialog.getByLabel('Title (optional)').fill('Health check');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The new short URL is confirmed in a toast (and put on the clipboard).
    await page.getByRole('status').filter({ hasText: 'Link created' }).waitFor();

    const row = page.getByTestId('link-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Health check');
    expect(await row.textContent()).toContain(target);
    expect(await row.textContent()).toMatch(/Expires in \d+ days?/);
    await expect.poll(() => page.getByTestId('links-usage').textContent()).toBe('Links 1/25');
    const shortUrl = (await row.getByTestId('short-url').getAttribute('href'))!;
    const port = new URL(baseUrl()).port;
    expect(shortUrl).toMatch(new RegExp(`^http://kurz\\.localhost:${port}/[A-Za-z0-9]+$`));
    await page.screenshot({ path: '/tmp/kurz-e2e-links.png', fullPage: true });

    // Follow the short link: the short host redirects to the target.
    const visitor = await context.newPage();
    await visitor.goto(shortUrl);
    const landed = new URL(visitor.url());
    expect(`${landed.origin}${landed.pathname}`).toBe(target);
    await visitor.close();

    await waitForCounts(page, '1', '1');

    // Fix the target through Edit (any plan): the short link follows the new target at once.
    const fixed = selfTarget().replace(/\/healthz$/, '/readyz');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit kurz\.localhost\// });
    await edit.getByLabel('Target URL').fill(fixed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain(fixed);
    const again = await context.newPage();
    await again.goto(shortUrl);
    const relanded = new URL(again.url());
    expect(`${relanded.origin}${relanded.pathname}`).toBe(fixed);
    await again.close();
    await waitForCounts(page, '2', '2');

    // Rules page of the new link; a guest sees it view-only with an upgrade button.
    await row.getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/rules'));
    await page.getByRole('heading', { name: 'Redirect rules' }).waitFor();
    expect(await page.getByLabel('Default URL').inputValue()).toBe(fixed);
    expect(await page.getByLabel('Default URL').isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Conversion tracking' }).waitFor();
    await page.screenshot({ path: '/tmp/kurz-e2e-rules.png', fullPage: true });
    await page.getByRole('form', { name: 'Redirect rules' }).getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await upgrade.getByText('Redirect rules require a paid plan').waitFor();
    await upgrade.getByRole('article', { name: 'Hobby' }).waitFor();
    await page.screenshot({ path: '/tmp/kurz-e2e-upgrade.png' });
    // A guest picking a plan is asked to register first.
    await upgrade.getByRole('button', { name: 'Upgrade Plan Hobby' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    const pending = await page.evaluate(() => localStorage.getItem('kurz.pendingCheckout'));
    expect(JSON.parse(pending!)).toMatchObject({ plan: 'hobby', period: 'yearly' });
    await page.keyboard.press('Escape');

    // Phone width: rows become cards, a tap shows the actions on touch screens.
    const phone = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    await mobile.goto('/links');
    const card = mobile.getByTestId('link-row').first();
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Rules' }).isVisible()).toBe(false);
    await card.getByTestId('clicks-total').tap();
    await card.getByRole('link', { name: 'Rules' }).waitFor({ state: 'visible' });
    await mobile.screenshot({ path: '/tmp/kurz-e2e-links-phone.png', fullPage: true });
    await card.getByRole('link', { name: 'Rules' }).tap();
    await mobile.getByRole('heading', { name: 'Redirect rules' }).waitFor();
    await mobile.screenshot({ path: '/tmp/kurz-e2e-rules-phone.png', fullPage: true });
    await phone.close();

    // Delete asks first, then the list is empty again.
    await page.goto('/links');
    page.once('dialog', (d) => {
      expect(d.message()).toBe('Delete this link?');
      void d.accept();
    });
    await page.getByTestId('link-row').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No links yet').waitFor();
    await context.close();
  });
});
