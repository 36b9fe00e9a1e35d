import { get } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  continueAsGuest,
  createAccount,
  createLinkFrom,
  launchBrowser,
  mailedLink,
  onPath,
  shortUrl,
} from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The short link's answer itself, unfollowed (Node does not resolve kurz.localhost as Chromium does: the Host header says it). */
function visitWithoutFollowing(slug: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(
      {
        host: '127.0.0.1',
        port: new URL(baseUrl()).port,
        path: `/${slug}`,
        headers: { host: `kurz.localhost:${new URL(baseUrl()).port}` },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    ).on('error', reject);
  });
}

describe('abuse control in the browser', () => {
  it('a visitor reports a link, an admin disables it from Flagged links, and visiting it shows the disabled page', async () => {
    // Someone makes a link.
    const owner = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const ownerPage = await owner.newPage();
    await continueAsGuest(ownerPage);
    const { slug } = await createLinkFrom(ownerPage, { url: 'https://example.com/abuse-e2e' });
    const url = shortUrl(slug);

    // A visitor reports it through the public form, signed out.
    const visitor = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const form = await visitor.newPage();
    await form.goto(`/report?url=${encodeURIComponent(url)}`);
    expect(await form.getByLabel('Short link').inputValue()).toBe(url);
    await form.getByLabel('Reason').selectOption('phishing');
    await form.getByLabel('Details (optional)').fill('asks for bank details');
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByRole('heading', { name: 'Thank you' }).waitFor();

    // An admin finds it on Flagged links and disables it.
    const admin = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const page = await admin.newPage();
    const email = 'abuse-admin@example.com';
    await createAccount(page, email, 'abuse-admin-password');
    await page.goto((await mailedLink('verify_email', email, '/verify-email?token=')).url);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(onPath('/links'));
    await page.getByRole('link', { name: 'Flagged' }).click();
    await page.waitForURL(onPath('/flagged'));
    const row = page.getByTestId('flagged-row').filter({ hasText: `kurz.localhost/${slug}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('phishing: asks for bank details');
    await row.getByRole('button', { name: `Disable kurz.localhost/${slug}` }).click();
    await row.getByRole('button', { name: `Restore kurz.localhost/${slug}` }).waitFor();
    expect(await row.getByText('Disabled').count()).toBe(1);

    // Visiting the link now shows the disabled page, never the target.
    const visit = await visitor.newPage();
    const res = await visit.goto(url);
    expect(res?.status()).toBe(451);
    await visit.getByRole('heading', { name: 'This link has been disabled.' }).waitFor();
    expect(new URL(visit.url()).hostname).toBe('kurz.localhost');

    // Restored, it redirects again.
    await row.getByRole('button', { name: `Restore kurz.localhost/${slug}` }).click();
    await row.getByRole('button', { name: `Disable kurz.localhost/${slug}` }).waitFor();
    const again = await visitWithoutFollowing(slug);
    expect(again.status).toBe(302);
    expect(again.location).toBe('https://example.com/abuse-e2e');
    await Promise.all([owner.close(), visitor.close(), admin.close()]);
  });
});
