import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PAID_USER } from './fixtures';
import { baseUrl, createAccount, launchBrowser, selfTarget, signIn } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A visit to a short link on `host` (any name: it goes to the test server with that Host header). */
function visit(host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

const signInPaid = (page: Page) => signIn(page, PAID_USER);

async function newLinkOn(page: Page, hostname: string, slug: string, target: string) {
  await page.goto('/links');
  await page.getByRole('button', { name: 'New Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New link' });
  // The default system host is preselected; the user's active domains follow it.
  await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
  await dialog.getByLabel('Domain').selectOption(hostname);
  await dialog.getByLabel('Target URL').fill(target);
  await dialog.getByLabel('Custom slug (optional)').fill(slug);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const card = (page: Page, hostname: string) => page.locator(`[data-testid="domain"][data-hostname="${hostname}"]`);

describe('domains in the browser', () => {
  it('a paid user adds a subdomain and an own domain, verifies it through DNS, and links answer on both', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInPaid(page);
    await page.goto('/domains');
    await page.getByText('SSL issuance takes 5-10 minutes.').waitFor();
    const system = card(page, 'kurz.localhost');
    await system.waitFor();
    expect(await system.getByRole('button').count()).toBe(0);
    await expect.poll(() => page.getByTestId('subdomains-usage').textContent()).toBe('Subdomains 0/20');

    // Subdomain: empty input refused, then created, active at once.
    const subForm = page.getByRole('form', { name: 'Create a subdomain' });
    await subForm.getByRole('button', { name: 'Create subdomain' }).click();
    await expect(subForm.getByRole('alert').textContent()).resolves.toBe('Please fill the subdomain label');
    expect(await subForm.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
    await subForm.getByLabel('Label').fill('e2ebrand');
    await subForm.getByRole('button', { name: 'Create subdomain' }).click();
    await expect
      .poll(() => card(page, 'e2ebrand.kurz.localhost').getByTestId('domain-status').textContent())
      .toBe('Active');
    await expect.poll(() => page.getByTestId('subdomains-usage').textContent()).toBe('Subdomains 1/20');

    const target = selfTarget();
    await newLinkOn(page, 'e2ebrand.kurz.localhost', 'sub1', target);
    expect(await visit('e2ebrand.kurz.localhost', '/sub1')).toEqual({ status: 302, location: target });

    // Own domain: empty input refused, then pending with the DNS instructions.
    await page.goto('/domains');
    const byodForm = page.getByRole('form', { name: 'Add your own domain' });
    await byodForm.getByRole('button', { name: 'Add domain' }).click();
    await expect(byodForm.getByRole('alert').textContent()).resolves.toBe('Please fill the domain name');
    await byodForm.getByLabel('Domain name').fill('Go.E2E-Brand.test');
    await byodForm.getByRole('button', { name: 'Add domain' }).click();
    const own = card(page, 'go.e2e-brand.test');
    await expect.poll(() => own.getByTestId('domain-status').textContent()).toBe('Pending');
    const records = own.getByTestId('dns-record');
    await expect.poll(() => records.count()).toBe(2);
    const [cnameText, txtText] = [await records.nth(0).textContent(), await records.nth(1).textContent()];
    expect(cnameText).toContain('go.e2e-brand.test');
    expect(cnameText).toContain('kurz.localhost');
    expect(txtText).toContain('_kurz.go.e2e-brand.test');
    const token = (await records.nth(1).locator('code').nth(1).textContent())!;
    expect(token).toMatch(/^kurz-verify-[0-9a-f]{32}$/);
    expect(await own.getByRole('button', { name: /^Copy/ }).count()).toBe(4);

    // Verify before DNS has the records: pending, the problems shown in place.
    await own.getByRole('button', { name: 'Verify' }).click();
    const problems = own.getByRole('alert', { name: 'Verification problems' });
    await problems.waitFor();
    expect(await problems.textContent()).toContain('No TXT record named _kurz.go.e2e-brand.test was found.');
    expect(await problems.textContent()).toContain(
      'No CNAME record for go.e2e-brand.test was found. Create one pointing to kurz.localhost.',
    );

    // The records appear on the DNS server: Verify succeeds.
    writeFileSync(
      inject('dnsRecordsFile'),
      JSON.stringify({
        '_kurz.go.e2e-brand.test': { TXT: [token] },
        'go.e2e-brand.test': { CNAME: ['kurz.localhost'] },
      }),
    );
    await own.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => own.getByTestId('domain-status').textContent(), { timeout: 10_000 }).toBe('Active');
    expect(await own.getByTestId('dns-record').count()).toBe(0);

    await newLinkOn(page, 'go.e2e-brand.test', 'own1', target);
    expect(await visit('go.e2e-brand.test', '/own1')).toEqual({ status: 302, location: target });

    // Its root and unknown slugs go where its owner says (typed without a scheme, stored normalised).
    await page.goto('/domains');
    const settled = card(page, 'go.e2e-brand.test');
    await settled.getByText('Root and not-found redirects').click();
    const redirects = settled.getByRole('form', { name: 'Redirects of go.e2e-brand.test' });
    const { port } = new URL(baseUrl());
    await redirects.getByLabel('Root URL (visits to go.e2e-brand.test/)').fill(`127.0.0.1:${port}/healthz?from=root`);
    await redirects
      .getByLabel('Not-found URL (slugs that do not exist)')
      .fill(`http://127.0.0.1:${port}/healthz?from=404`);
    await redirects.getByRole('button', { name: 'Save redirects' }).click();
    await expect.poll(() => redirects.getByRole('status').textContent()).toBe('Saved');
    expect(await redirects.getByLabel('Root URL (visits to go.e2e-brand.test/)').inputValue()).toBe(
      `https://127.0.0.1:${port}/healthz?from=root`,
    );
    await expect
      .poll(() => visit('go.e2e-brand.test', '/'))
      .toEqual({ status: 302, location: `https://127.0.0.1:${port}/healthz?from=root` });
    expect(await visit('go.e2e-brand.test', '/no-such-slug')).toEqual({
      status: 302,
      location: `http://127.0.0.1:${port}/healthz?from=404`,
    });
    // Its own name is no destination (a loop): refused in place, nothing changes.
    await redirects.getByLabel('Not-found URL (slugs that do not exist)').fill('https://go.e2e-brand.test/');
    await redirects.getByRole('button', { name: 'Save redirects' }).click();
    await expect
      .poll(() => redirects.getByRole('alert').textContent())
      .toBe('That address is a short link or this dashboard: enter the final destination');
    expect(await visit('go.e2e-brand.test', '/no-such-slug')).toEqual({
      status: 302,
      location: `http://127.0.0.1:${port}/healthz?from=404`,
    });

    // 'Delete domain?' says how many links stop working; cancelling keeps everything.
    await page.goto('/domains');
    const questions: string[] = [];
    page.once('dialog', (d) => {
      questions.push(d.message());
      void d.dismiss();
    });
    await card(page, 'go.e2e-brand.test').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toContain('Delete domain?');
    expect(questions[0]).toContain('1 link on go.e2e-brand.test will stop working');
    expect(await visit('go.e2e-brand.test', '/own1')).toMatchObject({ status: 302 });
    page.once('dialog', (d) => void d.accept());
    await card(page, 'e2ebrand.kurz.localhost').getByRole('button', { name: 'Delete' }).click();
    await card(page, 'e2ebrand.kurz.localhost').waitFor({ state: 'detached' });
    expect((await visit('e2ebrand.kurz.localhost', '/sub1')).status).not.toBe(302);
    await context.close();
  });

  it('works at phone width, and a free account over its domain quota gets the upgrade modal', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // A registered free account: a guest's forms are disabled (guests cannot add domains at all).
    await createAccount(page, `phone-${Date.now()}@example.com`, 'phone width password');
    await page.goto('/domains');
    await card(page, 'kurz.localhost').waitFor();
    await expect.poll(() => page.getByTestId('byod-usage').textContent()).toBe('Own domains 0/0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Domain name').fill('go.guest-brand.test');
    await page.getByRole('button', { name: 'Add domain' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await upgrade.getByText('You have reached your own domain limit').waitFor();
    await context.close();
  });
});
