import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc, NETWORK_ERROR } from '../../test/msw';
import { renderPage } from '../../test/render';
import { RegisterDialog } from './RegisterDialog';

async function fillAndSubmit(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return dialog;
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('registration modal', () => {
  it.each([
    ['', 'password1', 'password1', 'Please fill all fields'],
    ['a@example.com', '', '', 'Please fill all fields'],
    ['a@example.com', 'short', 'short', 'Password must be at least 8 characters'],
    ['a@example.com', 'password1', 'password2', 'Passwords do not match'],
  ])('checks %j / %j / %j locally: %s', async (email, password, confirm, message) => {
    const calls = mockTrpc({});
    renderPage(<RegisterDialog onClose={() => {}} onRegistered={() => {}} />);
    await fillAndSubmit(email, password, confirm);
    expect(await alertText()).toBe(message);
    expect(calls.list).toHaveLength(0);
  });

  it.each([
    ['user_exists', 409, 'User with this email already exists'],
    ['invalid_email', 400, 'Invalid email address'],
    ['weak_password', 400, 'Password is too weak'],
    ['rate_limited', 429, 'Registration failed. Please try again.'],
    ['internal_error', 500, 'Registration failed. Please try again.'],
  ])('maps the server code %s', async (code, status, message) => {
    mockTrpc({ 'auth.register': fail(code, status) });
    const onRegistered = vi.fn();
    renderPage(<RegisterDialog onClose={() => {}} onRegistered={onRegistered} />);
    await fillAndSubmit('a@example.com', 'password1', 'password1');
    expect(await alertText()).toBe(message);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('offers to sign in instead when the address has an account', async () => {
    mockTrpc({ 'auth.register': fail('user_exists', 409) });
    const { router } = renderPage(<RegisterDialog onClose={() => {}} onRegistered={() => {}} />);
    await fillAndSubmit('a@example.com', 'password1', 'password1');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the connection fails', async () => {
    mockTrpc({ 'auth.register': () => NETWORK_ERROR });
    renderPage(<RegisterDialog onClose={() => {}} onRegistered={() => {}} />);
    await fillAndSubmit('a@example.com', 'password1', 'password1');
    expect(await alertText()).toBe('Connection error. Check your internet and try again.');
  });

  it('registers with the typed email and password, then hands over (the page reloads)', async () => {
    const calls = mockTrpc({ 'auth.register': () => ({ ...ME.unverified, email: 'a@example.com' }) });
    const onRegistered = vi.fn();
    renderPage(<RegisterDialog onClose={() => {}} onRegistered={onRegistered} />);
    await fillAndSubmit(' a@example.com ', 'password1', 'password1');
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls.of('auth.register')).toEqual([{ email: 'a@example.com', password: 'password1' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
