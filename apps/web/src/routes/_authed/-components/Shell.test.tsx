import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, mockTrpc } from '../../../test/msw';
import { RegisterDialog } from '../../../components/auth/RegisterDialog';
import { renderPage } from '../../../test/render';
import { FREE_LIMITS } from '../links/-components/fixtures';
import { Shell } from './Shell';

const base = {
  'user.limits': () => FREE_LIMITS,
  'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
  'auth.logout': () => ({ ok: true }),
};

const original = window.location;
const assigned: string[] = [];
function recordNavigation() {
  assigned.length = 0;
  // jsdom cannot navigate: record where the page would go.
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...original,
      origin: original.origin,
      set href(v: string) {
        assigned.push(v);
      },
    },
  });
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
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out and lose my links' }),
    );
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

describe('after registering', () => {
  afterEach(() => sessionStorage.clear());

  it('says to check the inbox the verification mail went to, until dismissed', async () => {
    mockTrpc({ ...base, 'auth.me': () => ME.unverified, 'auth.register': () => ME.unverified });
    const registered = vi.fn();
    const first = renderPage(<RegisterDialog onClose={() => {}} onRegistered={registered} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registered).toHaveBeenCalled());
    first.unmount();

    // The page reloads: the shell shows the notice.
    renderPage(<Shell>page</Shell>, { path: '/links' });
    const notice = await screen.findByText(/Check your inbox/);
    expect(notice.closest('[role="status"]')!.textContent).toBe(
      'Check your inbox: we sent a link to new@example.com to verify your address.×',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Check your inbox/)).toBeNull();
  });

  it('says nothing to someone who did not just register', async () => {
    mockTrpc({ ...base, 'auth.me': () => ME.unverified });
    renderPage(<Shell>page</Shell>, { path: '/links' });
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByText(/Check your inbox/)).toBeNull();
  });
});
