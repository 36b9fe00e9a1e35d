import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createAccount, launchBrowser, mailedLink, onPath } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A script's call with the key: no cookie, no browser. */
const withKey = (key: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });

describe('API keys in the browser', () => {
  it('a verified user creates a key in Profile, reads it once, a script uses it, and a revoke stops it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    const email = `keys.${Date.now()}@example.com`;
    await createAccount(page, email, 'keys-password-1');
    const verify = await mailedLink('verify_email', email, '/verify-email?token=');
    await page.goto(verify.url);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();

    await page.goto('/profile');
    const section = page.getByTestId('api-keys');
    await section.getByText('No API keys yet.').waitFor();
    expect(await section.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
    await section.getByLabel('Key name').fill('CMS script');
    await section.getByLabel('Scope').selectOption('write');
    await section.getByRole('button', { name: 'Create key' }).click();
    const secret = (await section.getByTestId('new-api-key').textContent())!;
    expect(secret).toMatch(/^kurz_[A-Za-z0-9_-]{43}$/);
    expect(await section.getByRole('status').textContent()).toContain('it will not be shown again');
    await section.getByRole('button', { name: 'Copy key' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const row = section.getByRole('row').filter({ hasText: 'CMS script' });
    expect(await row.textContent()).toContain(`${secret.slice(0, 13)}…`);
    await section.getByRole('button', { name: 'Done' }).click();
    expect(await page.content()).not.toContain(secret);

    // The script: create a link and list links with the key alone.
    const created = await withKey(secret, '/api/links/create', {
      method: 'POST',
      body: JSON.stringify({ url: 'https://example.com/from-script', hostname: 'kurz.localhost' }),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('set-cookie')).toBeNull();
    expect(created.headers.get('ratelimit-limit')).toBe('120');
    const list = await withKey(secret, '/api/links/list');
    expect(list.status).toBe(200);
    const { results } = (await list.json()) as { results: { target_url: string }[] };
    expect(results.map((l) => l.target_url)).toEqual(['https://example.com/from-script']);

    // The owner sees the use, then revokes the key after confirming.
    await page.reload();
    const lastUsed = section.getByRole('row').filter({ hasText: 'CMS script' }).getByRole('cell').nth(4);
    await expect.poll(() => lastUsed.textContent()).not.toBe('Never');
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('row').filter({ hasText: 'CMS script' }).getByRole('button', { name: 'Revoke' }).click();
    await section.getByText('No API keys yet.').waitFor();
    const after = await withKey(secret, '/api/links/list');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'invalid_api_key' });

    await page.goto('/links');
    await page.waitForURL(onPath('/links'));
    await context.close();
  });
});
