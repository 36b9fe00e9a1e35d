import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockTrpc, fail } from '../../test/msw';
import { renderPage } from '../../test/render';
import { limitsQueryOptions } from '../../lib/queries';
import { createApi } from '../../lib/trpc';
import { UsageDialog } from './UsageDialog';

const LIMITS = {
  limits: {
    links: { current: 3, limit: 25, unlimited: false, remaining: 22 },
    custom_subdomains: { current: 1, limit: -1, unlimited: true, remaining: -1 },
    byod_domains: { current: 0, limit: 0, unlimited: false, remaining: 0 },
    seats: { current: 2, limit: 5, unlimited: false, remaining: 3 },
  },
  features: { custom_slugs: true, redirect_rules: false, custom_preview: true, qr_codes: false, conversions: false },
  plan: { id: 'hobby', name: 'Hobby', analytics_retention_days: 90 },
};

function rows(): Record<string, string> {
  const list = screen.getByTestId('usage');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('usage dialog', () => {
  it('shows quotas as current/limit with ∞, gates as yes/no, and retention in days', async () => {
    mockTrpc({ 'user.limits': () => LIMITS });
    renderPage(<UsageDialog onClose={() => {}} />);
    await screen.findByTestId('usage');
    expect(rows()).toEqual({
      Links: '3/25',
      'Custom subdomains': '1/∞',
      'BYOD domains': '0/0',
      Seats: '2/5',
      'Custom slugs': 'yes',
      'Redirect rules': 'no',
      'Custom preview': 'yes',
      'QR codes': 'no',
      'Analytics retention': '90 days',
    });
    expect(screen.getByText('Hobby')).toBeTruthy();
    // 'QR codes: no' is the logo: plain codes are every plan's.
    expect(screen.getByTestId('qr-note').textContent).toBe(
      'Every plan makes QR codes; a logo in them needs a paid plan.',
    );
  });

  it("shows 'Failed to fetch user limits' when the call fails", async () => {
    mockTrpc({ 'user.limits': fail('internal_error', 500) });
    renderPage(<UsageDialog onClose={() => {}} />);
    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toBe('Failed to fetch user limits');
  }, 10_000);

  it('keeps limits fresh for 30 s and retries twice (spec §9)', () => {
    const { trpc } = createApi('http://localhost');
    const options = limitsQueryOptions(trpc);
    expect(options.staleTime).toBe(30_000);
    expect(options.retry).toBe(2);
  });
});
