/** Accessibility: axe-core on every page (no serious or critical violation) and a keyboard-only walk. */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMe, baseUrl, createAccount, createLinkFrom, launchBrowser, mailedLink, onPath } from './helpers';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Waits until the page has rendered its content (no loading text, network quiet). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
}

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // An admin sees every page, the email templates included.
  // axe goes in as an inline script, which the dashboard's CSP refuses (csp.e2e checks the CSP itself).
  admin = await browser.newContext({ bypassCSP: true, baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  page = await admin.newPage();
  const email = 'a11y-admin@example.com';
  await createAccount(page, email, 'a11y-password-1');
  await page.goto((await mailedLink('verify_email', email, '/verify-email?token=')).url);
  await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
  const created = await createLinkFrom(page, { url: 'https://example.com/a11y', title: 'Accessibility' });
  slug = created.slug;
});
afterAll(async () => {
  await browser?.close();
});

describe('axe-core on every page', () => {
  const signedIn = () => [
    ['links', '/links'],
    ['stats', `/links/kurz.localhost/${slug}/stats`],
    ['rules', `/links/kurz.localhost/${slug}/rules`],
    ['preview', `/links/${slug}/preview?hostname=kurz.localhost`],
    ['qr', `/links/${slug}/qr?hostname=kurz.localhost`],
    ['domains', '/domains'],
    ['billing', '/billing'],
    ['reports', '/reports'],
    ['members', '/members'],
    ['profile', '/profile'],
    ['email-templates', '/email-templates'],
    ['not found', '/no/such/page'],
  ];

  it('signed-in pages have no serious or critical violation', async () => {
    const found: string[] = [];
    for (const [name, path] of signedIn()) {
      await page.goto(path!);
      await settled(page).catch(() => found.push(`${name}: no h1 after loading`));
      for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
    }
    expect(found).toEqual([]);
  });

  it('open dialogs and the phone layout have none either', async () => {
    const found: string[] = [];
    await page.goto('/links');
    await settled(page);
    await page.getByRole('button', { name: 'New Link' }).click();
    await page.getByRole('dialog', { name: 'New link' }).waitFor();
    for (const v of await seriousViolations(page)) found.push(`new link dialog: ${v}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Usage' }).click();
    await page.getByRole('dialog', { name: 'Usage' }).getByTestId('usage').waitFor();
    for (const v of await seriousViolations(page)) found.push(`usage dialog: ${v}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByLabel('Slug')
      .waitFor();
    for (const v of await seriousViolations(page)) found.push(`edit dialog: ${v}`);
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
    await page.getByRole('region', { name: 'Selected links' }).waitFor();
    for (const v of await seriousViolations(page)) found.push(`selection bar: ${v}`);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog', { name: /^Delete \d+ links?\?$/ }).waitFor();
    for (const v of await seriousViolations(page)) found.push(`bulk delete dialog: ${v}`);
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select all links on this page' }).uncheck();

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/links', `/links/kurz.localhost/${slug}/stats`, '/email-templates']) {
      await page.goto(path);
      await settled(page);
      for (const v of await seriousViolations(page)) found.push(`phone ${path}: ${v}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(found).toEqual([]);
  });

  it('signed-out pages have none', async () => {
    const context = await browser.newContext({ bypassCSP: true, baseURL: baseUrl() });
    const anon = await context.newPage();
    const found: string[] = [];
    for (const [name, path] of [
      ['login', '/login'],
      ['register', '/register'],
      ['verify-email', '/verify-email?token=not-a-token'],
      ['reset-password', '/reset-password?token=not-a-token'],
      ['invite', '/invite/not-a-token'],
    ]) {
      await anon.goto(path!);
      await settled(anon).catch(() => found.push(`${name}: no h1 after loading`));
      for (const v of await seriousViolations(anon)) found.push(`${name}: ${v}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe('dialogs', () => {
  it('keep focus inside and the page behind inert and still', async () => {
    await page.goto('/links');
    await settled(page);
    await page.getByRole('button', { name: 'New Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await dialog.waitFor();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('dialog[open]') || document.activeElement === document.body,
      );
      expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // A click where the Logout button is lands on the backdrop (closing the dialog), never on the button.
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    await page.mouse.click(logout.x + logout.width / 2, logout.y + logout.height / 2);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/links');
    expect((await apiMe(page)).status).toBe(200);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

/** Presses Tab until the focused element matches, failing after `max` presses. */
async function tabTo(
  page: Page,
  matches: (el: { tag: string; text: string; label: string | null }) => boolean,
  what: string,
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName ?? '',
        text: (a?.textContent ?? '').trim(),
        label: a?.getAttribute('aria-label') ?? null,
      };
    });
    if (matches(el)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe('keyboard only', () => {
  it('creates a link, opens its stats, then its rules, with Tab, Enter, Space and typing', async () => {
    await page.goto('/links');
    await settled(page);
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text.includes('New Link'), 'New Link');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New link' }).waitFor();
    // Focus starts in the first field.
    await page.keyboard.type('example.com/keyboard-walk');
    await tabTo(page, (el) => el.text === 'Create link', 'Create link');
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'New link' }).waitFor({ state: 'detached' });
    const row = page.getByTestId('link-row').filter({ hasText: 'https://example.com/keyboard-walk' });
    await row.waitFor();
    const short = (await row.getByTestId('short-url').textContent())!;
    const newSlug = short.split('/').pop()!;

    await tabTo(page, (el) => el.tag === 'A' && el.text === 'Stats' && true, `Stats of ${short}`, 80);
    // The first Stats link in the list is the newest link's: the list is newest first.
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath(`/links/kurz.localhost/${newSlug}/stats`));
    await page.getByRole('heading', { name: 'Statistics' }).waitFor();
    expect(await page.title()).toBe(`Stats: kurz.localhost/${newSlug} - kurz`);

    await tabTo(page, (el) => el.tag === 'A' && el.text.includes('Back'), 'Back');
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath('/links'));
    await tabTo(page, (el) => el.tag === 'A' && el.text === 'Rules', 'Rules');
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath(`/links/kurz.localhost/${newSlug}/rules`));
    await page.getByRole('form', { name: 'Redirect rules' }).waitFor();
    expect(await page.title()).toBe(`Rules: kurz.localhost/${newSlug} - kurz`);
  });
});

describe('phone', () => {
  it('reaches the email template Edit button at 390x844 without scrolling sideways', async () => {
    const phone = await browser.newContext({
      bypassCSP: true,
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      storageState: await admin.storageState(),
      isMobile: true,
      hasTouch: true,
    });
    const p = await phone.newPage();
    await p.goto('/email-templates');
    await settled(p);
    const edit = p.getByRole('row').filter({ hasText: 'verify_email' }).getByRole('button', { name: /^Edit/ });
    await edit.waitFor();
    // On screen as the page opens: no sideways scrolling of the table (or the page) is needed to reach it.
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(
      await edit.evaluate((el) => el.closest('.table-wrap')!.scrollWidth <= el.closest('.table-wrap')!.clientWidth),
    ).toBe(true);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await edit.tap();
    await p.getByLabel('Subject').waitFor();
    await phone.close();
  });
});
