import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockTrpcSignedIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { accountFixture } from '../../../test/statsFixtures';
import { ReportsPage } from './ReportsPage';

describe('reports by tag', () => {
  it("offers the account's tags and asks for the report of the chosen one", async () => {
    const calls = mockTrpcSignedIn({
      'stats.account': () => accountFixture(),
      'links.tags': () => [
        { name: 'Launch', color: '#2563eb' },
        { name: 'Mail', color: '#16a34a' },
      ],
    });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Tag' });
    expect([...select.options].map((o) => o.textContent)).toEqual(['All tags', 'Launch', 'Mail']);
    await userEvent.selectOptions(select, 'Mail');
    await waitFor(() => expect(calls.of('stats.account')).toContainEqual({ tag: 'Mail' }));
  });

  it('shows no tag filter to an account without tags', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture(), 'links.tags': () => [] });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull();
  });
});
