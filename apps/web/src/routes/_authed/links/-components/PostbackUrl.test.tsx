import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { POSTBACK_TOKEN_MESSAGES, PostbackUrl } from './PostbackUrl';

const urlWith = (token: string) => `https://app.example/api/postback?clickid={clickid}&token=${token}`;
const TOKEN = { token: 'old-token', postback_url: urlWith('old-token'), tokenless_until: null };
const ROTATED = { token: 'new-token', postback_url: urlWith('new-token'), tokenless_until: null };
// 3 Jan 2027, 00:00 UTC.
const GRACE = { ...TOKEN, tokenless_until: 1_798_934_400 };

afterEach(() => vi.restoreAllMocks());

describe('the postback URL to give the network', () => {
  it('shows the URL with the token and copies it whole', async () => {
    mockTrpc({ 'conversions.postbackToken': () => TOKEN });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderPage(<PostbackUrl />);
    expect((await screen.findByTestId('postback-to-call')).textContent).toBe(TOKEN.postback_url);
    expect(screen.queryByTestId('postback-grace')).toBeNull();
    // After userEvent.setup(), which puts a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN.postback_url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('rotates after a confirmation and shows the new URL; nothing without it', async () => {
    const calls = mockTrpc({
      'conversions.postbackToken': () => TOKEN,
      'conversions.rotatePostbackToken': () => ROTATED,
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderPage(<PostbackUrl />);
    await screen.findByTestId('postback-to-call');
    await user.click(screen.getByRole('button', { name: 'Rotate token' }));
    expect(confirm).toHaveBeenLastCalledWith(POSTBACK_TOKEN_MESSAGES.confirmRotate);
    expect(calls.of('conversions.rotatePostbackToken')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rotate token' }));
    await waitFor(() => expect(screen.getByTestId('postback-to-call').textContent).toBe(ROTATED.postback_url));
    expect(calls.of('conversions.rotatePostbackToken')).toHaveLength(1);
  });

  it('says why a token sealed under an earlier server secret cannot be shown, and rotates it to a new URL', async () => {
    const calls = mockTrpc({
      'conversions.postbackToken': fail('secret_unreadable', 409),
      'conversions.rotatePostbackToken': () => ROTATED,
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPage(<PostbackUrl />);
    const notice = await screen.findByTestId('postback-unreadable');
    expect(within(notice).getByText(POSTBACK_TOKEN_MESSAGES.unreadable)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Rotate token' }));
    await waitFor(() => expect(screen.getByTestId('postback-to-call').textContent).toBe(ROTATED.postback_url));
    expect(calls.of('conversions.rotatePostbackToken')).toHaveLength(1);
    expect(screen.queryByTestId('postback-unreadable')).toBeNull();
  });

  it('says when a rotation failed and keeps the URL', async () => {
    mockTrpc({
      'conversions.postbackToken': () => TOKEN,
      'conversions.rotatePostbackToken': fail('rate_limited', 429),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPage(<PostbackUrl />);
    await screen.findByTestId('postback-to-call');
    await user.click(screen.getByRole('button', { name: 'Rotate token' }));
    expect((await screen.findByRole('alert')).textContent).toBe(POSTBACK_TOKEN_MESSAGES.failed);
    expect(screen.getByTestId('postback-to-call').textContent).toBe(TOKEN.postback_url);
  });

  it('warns while postbacks without the token are accepted, until the owner requires it', async () => {
    const calls = mockTrpc({
      'conversions.postbackToken': () => GRACE,
      'conversions.requirePostbackToken': () => TOKEN,
    });
    const user = userEvent.setup();
    renderPage(<PostbackUrl />);
    const warning = await screen.findByTestId('postback-grace');
    expect(warning.textContent).toContain('Until 3 Jan 2027 postbacks without the token are still accepted');
    await user.click(within(warning).getByRole('button', { name: 'Require the token now' }));
    await waitFor(() => expect(screen.queryByTestId('postback-grace')).toBeNull());
    expect(calls.of('conversions.requirePostbackToken')).toHaveLength(1);
  });
});
