import { MSG } from '@kurz/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ALREADY_VERIFIED_RELOAD_MS, ResendVerificationDialog } from './ResendVerificationDialog';

/** A parent that re-renders every 300 ms and hands the dialog a new reload function each time, as pages do. */
function Rerendering({ onReload }: { onReload: () => void }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 300);
    return () => clearInterval(timer);
  }, []);
  return (
    <ResendVerificationDialog me={{ id: 'u1', email: 'a@example.com' }} onClose={() => {}} reload={() => onReload()} />
  );
}

describe('the resend verification dialog', () => {
  it('sends a new mail for the signed-in account', async () => {
    const calls = mockTrpc({ 'auth.sendVerification': () => ({ ok: true }) });
    renderPage(
      <ResendVerificationDialog me={{ id: 'u1', email: 'a@example.com' }} onClose={() => {}} reload={() => {}} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG.resend.success);
    expect(calls.list.map((c) => c.input)).toEqual([{ email: 'a@example.com', user_id: 'u1' }]);
  });

  it('reloads 2 s after "already verified", however often its parent re-renders meanwhile', async () => {
    mockTrpc({ 'auth.sendVerification': fail('already_verified', 409) });
    const reload = vi.fn();
    renderPage(<Rerendering onReload={reload} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG.resend.already_verified);
    const shownAt = Date.now();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: ALREADY_VERIFIED_RELOAD_MS * 2 });
    // Not at once either (shownAt is taken a little after the timer started).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ALREADY_VERIFIED_RELOAD_MS / 2);
  });
});
