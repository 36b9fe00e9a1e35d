import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockTrpc, mockTrpcSignedIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { accountFixture, summaryFixture } from '../../../test/statsFixtures';
import { LinkStatsPage } from './LinkStatsPage';
import { ReportsPage } from './ReportsPage';

const AS_OF = Date.UTC(2026, 10, 24, 23, 41) / 1000;

describe('a report read from a lagging standby', () => {
  it('the Reports page says how old its data is', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture({ data_as_of: AS_OF }) });
    renderPage(<ReportsPage />);
    expect((await screen.findByRole('note')).textContent).toBe('Data as of 23:41 UTC');
  });

  it('the link stats page too, and neither says anything when current', async () => {
    mockTrpc({ 'stats.summary': () => summaryFixture({ data_as_of: AS_OF }) });
    const { unmount } = renderPage(
      <LinkStatsPage host="kurz.localhost" slug="spring" search={{}} onSearch={() => {}} />,
    );
    expect((await screen.findByRole('note')).textContent).toBe('Data as of 23:41 UTC');
    unmount();
    mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<LinkStatsPage host="kurz.localhost" slug="spring" search={{}} onSearch={() => {}} />);
    await screen.findByTestId('totals');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
