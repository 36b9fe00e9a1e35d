import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ME, mockTrpc } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { summaryFixture } from '../../../test/statsFixtures';

/** The first render loads the whole route tree: slower than one component. */
const SLOW = { timeout: 5000 };
const base = { 'auth.me': () => ME.verified, 'stats.stream': () => [] };

describe('link stats error states', () => {
  it("an unknown link says 'Link not found' with the way back to /links, and asks once", async () => {
    const calls = mockTrpc({ ...base, 'stats.summary': fail('not_found', 404) });
    renderApp('/links/kurz.localhost/nope/stats');
    expect((await screen.findByRole('heading', { level: 1, name: 'Link not found' }, SLOW)).textContent).toBe(
      'Link not found',
    );
    expect(screen.getByRole('link', { name: 'Back to links' }).getAttribute('href')).toBe('/links');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('failed')).toBeNull();
    expect(calls.of('stats.summary')).toHaveLength(1);
  });

  it.each([
    ['garbage', 'from=yesterday&to=soon'],
    ['not a calendar day', 'from=2025-02-30&to=2025-13-01'],
    ['a range that ends before it starts', 'from=2025-05-10&to=2025-05-01'],
  ])('%s in the URL shows the default range', async (_what, query) => {
    const calls = mockTrpc({ ...base, 'stats.summary': () => summaryFixture() });
    renderApp(`/links/kurz.localhost/spring/stats?${query}`);
    await screen.findByTestId('totals', {}, SLOW);
    expect(calls.of('stats.summary')).toEqual([{ hostname: 'kurz.localhost', slug: 'spring' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a good range from the URL', async () => {
    const calls = mockTrpc({ ...base, 'stats.summary': () => summaryFixture() });
    renderApp('/links/kurz.localhost/spring/stats?from=2025-05-01&to=2025-05-03');
    await screen.findByTestId('totals', {}, SLOW);
    await waitFor(() =>
      expect(calls.of('stats.summary')).toEqual([
        { hostname: 'kurz.localhost', slug: 'spring', from: '2025-05-01', to: '2025-05-03' },
      ]),
    );
  });
});
