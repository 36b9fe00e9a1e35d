import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockTrpc, NETWORK_ERROR } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset-password page', () => {
  it("without a token shows 'Invalid Link'", async () => {
    const calls = mockTrpc({});
    renderPage(<ResetPasswordPage token={undefined} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Invalid Link');
    expect(screen.getByText('Invalid or missing reset token.')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls.list).toHaveLength(0);
  });

  it('checks the passwords match, then their length, before calling the server', async () => {
    const calls = mockTrpc({});
    renderPage(<ResetPasswordPage token="tok" />);
    await submit('longenough1', 'longenough2');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await submit('short', 'short');
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters long.');
    expect(calls.list).toHaveLength(0);
  });

  it('goes through loading to success with Go to Login', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockTrpc({
      'auth.resetPassword': async () => {
        await gate;
        return { ok: true };
      },
    });
    renderPage(<ResetPasswordPage token="tok-1" />);
    await submit('new-password', 'new-password');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
    const link = await screen.findByRole('link', { name: 'Go to Login' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(calls.of('auth.resetPassword')).toEqual([{ token: 'tok-1', password: 'new-password' }]);
  });

  it.each([
    ['invalid_token', 400, 'This reset link is invalid or has expired.'],
    ['token_already_used', 410, 'This reset link has already been used.'],
    ['token_expired', 410, 'This reset link has expired. Please request a new one.'],
    ['password_too_short', 400, 'Password must be at least 8 characters long.'],
    ['internal_error', 500, 'Password reset failed. Please try again.'],
  ])('shows the error state for %s', async (code, status, message) => {
    mockTrpc({ 'auth.resetPassword': fail(code, status) });
    renderPage(<ResetPasswordPage token="tok" />);
    await submit('new-password', 'new-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
  });

  it('shows the connection message when the request fails', async () => {
    mockTrpc({ 'auth.resetPassword': () => NETWORK_ERROR });
    renderPage(<ResetPasswordPage token="tok" />);
    await submit('new-password', 'new-password');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to reset password. Please check your connection and try again.',
      ),
    );
  });
});
