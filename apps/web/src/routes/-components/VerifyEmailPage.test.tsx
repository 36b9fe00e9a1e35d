import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ME, mockTrpc, NETWORK_ERROR } from '../../test/msw';
import { renderPage } from '../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

const RESEND = 'Send new verification email';

describe('verify-email page', () => {
  it('shows loading, then success with Go to Dashboard, verifying the token once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockTrpc({
      'auth.verifyEmail': async () => {
        await gate;
        return { ok: true };
      },
      'auth.me': () => ME.verified,
    });
    renderPage(<VerifyEmailPage token="abc" />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
    expect((await screen.findByRole('heading', { name: 'Email Verified!' })).textContent).toBe('Email Verified!');
    expect(screen.getByText('Your email has been successfully verified!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/links');
    expect(calls.of('auth.verifyEmail')).toEqual([{ token: 'abc' }]);
  });

  it.each([
    ['invalid_token', 400, 'This verification link is invalid or has expired.', true],
    ['token_expired', 410, 'This verification link has expired. Please request a new one.', true],
    ['token_already_used', 410, 'This verification link has already been used.', false],
    ['user_not_found', 404, 'User account not found.', false],
  ])('maps %s and offers resend: %s', async (code, status, message, offersResend) => {
    mockTrpc({ 'auth.verifyEmail': fail(code, status), 'auth.me': fail('unauthorized', 401) });
    renderPage(<VerifyEmailPage token="abc" />);
    await screen.findByRole('heading', { name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(!!screen.queryByRole('button', { name: RESEND })).toBe(offersResend);
  });

  it('offers resend on another error only when signed in', async () => {
    mockTrpc({ 'auth.verifyEmail': fail('internal_error', 500), 'auth.me': () => ME.unverified });
    renderPage(<VerifyEmailPage token="abc" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Email verification failed. Please try again.');
    expect(await screen.findByRole('button', { name: RESEND })).toBeTruthy();
  });

  it('does not offer resend on another error when signed out', async () => {
    const calls = mockTrpc({ 'auth.verifyEmail': fail('internal_error', 500), 'auth.me': fail('unauthorized', 401) });
    renderPage(<VerifyEmailPage token="abc" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Email verification failed. Please try again.');
    // The page asks who is signed in only after the failure; wait for that answer to land.
    await waitFor(() => expect(calls.of('auth.session').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: RESEND })).toBeNull();
  });

  it('shows the connection message when the request fails', async () => {
    mockTrpc({ 'auth.verifyEmail': () => NETWORK_ERROR, 'auth.me': fail('unauthorized', 401) });
    renderPage(<VerifyEmailPage token="abc" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to verify email. Please check your connection and try again.',
    );
  });
});
