/** Journeys through the dashboard a new user takes in the first minutes, in Chromium against the real server. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_USER } from './fixtures';
import {
  apiMe,
  baseUrl,
  continueAsGuest,
  createLinkFrom,
  launchBrowser,
  onPath,
  PERSON_UA,
  selfTarget,
  shortUrl,
  signIn,
} from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    userAgent: PERSON_UA,
  });
  return context.newPage();
}

describe('the dashboard in a new user’s hands', () => {
  it('a guest who presses Logout is warned that the links will be lost, and Cancel keeps them', async () => {
    const page = await newPage();
    await continueAsGuest(page);
    const guest = await apiMe(page);
    await createLinkFrom(page, { url: 'https://example.com/guest-logout' });
    await page.reload();
    await page.getByTestId('link-row').first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    const warning = page.getByRole('dialog', { name: 'Log out of the guest account?' });
    expect(await warning.textContent()).toContain('Your links will be lost unless you register');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    expect((await apiMe(page)).body.id).toBe(guest.body.id);

    // Register is offered from the warning.
    await page.getByRole('button', { name: 'Logout' }).click();
    await warning.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Confirm password').waitFor();
    await page.keyboard.press('Escape');

    // Confirming logs out for good.
    await page.getByRole('button', { name: 'Logout' }).click();
    await warning.getByRole('button', { name: 'Log out and lose my links' }).click();
    await page.waitForURL(onPath('/login'));
    expect((await apiMe(page)).status).toBe(401);
    await page.context().close();
  });

  it('Edit: UTM fields keep spaces, the dialog reads left-aligned, A/B rows keep to one line, and the row then shows the split', async () => {
    const page = await newPage();
    await signIn(page, PAID_USER);
    const { slug } = await createLinkFrom(page, { url: 'https://example.com/edit-me' });
    await page.reload();
    const row = page.getByTestId('link-row').filter({ hasText: `kurz.localhost/${slug}` });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit kurz.localhost/${slug}` });
    expect(await dialog.locator('form').evaluate((el) => getComputedStyle(el).textAlign)).toBe('left');

    await dialog.getByText('UTM builder').click();
    await dialog.getByLabel('Campaign').pressSequentially('summer sale');
    expect(await dialog.getByLabel('Campaign').inputValue()).toBe('summer sale');
    expect(await dialog.getByLabel('Target URL').inputValue()).toBe(
      'https://example.com/edit-me?utm_campaign=summer+sale',
    );

    await dialog.getByText('More settings').click();
    await dialog.getByRole('button', { name: 'Add A/B target' }).click();
    for (const i of [1, 2]) {
      const url = (await dialog.getByLabel(`Target ${i} URL`).boundingBox())!;
      const remove = (await dialog.getByRole('button', { name: `Remove target ${i}` }).boundingBox())!;
      // The remove button sits beside the URL, not on a line of its own, and the URL field has room.
      expect(Math.abs(remove.y + remove.height - (url.y + url.height))).toBeLessThan(12);
      expect(url.width).toBeGreaterThan(220);
      await dialog.getByLabel(`Target ${i} URL`).fill(`https://example.com/variant-${i}`);
    }
    expect(await dialog.getByTestId('ab-row').first().textContent()).toContain('%');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const split = row.getByTestId('link-split');
    await expect
      .poll(() => split.textContent())
      .toBe('→ 50% https://example.com/variant-1→ 50% https://example.com/variant-2');
    expect(await row.textContent()).not.toContain('https://example.com/edit-me');
    await page.context().close();
  });

  it('Today and Total update while the links page stays open (no reload)', async () => {
    const page = await newPage();
    await continueAsGuest(page);
    const { slug } = await createLinkFrom(page, { url: selfTarget() });
    await page.reload();
    const row = page.getByTestId('link-row').first();
    expect(await row.getByTestId('clicks-total').textContent()).toBe('0');

    const visitor = await page.context().newPage();
    await visitor.goto(shortUrl(slug));
    await visitor.close();
    // The list asks again every 10 s while visible; the click is counted within seconds.
    await expect
      .poll(() => row.getByTestId('clicks-total').textContent(), { timeout: 30_000, interval: 500 })
      .toBe('1');
    expect(await row.getByTestId('clicks-today').textContent()).toBe('1');
    await page.context().close();
  });

  it('a tag given in New Link shows in its colour and in the tag filter at once, and its chip filters the list', async () => {
    const page = await newPage();
    await signIn(page, PAID_USER);
    await page.getByRole('button', { name: 'New Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
    await dialog.getByLabel('Target URL').fill('https://example.com/tagged-e2e');
    await dialog.getByText('More settings').click();
    await dialog.getByLabel('Tags (comma separated)').fill('Fresh');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });

    const chip = page.getByTestId('tag-chip').filter({ hasText: 'Fresh' }).first();
    // Its own colour, not the grey of a tag the page does not know yet.
    await expect
      .poll(() => chip.evaluate((el) => getComputedStyle(el).color), { timeout: 10_000 })
      .not.toBe('rgb(75, 85, 99)');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Tag', exact: true }).locator('option').allTextContents())
      .toContain('Fresh');
    await chip.click();
    await page.waitForURL((u) => u.searchParams.get('tag') === 'Fresh');
    await expect.poll(() => page.getByTestId('link-row').count()).toBe(1);
    await page.context().close();
  });

  it('upgrade with a chosen period: a guest picks Hobby monthly, registration names it, and Checkout is for that period', async () => {
    const page = await newPage();
    await continueAsGuest(page);
    const { slug } = await createLinkFrom(page, { url: 'https://example.com/upgrade' });
    await page.goto(`/links/kurz.localhost/${slug}/rules`);
    await page
      .getByRole('form', { name: 'Redirect rules' })
      .getByRole('button', { name: 'Upgrade', exact: true })
      .click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await upgrade.getByRole('button', { name: 'Monthly' }).click();
    expect(await upgrade.getByRole('article', { name: 'Hobby' }).textContent()).toContain('€9.00/month');
    await upgrade.getByRole('button', { name: 'Upgrade Plan Hobby' }).click();

    const register = page.getByRole('dialog', { name: 'Create your account' });
    expect(await register.getByTestId('register-plan').textContent()).toBe(
      'You chose the Hobby plan, billed monthly: checkout opens right after you register.',
    );
    await register.getByLabel('Email').fill(`period-${Date.now()}@example.com`);
    await register.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await register.getByLabel('Confirm password').fill('correct horse battery');
    await register.getByRole('button', { name: 'Register' }).click();
    await page.getByText('price_e2e_hobby_monthly: 9.00 EUR per month').waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
