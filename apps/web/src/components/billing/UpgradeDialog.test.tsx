import { MSG } from '@kurz/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_FREE, FREE_LIMITS, PLANS } from '../../routes/_authed/links/-components/fixtures';
import { ME, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PENDING_CHECKOUT_KEY } from '../../lib/urls';
import { RegisterDialog } from '../auth/RegisterDialog';
import { UpgradeDialog } from './UpgradeDialog';

const base = {
  'auth.me': () => ME.verified,
  'user.limits': () => FREE_LIMITS,
  'plans.list': () => PLANS,
  'billing.me': () => BILLING_FREE,
};
afterEach(() => localStorage.clear());

const card = async (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

describe('upgrade dialog', () => {
  it('shows the yearly price by default and the monthly one after choosing Monthly', async () => {
    mockTrpc(base);
    renderPage(<UpgradeDialog reason="Why" onClose={() => {}} />);
    const hobby = await card('Hobby');
    expect(within(hobby).getByText('€90.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(within(hobby).getByText('€9.00')).toBeTruthy();
    expect(hobby.textContent).toContain('/month');
  });

  it('says how many people a workspace on each plan holds', async () => {
    mockTrpc(base);
    renderPage(<UpgradeDialog reason="Why" onClose={() => {}} />);
    expect(within(await card('Free')).getByText('Just you in a workspace')).toBeTruthy();
    expect(within(await card('Hobby')).getByText('Up to 3 people in a workspace')).toBeTruthy();
    expect(within(await card('Pro')).getByText('Up to 10 people in a workspace')).toBeTruthy();
  });

  it('sends a registered user to /billing with the plan and the chosen period picked', async () => {
    mockTrpc(base);
    const { router } = renderPage(<UpgradeDialog reason="Why" onClose={() => {}} />);
    await card('Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Plan Pro' }));
    await waitFor(() => expect(router.state.location.href).toBe('/billing?plan=pro&period=monthly'));
  });

  it("keeps a guest's plan and period as the pending checkout, and the registration dialog names them", async () => {
    mockTrpc({ ...base, 'auth.me': () => ME.guest });
    const onRegister = vi.fn();
    renderPage(<UpgradeDialog reason="Why" onClose={() => {}} onRegister={onRegister} />);
    await card('Hobby');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Plan Hobby' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY)!)).toMatchObject({
      plan: 'hobby',
      period: 'monthly',
      ts: expect.any(Number),
    });

    renderPage(<RegisterDialog onClose={() => {}} onRegistered={() => {}} />);
    expect((await screen.findByTestId('register-plan')).textContent).toBe(
      'You chose the Hobby plan, billed monthly: checkout opens right after you register.',
    );
  });

  it('with payments not configured, disables Upgrade and says why', async () => {
    mockTrpc({ ...base, 'billing.me': () => ({ ...BILLING_FREE, configured: false }) });
    renderPage(<UpgradeDialog reason="Why" onClose={() => {}} />);
    expect(await screen.findByText(MSG.billing.notConfigured, undefined, { timeout: 5000 })).toBeTruthy();
    await card('Hobby');
    for (const name of ['Upgrade Plan Hobby', 'Upgrade Plan Pro']) {
      const button = screen.getByRole<HTMLButtonElement>('button', { name });
      expect(button.disabled).toBe(true);
      expect(button.title).toBe(MSG.billing.notConfigured);
    }
  });
});
