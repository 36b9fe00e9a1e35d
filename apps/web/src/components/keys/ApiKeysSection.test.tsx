import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ApiKeysSection, expiryOf, KEY_MESSAGES } from './ApiKeysSection';

const KEY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'CMS',
  scope: 'write',
  prefix: 'kurz_AbCdEfGh',
  created_at: 1_790_000_000,
  last_used_at: null,
  expires_at: null,
};
const SECRET = `kurz_${'S'.repeat(43)}`;

afterEach(() => vi.restoreAllMocks());

describe('API keys section', () => {
  it('lists keys with scope, prefix, dates, and links to the API reference', async () => {
    mockTrpc({
      'keys.list': () => ({ results: [{ ...KEY, last_used_at: 1_790_086_400, expires_at: 1_800_000_000 }] }),
    });
    renderPage(<ApiKeysSection role="owner" status="verified" />);
    const table = await screen.findByTestId('api-keys-list');
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'CMS',
      'write',
      'kurz_AbCdEfGh…',
      '21 Sept 2026',
      '22 Sept 2026',
      '15 Jan 2027',
    ]);
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
  });

  it('creates a key and shows its secret once, with a copy button and a warning', async () => {
    const list = [] as (typeof KEY)[];
    const calls = mockTrpc({
      'keys.list': () => ({ results: list }),
      'keys.create': () => {
        list.push(KEY);
        return {
          id: KEY.id,
          key: SECRET,
          name: 'CMS',
          scope: 'write',
          prefix: KEY.prefix,
          created_at: KEY.created_at,
          expires_at: expiryOf('2030-01-31'),
        };
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<ApiKeysSection role="owner" status="verified" />);
    await screen.findByText('No API keys yet.');
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: ' CMS ' } });
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'write' } });
    fireEvent.change(screen.getByLabelText('Expires on (optional)'), { target: { value: '2030-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect((await screen.findByTestId('new-api-key')).textContent).toBe(SECRET);
    expect(screen.getByRole('status').textContent).toContain(KEY_MESSAGES.shownOnce);
    expect(calls.of('keys.create')).toEqual([
      { name: 'CMS', scope: 'write', expires_at: Date.UTC(2030, 0, 31, 23, 59, 59) / 1000 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    await screen.findByText('kurz_AbCdEfGh…');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-key')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for a name and a future expiry before calling, and shows the server refusal', async () => {
    const calls = mockTrpc({
      'keys.list': () => ({ results: [] }),
      'keys.create': fail('api_keys_limit_reached', 403),
    });
    renderPage(<ApiKeysSection role="owner" status="verified" />);
    await screen.findByText('No API keys yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toBe(KEY_MESSAGES.nameRequired);
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText('Expires on (optional)'), { target: { value: '2001-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toBe(KEY_MESSAGES.expiryPast);
    expect(calls.of('keys.create')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Expires on (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(KEY_MESSAGES.create.api_keys_limit_reached));
  });

  it('revokes only after confirmation', async () => {
    let list = [KEY];
    const calls = mockTrpc({
      'keys.list': () => ({ results: list }),
      'keys.revoke': () => {
        list = [];
        return { ok: true };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<ApiKeysSection role="owner" status="verified" />);
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    fireEvent.click(revoke);
    expect(confirm).toHaveBeenCalledWith(KEY_MESSAGES.confirmRevoke('CMS'));
    expect(calls.of('keys.revoke')).toEqual([]);
    fireEvent.click(revoke);
    await screen.findByText('No API keys yet.');
    expect(calls.of('keys.revoke')).toEqual([{ id: KEY.id }]);
  });

  it.each([
    ['guest', KEY_MESSAGES.create.guest_not_allowed],
    ['unverified', KEY_MESSAGES.create.email_not_verified],
  ])('tells a %s account what to do first and asks the server nothing', async (status, text) => {
    const calls = mockTrpc({});
    renderPage(<ApiKeysSection role="owner" status={status} />);
    expect(await screen.findByText(text!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(calls.list).toEqual([]);
  });
});
