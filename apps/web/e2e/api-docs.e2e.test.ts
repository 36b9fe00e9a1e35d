/** /api/docs: the OpenAPI document shown by the self-hosted viewer, under the CSP, with nothing from another host. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cspViolations, launchBrowser, recordCspViolations } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API docs page', () => {
  it('renders every operation from /api/openapi.json, loading only from this server, without a CSP violation', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    await recordCspViolations(context);
    const page = await context.newPage();
    const consoleViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) consoleViolations.push(msg.text());
    });
    const origins = new Set<string>();
    page.on('request', (req) => {
      if (!req.url().startsWith('data:')) origins.add(new URL(req.url()).origin);
    });

    const res = await page.goto('/api/docs');
    expect(res!.status()).toBe(200);
    expect((await res!.allHeaders())['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('/api/links/create', { exact: true }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(40);
    for (const path of ['/api/links/list', '/api/stats/summary', '/api/og/upload']) {
      expect(await page.getByText(path, { exact: true }).count(), path).toBeGreaterThan(0);
    }
    // The intro's inline code reads as written: code elements, no stray backticks or swallowed text.
    const intro = page.locator('.information-container .info .description');
    expect(await intro.locator('code').allInnerTexts()).toEqual([
      '{"error": "<code>"}',
      'field',
      'message',
      '{"error": "unknown_field", "field": "<name>"}',
      'Allow',
    ]);
    const introText = await intro.innerText();
    expect(introText).not.toContain('`');
    expect(introText).toContain('A method a path does not take answers 405 with Allow.');
    // An operation opens with its parameters and answers.
    await page.locator('.opblock-summary', { hasText: '/api/links/create' }).first().click();
    await page.getByText('unknown_field').first().waitFor();

    expect(await cspViolations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
    expect([...origins]).toEqual([new URL(baseUrl()).origin]);
    await context.close();
  });
});
