import { MSG } from '@kurz/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsTable } from '../../../components/billing/BillingDetails';
import { ShellDialogsContext } from '../../../components/dialogs';
import { PendingCheckout } from '../../../components/billing/PendingCheckout';
import { PENDING_CHECKOUT_KEY } from '../../../lib/urls';
import { fail, ME, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { PLANS } from '../links/-components/fixtures';
import { BillingPage } from './BillingPage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

const PERIOD_END = Date.UTC(2027, 0, 15) / 1000;
const HOBBY_YEARLY = {
  subscription: {
    plan_id: 'hobby',
    is_yearly: true,
    status: 'active',
    current_period_end: PERIOD_END,
    cancel_at_period_end: false,
  },
  payments: [
    {
      created_at: Date.UTC(2026, 0, 15) / 1000,
      status: 'paid',
      amount: 9000,
      currency: 'eur',
      invoice_url: 'https://invoice.stripe.com/i/acct_1/inv_1',
    },
  ],
  me: { plan: 'hobby', comped: false },
  configured: true,
};
const FREE = { subscription: null, payments: [], me: { plan: 'free', comped: false }, configured: true };

/** Same document, another hash: jsdom follows it, so the test sees the browser sent to Checkout. */
const CHECKOUT_URL = () => `${location.origin}${location.pathname}#stripe-checkout`;
const card = (name: string) => screen.getByRole('article', { name });
const alertText = async () => (await screen.findByRole('alert', {}, { timeout: 8000 })).textContent;

describe('billing page', () => {
  it('shows the subscription and the plan grid, yearly by default with Save 17%, prices in euro with 2 decimals', async () => {
    mockTrpc({
      'auth.me': () => ({ ...ME.verified, plan: 'hobby' }),
      'plans.list': () => PLANS,
      'billing.me': () => HOBBY_YEARLY,
    });
    renderPage(<BillingPage />);
    expect(await screen.findByRole('heading', { name: 'Update your plan' })).toBeTruthy();
    const sub = await screen.findByTestId('subscription');
    expect(within(sub).getByText('Hobby')).toBeTruthy();
    expect(within(sub).getByText('Yearly')).toBeTruthy();
    expect(within(sub).getByText('active')).toBeTruthy();
    expect(within(sub).getByText('Renews on').nextElementSibling?.textContent).toBe('15 Jan 2027');
    expect(screen.getByRole('button', { name: 'Manage in Stripe' })).toBeTruthy();

    await screen.findByRole('article', { name: 'Pro' });
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Save 17%')).toBeTruthy();
    expect(within(card('Hobby')).getByText('€90.00')).toBeTruthy();
    expect(within(card('Pro')).getByText('€290.00')).toBeTruthy();
    expect(within(card('Free')).getByText('€0.00')).toBeTruthy();
    expect(within(card('Hobby')).getByText('Current plan')).toBeTruthy();
    expect(within(card('Pro')).getByRole('button', { name: /Upgrade Plan/ }).textContent).toBe('Upgrade Plan');
    expect(within(card('Hobby')).getByText('Custom slugs')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(within(card('Pro')).getByText('€29.00')).toBeTruthy();
    expect(within(card('Hobby')).getByText('€9.00')).toBeTruthy();
  });

  it('says when auto-renew is off and when a payment failed (past_due)', async () => {
    const cancelling = { ...HOBBY_YEARLY, subscription: { ...HOBBY_YEARLY.subscription, cancel_at_period_end: true } };
    mockTrpc({ 'auth.me': () => ME.verified, 'plans.list': () => PLANS, 'billing.me': () => cancelling });
    const first = renderPage(<BillingPage />);
    const sub = await screen.findByTestId('subscription');
    expect(within(sub).getByText('Ends on').nextElementSibling?.textContent).toBe('15 Jan 2027');
    expect(screen.getByRole('note').textContent).toMatch(/Auto-renew is disabled/);
    first.unmount();

    mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => ({ ...HOBBY_YEARLY, subscription: { ...HOBBY_YEARLY.subscription, status: 'past_due' } }),
    });
    renderPage(<BillingPage />);
    expect(within(await screen.findByTestId('subscription')).getByText('past_due')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/last payment failed/);
  });

  it('starts Checkout for the chosen plan and period', async () => {
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => FREE,
      'billing.checkout': () => ({ url: CHECKOUT_URL() }),
    });
    renderPage(<BillingPage />);
    await screen.findByRole('article', { name: 'Pro' });
    expect(await screen.findByTestId('no-subscription')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await userEvent.click(within(card('Pro')).getByRole('button', { name: /Upgrade Plan/ }));
    await waitFor(() => expect(calls.of('billing.checkout')).toEqual([{ plan: 'pro', period: 'monthly' }]));
    await waitFor(() => expect(location.hash).toBe('#stripe-checkout'));
  });

  it("shows 'Failed to create checkout' when checkout fails", async () => {
    mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => FREE,
      'billing.checkout': fail('internal_error', 500),
    });
    renderPage(<BillingPage />);
    await screen.findByRole('article', { name: 'Hobby' });
    await userEvent.click(within(card('Hobby')).getByRole('button', { name: /Upgrade Plan/ }));
    expect(await alertText()).toBe('Failed to create checkout');
  });

  it("alerts 'Failed to open portal' when the portal cannot be opened", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => HOBBY_YEARLY,
      'billing.portal': fail('internal_error', 500),
    });
    renderPage(<BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage in Stripe' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to open portal'));
    expect(calls.of('billing.portal')).toHaveLength(1);
  });

  it("alerts the server's reason when the portal refuses, with a message", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => HOBBY_YEARLY,
      'billing.portal': fail('rate_limited', 429),
    });
    renderPage(<BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage in Stripe' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('rate_limited'));
    expect(calls.of('billing.portal')).toHaveLength(1);
  });

  it("alerts 'Downgrade to Free from Portal coming soon' on choosing Free, and calls nothing", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => HOBBY_YEARLY,
    });
    renderPage(<BillingPage />);
    await screen.findByRole('article', { name: 'Free' });
    const free = within(card('Free')).getByRole('button');
    expect(free.textContent).toBe('Upgrade Plan');
    await userEvent.click(free);
    expect(alert).toHaveBeenCalledWith('Downgrade to Free from Portal coming soon');
    expect(calls.of('billing.checkout')).toHaveLength(0);
  });

  it("shows 'Failed to load billing' when billing/me fails", async () => {
    mockTrpc({ 'auth.me': () => ME.verified, 'plans.list': () => PLANS, 'billing.me': fail('internal_error', 500) });
    renderPage(<BillingPage />);
    expect(await alertText()).toBe('Failed to load billing');
  }, 10_000);

  it('says so when this server takes no payments', async () => {
    mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => ({ ...FREE, configured: false }),
    });
    renderPage(<BillingPage />);
    expect(await screen.findByText(/Payments are not set up on this server/)).toBeTruthy();
    await screen.findByRole('article', { name: 'Hobby' });
    expect(screen.queryByRole('button', { name: 'Manage in Stripe' })).toBeNull();
    // Upgrade cannot succeed here: the buttons say so instead of each click adding an error banner.
    expect(within(card('Hobby')).getByRole<HTMLButtonElement>('button', { name: /Upgrade Plan/ }).disabled).toBe(true);
    expect(within(card('Hobby')).getByRole('button', { name: /Upgrade Plan/ }).title).toBe(MSG.billing.notConfigured);
  });

  it('opens with the plan and period picked in the upgrade dialog', async () => {
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => FREE,
      'billing.checkout': () => ({ url: CHECKOUT_URL() }),
    });
    renderPage(<BillingPage chosenPlan="pro" chosenPeriod="monthly" />);
    await screen.findByRole('article', { name: 'Pro' });
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    expect(card('Pro').className).toContain('plan-card-featured');
    await userEvent.click(within(card('Pro')).getByRole('button', { name: /Upgrade Plan/ }));
    await waitFor(() => expect(calls.of('billing.checkout')).toEqual([{ plan: 'pro', period: 'monthly' }]));
  });

  it("keeps a guest's choice as a pending checkout {plan, period, ts} and opens registration", async () => {
    const openRegister = vi.fn();
    const calls = mockTrpc({ 'auth.me': () => ME.guest, 'plans.list': () => PLANS, 'billing.me': () => FREE });
    renderPage(
      <ShellDialogsContext.Provider value={{ openRegister, openUsage: () => {}, openResend: () => {} }}>
        <BillingPage />
      </ShellDialogsContext.Provider>,
    );
    await screen.findByRole('article', { name: 'Hobby' });
    const before = Date.now();
    await userEvent.click(within(card('Hobby')).getByRole('button', { name: /Upgrade Plan/ }));
    expect(openRegister).toHaveBeenCalledTimes(1);
    const pending = JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY)!);
    expect(pending).toEqual({ plan: 'hobby', period: 'yearly', ts: expect.any(Number) });
    expect(pending.ts).toBeGreaterThanOrEqual(before);
    expect(calls.of('billing.checkout')).toHaveLength(0);
  });

  it('back from Checkout, asks billing/me again until the webhook has landed, then shows the new plan', async () => {
    let asked = 0;
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'plans.list': () => PLANS,
      'billing.me': () => (++asked < 3 ? FREE : HOBBY_YEARLY),
    });
    renderPage(<BillingPage returnedFromCheckout />);
    expect(await screen.findByText('Waiting for Stripe to confirm your payment…')).toBeTruthy();
    expect((await screen.findByText(/Payment received/, {}, { timeout: 5000 })).textContent).toBe(
      'Payment received: you are on the Hobby plan.',
    );
    expect(within(card('Hobby')).getByText('Current plan')).toBeTruthy();
    const polls = calls.of('billing.me').length;
    expect(polls).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.of('billing.me').length).toBeLessThanOrEqual(polls + 1);
  });
});

describe('pending checkout', () => {
  const store = (value: object) => localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(value));

  it('once signed in, removes the choice and starts checkout once', async () => {
    store({ plan: 'pro', period: 'monthly', ts: Date.now() - 60_000 });
    const calls = mockTrpc({ 'auth.me': () => ME.verified, 'billing.checkout': () => ({ url: CHECKOUT_URL() }) });
    const view = renderPage(<PendingCheckout />);
    await waitFor(() => expect(calls.of('billing.checkout')).toEqual([{ plan: 'pro', period: 'monthly' }]));
    expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
    view.unmount();
    renderPage(<PendingCheckout />);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.of('billing.checkout')).toHaveLength(1);
  });

  it('drops a choice older than an hour, or not a paid plan, without starting checkout', async () => {
    const calls = mockTrpc({ 'auth.me': () => ME.verified, 'billing.checkout': () => ({ url: CHECKOUT_URL() }) });
    for (const stale of [
      { plan: 'pro', period: 'yearly', ts: Date.now() - 61 * 60_000 },
      { plan: 'free', period: 'yearly', ts: Date.now() },
    ]) {
      store(stale);
      const view = renderPage(<PendingCheckout />);
      await waitFor(() => expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull());
      view.unmount();
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.of('billing.checkout')).toHaveLength(0);
  });

  it('keeps the choice while the account is still a guest', async () => {
    store({ plan: 'hobby', period: 'yearly', ts: Date.now() });
    const calls = mockTrpc({ 'auth.me': () => ME.guest });
    renderPage(<PendingCheckout />);
    await new Promise((r) => setTimeout(r, 300));
    expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).not.toBeNull();
    expect(calls.of('billing.checkout')).toHaveLength(0);
  });

  it("shows 'Failed to create checkout' when the automatic checkout fails", async () => {
    store({ plan: 'hobby', period: 'yearly', ts: Date.now() });
    mockTrpc({ 'auth.me': () => ME.verified, 'billing.checkout': fail('internal_error', 500) });
    renderPage(<PendingCheckout />);
    expect(await alertText()).toBe('Failed to create checkout');
  });
});

describe('payments table', () => {
  it('lists date, status, amount with currency and the invoice link', () => {
    renderPage(
      <PaymentsTable
        payments={[
          {
            created_at: Date.UTC(2026, 1, 3) / 1000,
            status: 'paid',
            amount: 29000,
            currency: 'eur',
            invoice_url: 'https://invoice.stripe.com/i/x',
          },
          {
            created_at: Date.UTC(2026, 2, 3) / 1000,
            status: 'failed',
            amount: 1250,
            currency: 'usd',
            invoice_url: null,
          },
        ]}
      />,
    );
    return waitFor(() => {
      const rows = screen
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
      expect(rows).toEqual([
        ['3 Feb 2026', 'paid', '€290.00', 'Invoice'],
        ['3 Mar 2026', 'failed', '12.50 USD', '—'],
      ]);
      expect(screen.getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe('https://invoice.stripe.com/i/x');
    });
  });
});
