import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiMe, baseUrl, launchBrowser, onPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const onCheckout = (url: URL) => url.origin === inject('stripeUrl') && url.pathname.startsWith('/c/pay/cs_test_');
const newPage = async () =>
  (await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })).newPage();

async function fillRegistration(scope: ReturnType<Page['getByRole']> | Page, email: string) {
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await scope.getByLabel('Confirm password').fill('correct horse battery');
}

describe('buying a plan in the browser', () => {
  it('guest picks Pro, registers, lands on Checkout by itself, pays, and comes back upgraded', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(onPath('/links'));

    await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { name: 'Update your plan' }).waitFor();
    await page
      .getByRole('article', { name: 'Pro' })
      .getByRole('button', { name: /Upgrade Plan/ })
      .click();
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('kurz.pendingCheckout') ?? 'null'));
    expect(pending).toMatchObject({ plan: 'pro', period: 'yearly' });

    const dialog = page.getByRole('dialog');
    await fillRegistration(dialog, `buyer-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Register' }).click();

    // The page reloads signed up; the pending choice starts Checkout once, and is gone.
    await page.waitForURL(onCheckout, { timeout: 20_000 });
    await page.getByText('price_e2e_pro_yearly: 290.00 EUR per year').waitFor();

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/billing');
    expect(await page.evaluate(() => localStorage.getItem('kurz.pendingCheckout'))).toBeNull();
    // The webhook lands a moment after the redirect; the page notices without a reload.
    await page.getByText('Payment received: you are on the Pro plan.').waitFor({ timeout: 20_000 });
    const sub = page.getByTestId('subscription');
    expect(await sub.getByText('Pro', { exact: true }).count()).toBe(1);
    expect(await sub.getByText('Yearly').count()).toBe(1);
    expect(await sub.getByText('active').count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Pro' }).getByText('Current plan').count()).toBe(1);
    expect((await apiMe(page)).body).toMatchObject({ status: 'unverified' });
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.plan).toBe('pro');

    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    // The invoice's webhook may land after the subscription's, and Profile reads the payments as it opens.
    await expect
      .poll(
        async () => {
          if ((await page.getByRole('cell', { name: '€290.00' }).count()) === 0) await page.reload();
          return page.getByRole('cell', { name: '€290.00' }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Invoice' }).count()).toBe(1);

    // Already paying: "Manage in Stripe" opens the portal.
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage in Stripe' }).click();
    await page.waitForURL((url) => url.origin === inject('stripeUrl') && url.pathname.startsWith('/p/session/'));
    await page.context().close();
  });

  it('/register?plan=hobby&redirect=/billing from an outside link: registration then Checkout for Hobby', async () => {
    const page = await newPage();
    await page.goto('/register?plan=hobby&period=monthly&redirect=/billing');
    await page.getByText('Selected plan:').waitFor();
    await fillRegistration(page, `outside-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(onCheckout, { timeout: 20_000 });
    await page.getByText('price_e2e_hobby_monthly: 9.00 EUR per month').waitFor();
    await page.context().close();
  });
});
