import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { FlaggedPage } from './FlaggedPage';

const LINK = {
  hostname: 'kurz.localhost',
  slug: 'bad123',
  target_url: 'https://phish.example/login',
  created_at: 1_700_000_000,
  owner_id: '00000000-0000-4000-8000-000000000009',
  owner_email: 'spammer@example.com',
  owner_banned: false,
  disabled: false,
  report_count: 3,
  latest_reports: [
    { reason: 'phishing', details: 'fake bank page', created_at: 1_700_000_100 },
    { reason: 'spam', details: null, created_at: 1_700_000_050 },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('flagged links page', () => {
  it('tells a non-admin that admin access is required, without listing', async () => {
    const calls = mockTrpc({ 'auth.me': () => ME.verified, 'abuse.flagged': () => ({ results: [LINK] }) });
    renderPage(<FlaggedPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Admin access required to review flagged links.');
    expect(calls.of('abuse.flagged')).toHaveLength(0);
  });

  it('treats a 403 on listing as no access', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': fail('forbidden', 403) });
    renderPage(<FlaggedPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Admin access required to review flagged links.');
  });

  it('lists a reported link with its count, latest reasons, owner and actions', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': () => ({ results: [LINK] }) });
    renderPage(<FlaggedPage />);
    const row = await screen.findByTestId('flagged-row');
    expect(within(row).getByText('kurz.localhost/bad123')).toBeTruthy();
    expect(within(row).getByText('https://phish.example/login')).toBeTruthy();
    expect(within(row).getByLabelText('Open reports').textContent).toBe('3');
    expect(within(row).getByText('phishing: fake bank page')).toBeTruthy();
    expect(within(row).getByText('spam')).toBeTruthy();
    expect(within(row).getByText('spammer@example.com')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Disable kurz.localhost/bad123' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('disables a link, then shows it disabled with Restore', async () => {
    let disabled = false;
    const calls = mockTrpc({
      'auth.me': () => ME.admin,
      'abuse.flagged': () => ({ results: [{ ...LINK, disabled }] }),
      'abuse.disable': () => {
        disabled = true;
        return { ok: true };
      },
    });
    renderPage(<FlaggedPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable kurz.localhost/bad123' }));
    expect(await screen.findByRole('button', { name: 'Restore kurz.localhost/bad123' })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(calls.of('abuse.disable')).toEqual([{ hostname: 'kurz.localhost', slug: 'bad123' }]);
  });

  it('bans the owner only after confirming', async () => {
    const calls = mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': () => ({ results: [LINK] }), 'abuse.ban': () => ({ ok: true }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<FlaggedPage />);
    const ban = await screen.findByRole('button', { name: 'Ban the owner of kurz.localhost/bad123' });
    fireEvent.click(ban);
    expect(calls.of('abuse.ban')).toHaveLength(0);
    fireEvent.click(ban);
    await waitFor(() => expect(calls.of('abuse.ban')).toEqual([{ user_id: LINK.owner_id }]));
    expect(confirm.mock.calls[0]?.[0]).toContain('spammer@example.com');
  });

  it('says so when nothing is flagged', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': () => ({ results: [] }) });
    renderPage(<FlaggedPage />);
    expect(await screen.findByText('No flagged links')).toBeTruthy();
  });
});
