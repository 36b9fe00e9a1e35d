import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_USER } from './fixtures';
import { baseUrl, launchBrowser, onPath, PERSON_UA, selfTarget } from './helpers';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    userAgent: PERSON_UA,
  });
  page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(PAID_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(PAID_USER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await page.waitForURL(onPath('/links'));
});
afterAll(async () => {
  await browser?.close();
});

const shortUrl = (slug: string) => `http://kurz.localhost:${new URL(baseUrl()).port}/${slug}`;
const readyTarget = () => selfTarget().replace(/\/healthz$/, '/readyz');
const landedOn = (p: Page) => {
  const u = new URL(p.url());
  return `${u.origin}${u.pathname}`;
};

/** Opens New Link with a custom slug and target; `more` fills the settings before it is created. */
async function createLink(
  slug: string,
  more: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  await page.goto('/links');
  await page.getByRole('button', { name: 'New Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New link' });
  await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
  await dialog.getByLabel('Target URL').fill(selfTarget());
  await dialog.getByLabel('Custom slug (optional)').fill(slug);
  await dialog.getByText('More settings').click();
  await more(dialog);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('link settings in the browser', () => {
  it('tags a link, shows the tag on its row and filters the list by it', async () => {
    await createLink('feat-tagged', async (d) => {
      await d.getByLabel('Tags (comma separated)').fill('Launch, Mail');
    });
    await createLink('feat-untagged');
    await page.goto('/links');
    const tagged = page.getByTestId('link-row').filter({ hasText: 'feat-tagged' });
    await tagged.getByTestId('tag-chip').first().waitFor();
    expect(await tagged.getByTestId('tag-chip').allTextContents()).toEqual(['Launch', 'Mail']);
    await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption('Launch');
    await page.waitForURL((u) => u.searchParams.get('tag') === 'Launch');
    await expect.poll(() => page.getByTestId('link-row').count()).toBe(1);
    expect(await page.getByTestId('link-row').textContent()).toContain('feat-tagged');
  });

  it('a password-protected link asks for the password, refuses a wrong one and opens with the right one', async () => {
    await createLink('feat-secret', async (d) => {
      await d.getByLabel('Password (optional)').fill('open sesame');
    });
    const visitor = await context.newPage();
    const refused: string[] = [];
    visitor.on('console', (m) => {
      if (/Content.Security.Policy|form-action/i.test(m.text())) refused.push(m.text());
    });
    const served = await visitor.goto(shortUrl('feat-secret'));
    expect(served?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await visitor.getByRole('heading', { name: 'This link is password protected' }).waitFor();
    expect(await visitor.content()).not.toContain('healthz');
    // The page's inline style sheet is allowed by its hash: the button is styled.
    expect(
      await visitor.getByRole('button', { name: 'Continue' }).evaluate((b) => getComputedStyle(b).backgroundColor),
    ).toBe('rgb(37, 99, 235)');
    await visitor.getByPlaceholder('Password').fill('wrong');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    await visitor.getByPlaceholder('Password').fill('open sesame');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.waitForURL((u) => u.pathname === '/healthz');
    expect(landedOn(visitor)).toBe(selfTarget());
    expect(refused).toEqual([]);
    // Back from the target: the form again (a GET), never "Confirm Form Resubmission".
    const back = await visitor.goBack();
    expect(back?.status()).toBe(200);
    expect(back?.request().method()).toBe('GET');
    await visitor.getByRole('heading', { name: 'This link is password protected' }).waitFor();
    await visitor.close();
  });

  it('a link with max clicks 1 serves one visit, then shows "This link has expired"', async () => {
    await createLink('feat-once', async (d) => {
      await d.getByLabel('Max clicks').fill('1');
    });
    const visitor = await context.newPage();
    await visitor.goto(shortUrl('feat-once'));
    expect(landedOn(visitor)).toBe(selfTarget());
    const second = await visitor.goto(shortUrl('feat-once'));
    expect(second?.status()).toBe(410);
    await visitor.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await visitor.close();
  });

  it('an A/B split added in Edit sends a visitor to one target and keeps them there', async () => {
    await createLink('feat-split');
    await page.goto('/links');
    const row = page.getByTestId('link-row').filter({ hasText: 'feat-split' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit kurz.localhost/feat-split' });
    await edit.getByText('More settings').click();
    await edit.getByRole('button', { name: 'Add A/B target' }).click();
    await edit.getByLabel('Target 1 URL').fill(selfTarget());
    await edit.getByLabel('Target 2 URL').fill(readyTarget());
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('A/B 50/50').waitFor();

    const visitor = await context.newPage();
    await visitor.goto(shortUrl('feat-split'));
    const first = landedOn(visitor);
    expect([selfTarget(), readyTarget()]).toContain(first);
    for (let i = 0; i < 3; i++) {
      await visitor.goto(shortUrl('feat-split'));
      expect(landedOn(visitor)).toBe(first);
    }
    const cookies = await context.cookies(shortUrl('feat-split'));
    expect(cookies.find((c) => c.name.startsWith('kz_ab_'))).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await visitor.close();
  });
});
