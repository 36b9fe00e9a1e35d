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
  reporters: 2,
  latest_report_at: 1_700_000_100,
  latest_reports: [
    { reason: 'phishing', details: 'fake bank page', created_at: 1_700_000_100 },
    { reason: 'spam', details: null, created_at: 1_700_000_050 },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('flagged links page', () => {
  it('tells a non-admin that admin access is required, without listing', async () => {
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'abuse.flagged': () => ({ results: [LINK], next_cursor: null }),
    });
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
    mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': () => ({ results: [LINK], next_cursor: null }) });
    renderPage(<FlaggedPage />);
    const row = await screen.findByTestId('flagged-row');
    expect(within(row).getByText('kurz.localhost/bad123')).toBeTruthy();
    expect(within(row).getByText('https://phish.example/login')).toBeTruthy();
    expect(within(row).getByLabelText('Reporting networks').textContent).toBe('2');
    expect(within(row).getByLabelText('Open reports').textContent).toBe('3');
    expect(within(row).getByText(/^latest /)).toBeTruthy();
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
      'abuse.flagged': () => ({ results: [{ ...LINK, disabled }], next_cursor: null }),
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
    const calls = mockTrpc({
      'auth.me': () => ME.admin,
      'abuse.flagged': () => ({ results: [LINK], next_cursor: null }),
      'abuse.ban': () => ({ ok: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<FlaggedPage />);
    const ban = await screen.findByRole('button', { name: 'Ban the owner of kurz.localhost/bad123' });
    fireEvent.click(ban);
    expect(calls.of('abuse.ban')).toHaveLength(0);
    fireEvent.click(ban);
    await waitFor(() => expect(calls.of('abuse.ban')).toEqual([{ user_id: LINK.owner_id }]));
    expect(confirm.mock.calls[0]?.[0]).toContain('spammer@example.com');
  });

  it('asks for most reporters first, loads further pages by cursor, and sorts by newest report on request', async () => {
    const page = (slug: string, reporters: number) => ({ ...LINK, slug, reporters });
    const calls = mockTrpc({
      'auth.me': () => ME.admin,
      'abuse.flagged': (input) => {
        const { cursor, sort } = input as { cursor?: string; sort?: string };
        if (sort === 'latest') return { results: [page('newest', 1)], next_cursor: null };
        return cursor === 'c2'
          ? { results: [page('quiet', 1)], next_cursor: null }
          : { results: [page('genuine', 30), page('loud', 20)], next_cursor: 'c2' };
      },
    });
    renderPage(<FlaggedPage />);
    await waitFor(() => expect(screen.getAllByTestId('flagged-row')).toHaveLength(2));
    const slugs = () =>
      screen.getAllByTestId('flagged-row').map((r) => within(r).getByText(/^kurz\.localhost\//).textContent);
    expect(slugs()).toEqual(['kurz.localhost/genuine', 'kurz.localhost/loud']);
    expect(calls.of('abuse.flagged')[0]).toMatchObject({ sort: 'reporters' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(slugs()).toEqual(['kurz.localhost/genuine', 'kurz.localhost/loud', 'kurz.localhost/quiet']),
    );
    expect(calls.of('abuse.flagged')[1]).toMatchObject({ sort: 'reporters', cursor: 'c2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'latest' } });
    await waitFor(() => expect(slugs()).toEqual(['kurz.localhost/newest']));
    expect(calls.of('abuse.flagged').at(-1)).toMatchObject({ sort: 'latest' });
  });

  it('says so when nothing is flagged', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'abuse.flagged': () => ({ results: [], next_cursor: null }) });
    renderPage(<FlaggedPage />);
    expect(await screen.findByText('No flagged links')).toBeTruthy();
  });
});
