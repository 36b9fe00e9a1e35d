import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ME, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { FREE_LIMITS } from '../links/-components/fixtures';
import { Shell } from './Shell';

const base = { 'user.limits': () => FREE_LIMITS, 'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }), 'auth.logout': () => ({ ok: true }) };

const original = window.location;
const assigned: string[] = [];
function recordNavigation() {
  assigned.length = 0;
  // jsdom cannot navigate: record where the page would go.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, origin: original.origin, set href(v: string) { assigned.push(v); } } });
}
afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: original }));

describe('Logout', () => {
  it('asks a guest first, saying the links will be lost unless they register, and Cancel keeps the session', async () => {
    const calls = mockTrpc({ ...base, 'auth.me': () => ME.guest });
    renderPage(<Shell>page</Shell>, { path: '/links' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of the guest account?' });
    expect(dialog.textContent).toContain('Your links will be lost unless you register');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.of('auth.logout')).toHaveLength(0);
  });

  it("a guest's Register in the warning opens the registration dialog instead of logging out", async () => {
    const calls = mockTrpc({ ...base, 'auth.me': () => ME.guest });
    renderPage(<Shell>page</Shell>, { path: '/links' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Confirm password')).toBeTruthy();
    expect(calls.of('auth.logout')).toHaveLength(0);
  });

  it('a guest who confirms is logged out and sent home', async () => {
    recordNavigation();
    const calls = mockTrpc({ ...base, 'auth.me': () => ME.guest });
    renderPage(<Shell>page</Shell>, { path: '/links' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out and lose my links' }));
    await waitFor(() => expect(assigned).toEqual(['/']));
    expect(calls.of('auth.logout')).toHaveLength(1);
  });

  it('a registered user is logged out at once, without a question', async () => {
    recordNavigation();
    const calls = mockTrpc({ ...base, 'auth.me': () => ME.verified });
    renderPage(<Shell>page</Shell>, { path: '/links' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    await waitFor(() => expect(assigned).toEqual(['/']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.of('auth.logout')).toHaveLength(1);
  });
});
