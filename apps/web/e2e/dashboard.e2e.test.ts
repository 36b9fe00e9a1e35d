/** Journeys through the dashboard a new user takes in the first minutes, in Chromium against the real server. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMe, baseUrl, continueAsGuest, createLinkFrom, launchBrowser, onPath, PERSON_UA } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, userAgent: PERSON_UA });
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
});
