import { focusManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { DOMAINS, FREE_LIMITS, LINK } from './fixtures';
import { LINKS_POLL_MS, LinksPage } from './LinksPage';

const stubs = (total: () => number) => ({
  'auth.me': () => ME.verified,
  'user.limits': () => FREE_LIMITS,
  'domains.list': () => DOMAINS,
  'links.list': () => ({
    results: [{ ...LINK, clicks_today: total() - 40, clicks_total: total() }],
    next_cursor: null,
  }),
});

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the links list while it is open', () => {
  it(`asks for the counts again every ${LINKS_POLL_MS / 1000} s`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let total = 42;
    mockTrpc(stubs(() => total));
    renderPage(<LinksPage />);
    expect((await screen.findByTestId('clicks-total')).textContent).toBe('42');
    total = 45;
    await vi.advanceTimersByTimeAsync(LINKS_POLL_MS);
    await waitFor(() => expect(screen.getByTestId('clicks-total').textContent).toBe('45'));
    expect(screen.getByTestId('clicks-today').textContent).toBe('5');
  });

  it('asks again when the window comes back into focus', async () => {
    let total = 42;
    const calls = mockTrpc(stubs(() => total));
    renderPage(<LinksPage />);
    expect((await screen.findByTestId('clicks-total')).textContent).toBe('42');
    total = 43;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(screen.getByTestId('clicks-total').textContent).toBe('43'));
    expect(calls.of('links.list').length).toBeGreaterThanOrEqual(2);
  });
});
