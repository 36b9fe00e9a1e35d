import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createAccount, launchBrowser, mailedLink, selfTarget } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('audit log in the browser', () => {
  it("an owner makes a link in a shared workspace and reads it in the workspace's audit log", async () => {
    const email = `audit-owner-${Date.now()}@example.com`;
    const page = await (
      await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })
    ).newPage();
    await createAccount(page, email, 'correct horse battery');
    await page.goto((await mailedLink('verify_email', email, '/verify-email?token=')).url);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.goto('/links');

    await page.getByRole('button', { name: 'Create workspace' }).click();
    const create = page.getByRole('dialog', { name: 'Create workspace' });
    await create.getByLabel('Name').fill('Audit Team');
    await create.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL((url) => url.pathname === '/links' && url.searchParams.has('workspace'));
    const workspaceId = new URL(page.url()).searchParams.get('workspace');

    await page.getByRole('button', { name: 'New Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await dialog.getByLabel('Target URL').fill(`${selfTarget()}?audit`);
    await dialog.getByLabel('Title (optional)').fill('Audited link');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    const shortName = (await page.getByTestId('short-url').first().textContent())!;

    // The menu's entry keeps the workspace in the address.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/audit');
    expect(new URL(page.url()).searchParams.get('workspace')).toBe(workspaceId);
    const created = page.getByTestId('audit-row').filter({ hasText: 'created link' });
    await created.first().waitFor();
    const cells = await created.first().locator('td').allTextContents();
    expect(cells.slice(1, 4)).toEqual([email, 'created link', shortName]);
  });
});
