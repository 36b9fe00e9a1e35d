/** A visitor who is not signed in: the pages they see log no error in the browser's console. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, onPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors (a 4xx/5xx answer to any request is one in Chromium) and uncaught exceptions. */
function watchErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') seen.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => seen.push(`exception: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) seen.push(`${res.status()} ${res.url()}`);
  });
  return seen;
}

describe('signed out', () => {
  it.each([
    ['/', '/login'],
    ['/links', '/login'],
    ['/login', '/login'],
    ['/register', '/register'],
  ])('%s (ending on %s) logs no console error, the 401 of "who is signed in" included', async (path, end) => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForURL(onPath(end));
    await page.getByRole('button', { name: end === '/login' ? 'Sign in' : 'Create account', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
