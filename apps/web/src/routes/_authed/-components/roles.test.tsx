import { MSG } from '@kurz/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiKeysSection } from '../../../components/keys/ApiKeysSection';
import { WebhooksSection } from '../../../components/webhooks/WebhooksSection';
import { mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { ACME_ID, meIn } from '../../../test/workspaces';
import { DOMAINS, FREE_LIMITS, LINK, PAID_LIMITS, PLANS } from '../links/-components/fixtures';
import { LinksPage } from '../links/-components/LinksPage';
import { BillingPage } from './BillingPage';
import { DomainsPage } from './domains/DomainsPage';

const as = (role: string) => () => meIn({ id: ACME_ID, name: 'Acme', role }, 'pro');
const base = (role: string) => ({
  'auth.me': as(role),
  'user.limits': () => PAID_LIMITS,
  'domains.list': () => DOMAINS,
  'links.list': () => ({ results: [LINK], next_cursor: null }),
  'links.tags': () => [],
  'plans.list': () => PLANS,
});

const disabledWith = (button: HTMLElement, reason: string) => {
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.title).toBe(reason);
};

describe('actions a role may not take are disabled with the reason', () => {
  it('a viewer reads links but cannot create, edit or delete them', async () => {
    mockTrpc(base('viewer'));
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    const reason = 'Viewers can only read links and statistics';
    disabledWith(screen.getByRole('button', { name: 'New Link' }), reason);
    disabledWith(within(row).getByRole('button', { name: 'Edit' }), reason);
    disabledWith(within(row).getByRole('button', { name: 'Delete' }), reason);
    disabledWith(screen.getByRole('button', { name: 'Import' }), reason);
    expect(within(row).getByRole('link', { name: 'Stats' })).toBeTruthy();
  });

  it('a member may edit links', async () => {
    mockTrpc(base('member'));
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New Link' }).disabled).toBe(false);
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(false);
  });

  it('a member cannot add domains: the forms are disabled and say why', async () => {
    mockTrpc({ ...base('member'), 'user.limits': () => FREE_LIMITS });
    renderPage(<DomainsPage />);
    expect((await screen.findByText('Only admins can manage domains.')).className).toContain('alert');
    const forms = document.querySelectorAll('fieldset');
    expect(forms.length).toBeGreaterThan(0);
    forms.forEach((f) => {
      expect(f.disabled).toBe(true);
      expect(f.title).toBe('Only admins can manage domains');
    });
  });

  it('an admin sees the subscription but only an owner changes the plan', async () => {
    mockTrpc({
      ...base('admin'),
      'billing.me': () => ({ subscription: null, payments: [], me: { plan: 'free', comped: false }, configured: true }),
    });
    renderPage(<BillingPage />);
    const upgrade = await screen.findByRole('button', { name: `${MSG.billing.upgrade} Hobby` });
    disabledWith(upgrade, 'Only owners can change the plan');
  });

  it('a member is told the subscription is for admins, and billing is not asked', async () => {
    const calls = mockTrpc(base('member'));
    renderPage(<BillingPage />);
    expect(await screen.findByText('Only admins can see the subscription and payments.')).toBeTruthy();
    expect(calls.of('billing.me')).toHaveLength(0);
  });

  it('API keys and webhooks are for admins', async () => {
    const calls = mockTrpc(base('member'));
    renderPage(
      <>
        <ApiKeysSection status="verified" role="member" />
        <WebhooksSection status="verified" role="member" />
      </>,
    );
    expect(await screen.findByText('Only admins can manage API keys.')).toBeTruthy();
    expect(screen.getByText('Only admins can manage webhooks.')).toBeTruthy();
    expect(calls.of('keys.list')).toHaveLength(0);
    expect(calls.of('webhooks.list')).toHaveLength(0);
  });
});
