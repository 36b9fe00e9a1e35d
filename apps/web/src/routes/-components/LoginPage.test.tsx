import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ME, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { LoginPage } from './LoginPage';

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'user@example.com');
  await user.type(screen.getByLabelText('Password'), 'password1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('signing in from a guest session', () => {
  it('goes on at once when every guest link moved into the account', async () => {
    const calls = mockTrpc({ 'auth.login': () => ({ ...ME.verified, guest_links: { moved: 2, left: 0 } }) });
    const { router } = renderPage(<LoginPage redirect="/profile" />, { path: '/login' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.of('auth.login')).toEqual([{ email: 'user@example.com', password: 'password1' }]);
  });

  it('says how many guest links stayed behind, then goes on', async () => {
    mockTrpc({ 'auth.login': () => ({ ...ME.verified, guest_links: { moved: 1, left: 2 } }) });
    const { router } = renderPage(<LoginPage />, { path: '/login' });
    const user = await signIn();
    expect((await screen.findByRole('status')).textContent).toContain(
      "2 guest links did not fit your plan's link limit",
    );
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
  });

  it('never follows a redirect off this origin', async () => {
    mockTrpc({ 'auth.login': () => ME.verified });
    const { router } = renderPage(<LoginPage redirect="/.//evil.test/x" />, { path: '/login' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
  });
});

describe('a banned account', () => {
  it('is told the account is suspended and stays on the login page', async () => {
    mockTrpc({ 'auth.login': fail('account_banned', 403) });
    const { router } = renderPage(<LoginPage />, { path: '/login' });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('This account has been suspended for abuse.');
    expect(router.state.location.pathname).toBe('/login');
  });
});
