/** Where the browser goes after signing in or up, whatever the `redirect` parameter says. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createAccount, launchBrowser, onPath } from './helpers';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  // Nothing may leave this origin: a request to evil.test fails the test instead of timing out on DNS.
  await page.route(
    (url) => url.hostname.endsWith('evil.test'),
    (route) => route.abort(),
  );
  return page;
}

const PASSWORD = 'redirect-password-1';

async function register(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

describe('after signing up or in', () => {
  it('/register?redirect=/.//evil.test/x lands on /links, not on evil.test', async () => {
    const page = await newPage();
    await register(page, '/register?redirect=/.//evil.test/x', `redir-dot-${Date.now()}@example.com`);
    await page.waitForURL(onPath('/links'));
    expect(new URL(page.url()).origin).toBe(baseUrl());
  });

  it('/login?redirect=<this origin>//evil.test/ lands on /links after signing in', async () => {
    const page = await newPage();
    const email = `redir-login-${Date.now()}@example.com`;
    await createAccount(page, email, PASSWORD);
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${encodeURIComponent(`${baseUrl()}//evil.test/`)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(onPath('/links'));
    expect(new URL(page.url()).origin).toBe(baseUrl());
  });

  it('a same-origin redirect is followed', async () => {
    const page = await newPage();
    await register(
      page,
      `/register?redirect=${encodeURIComponent(`${baseUrl()}/profile`)}`,
      `redir-ok-${Date.now()}@example.com`,
    );
    await page.waitForURL(onPath('/profile'));
  });
});

describe('a registered account visiting /login or /register', () => {
  it('is sent on to the safe redirect target, else /links', async () => {
    const page = await newPage();
    await createAccount(page, `redir-signed-in-${Date.now()}@example.com`, PASSWORD);

    await page.goto('/login');
    await page.waitForURL(onPath('/links'));
    await page.goto('/login?redirect=%2Fprofile');
    await page.waitForURL(onPath('/profile'));
    await page.goto('/register?redirect=/.//evil.test/x');
    await page.waitForURL(onPath('/links'));
    await page.goto('/register');
    await page.waitForURL(onPath('/links'));
    expect(await page.getByRole('tab', { name: 'Sign in' }).count()).toBe(0);
  });

  it('a guest still sees the login page (to sign into an account)', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(onPath('/links'));
    await page.goto('/login?redirect=%2Fprofile');
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
