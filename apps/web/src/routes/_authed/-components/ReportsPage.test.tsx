import { presetRange } from '@kurz/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockTrpcSignedIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { ACME_ID, meIn } from '../../../test/workspaces';
import { accountFixture, noConversions } from '../../../test/statsFixtures';
import { ReportsPage } from './ReportsPage';

const LABELS = [
  'Today',
  'Yesterday',
  'Last 2 Days',
  'Last 3 Days',
  'Last 7 Days',
  'Last 14 Days',
  'This Month',
  'Last Month',
  'All Time',
  'Custom Dates',
];

function tiles(): Record<string, string> {
  const list = screen.getByTestId('totals');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling!.querySelector('.stat-value')!.textContent]),
  );
}

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('reports page', () => {
  it('shows the heading, the exact range labels and the totals with revenue in dollars', async () => {
    const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reports');
    expect(screen.getByText('All links of your account')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Range');
    expect([...select.options].map((o) => o.textContent)).toEqual(LABELS);
    expect(select.value).toBe('all');
    expect(tiles()).toEqual({ Clicks: '1,234', 'Unique by IP hash': '987', Conversions: '5', Revenue: '$12.50' });
    expect(calls.of('stats.account')).toEqual([{}]);
  });

  it("names the workspace it reports on when it is not the caller's own", async () => {
    mockTrpcSignedIn({
      'auth.me': () => meIn({ id: ACME_ID, name: 'Acme', role: 'viewer' }),
      'stats.account': () => accountFixture(),
    });
    renderPage(<ReportsPage />);
    expect(await screen.findByText('All links of the workspace Acme')).toBeTruthy();
  });

  it('shows revenue in each currency apart, never added up', async () => {
    const mixed = [
      { currency: 'EUR', amount: 7.25 },
      { currency: 'USD', amount: 12.5 },
    ];
    mockTrpcSignedIn({ 'stats.account': () => accountFixture({ revenue_by_currency: mixed }) });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    expect(tiles().Revenue).toBe('€7.25 · $12.50');
  });

  it('gives the Target and Links panels a whole row, so URLs and short links are not cut to a third of the page', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    const heading = await screen.findByRole('heading', { name: 'Target' });
    expect(heading.closest('.span-all')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Links' }).closest('.span-all')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Country' }).closest('.span-all')).toBeNull();
  });

  it('enables From/To only for Custom Dates and asks for the chosen days', async () => {
    const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    const user = userEvent.setup();
    const from = () => screen.getByLabelText<HTMLInputElement>('From');
    const to = () => screen.getByLabelText<HTMLInputElement>('To');
    expect(from().disabled).toBe(true);
    expect(to().disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Range'), 'last7');
    expect(from().disabled).toBe(true);
    await waitFor(() => expect(calls.of('stats.account')).toContainEqual(presetRange('last7')));
    expect(from().value).toBe(presetRange('last7')!.from);

    await user.selectOptions(screen.getByLabelText('Range'), 'custom');
    expect(from().disabled).toBe(false);
    expect(to().disabled).toBe(false);
    // Custom starts from the range on screen.
    expect(from().value).toBe(presetRange('last7')!.from);

    fireEvent.change(from(), { target: { value: '2025-01-02' } });
    // The range lives in the URL: the next edit starts from it once the navigation is done.
    await waitFor(() => expect(from().value).toBe('2025-01-02'));
    fireEvent.change(to(), { target: { value: '2025-01-09' } });
    await waitFor(() => expect(calls.of('stats.account')).toContainEqual({ from: '2025-01-02', to: '2025-01-09' }));
    expect(from().value).toBe('2025-01-02');
    // A start after the end moves the end along.
    fireEvent.change(from(), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(to().value).toBe('2025-02-01'));

    await user.selectOptions(screen.getByLabelText('Range'), 'all');
    expect(from().disabled).toBe(true);
  });

  it('keeps the range in the URL: a reload or a shared address shows the same range', async () => {
    const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    const { router } = renderPage(<ReportsPage />, { path: '/reports?range=last7' });
    await screen.findByTestId('totals');
    expect(screen.getByLabelText<HTMLSelectElement>('Range').value).toBe('last7');
    expect(calls.of('stats.account')).toEqual([presetRange('last7')]);

    await userEvent.selectOptions(screen.getByLabelText('Range'), 'custom');
    await waitFor(() => expect(router.state.location.search).toEqual(presetRange('last7')));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-02' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2025-01-02', to: presetRange('last7')!.to }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it.each([
    ['/reports?from=2025-01-02&to=2025-01-09', 'custom', { from: '2025-01-02', to: '2025-01-09' }],
    ['/reports?range=someday&from=2025-02-30', 'all', {}],
    ['/reports?from=2025-03-01&to=2025-01-01', 'all', {}],
  ])('%s opens as %s', async (path, preset, asked) => {
    const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />, { path });
    await screen.findByTestId('totals');
    expect(screen.getByLabelText<HTMLSelectElement>('Range').value).toBe(preset);
    expect(calls.of('stats.account')).toEqual([asked]);
  });

  it('shows Convs and CR% columns when there are conversions', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    for (const name of ['Country', 'Device', 'Language', 'Browser', 'OS'])
      expect(headers(name)).toEqual(['Value', 'Clicks', 'Convs', 'CR%']);
    const de = within(screen.getByRole('table', { name: 'Country' })).getAllByRole<HTMLTableRowElement>('row')[1]!;
    expect([...de.cells].map((c) => c.textContent)).toEqual(['DEGermany', '800', '4', '0.5%']);
    expect(headers('Links')).toEqual(['Link', 'Clicks', 'Convs']);
  });

  it('shows QR scans next to direct clicks in a Source table', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    const rows = within(screen.getByRole('table', { name: 'Source' }))
      .getAllByRole<HTMLTableRowElement>('row')
      .slice(1);
    expect(rows.map((r) => [r.cells[0]!.textContent, r.cells[1]!.textContent])).toEqual([
      ['Direct', '1,200'],
      ['QR', '34'],
    ]);
  });

  it('narrows the report to QR scans by clicking the Source row, keeps the range, and clears from the chip', async () => {
    const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    const { router } = renderPage(<ReportsPage />, { path: '/reports?range=last7' });
    await screen.findByTestId('totals');
    const user = userEvent.setup();
    const qrRow = within(screen.getByRole('table', { name: 'Source' })).getByRole('button', { name: /^QR/ });
    await user.click(qrRow);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ range: 'last7', filter_by: 'source', filter_val: 'qr' }),
    );
    await waitFor(() =>
      expect(calls.of('stats.account')).toContainEqual({
        ...presetRange('last7'),
        filter_by: 'source',
        filter_val: 'qr',
      }),
    );
    expect(screen.getByTestId('filter-chip').textContent).toBe(
      'SourceQR' + screen.getByRole('button', { name: 'Clear filter' }).textContent,
    );

    // A new range keeps the filter; the chip clears it.
    await user.selectOptions(screen.getByLabelText('Range'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({ filter_by: 'source', filter_val: 'qr' }));
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByTestId('filter-chip')).toBeNull();
    expect(calls.of('stats.account').at(-1)).toEqual({});
  });

  it.each([
    ['/reports?filter_by=country&filter_val=DE', { filter_by: 'country', filter_val: 'DE' }, true],
    ['/reports?filter_by=country', {}, false],
    [
      '/reports?filter_by=target&filter_val=https%3A%2F%2Fexample.com%2Fa',
      { filter_by: 'target', filter_val: 'https://example.com/a' },
      true,
    ],
    ['/reports?filter_by=dow&filter_val=Mon', {}, false],
  ])(
    '%s asks for %j (a shared filter is kept; half of one, or a link-only one, is none)',
    async (path, asked, chip) => {
      const calls = mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
      renderPage(<ReportsPage />, { path });
      await screen.findByTestId('totals');
      expect(calls.of('stats.account')).toEqual([asked]);
      expect(screen.queryByTestId('filter-chip') !== null).toBe(chip);
    },
  );

  it('hides Convs and CR% without conversions', async () => {
    mockTrpcSignedIn({
      'stats.account': () =>
        accountFixture({
          ...noConversions,
          breakdowns: {
            country: [{ key: 'FR', count: 10, conv: 0 }],
            device: [],
            lang: [],
            browser: [],
            os: [],
            source: [],
            target: [],
          },
          conversions_timeseries: [],
        }),
    });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    for (const name of ['Country', 'Device', 'Language', 'Browser', 'OS'])
      expect(headers(name)).toEqual(['Value', 'Clicks']);
    expect(tiles().Revenue).toBe('$0.00');
  });

  it('lists links with a note when there are more than 20', async () => {
    const links = Array.from({ length: 20 }, (_, i) => ({
      host: 'kurz.localhost',
      slug: `l${i}`,
      clicks: 100 - i,
      conversions: 0,
    }));
    mockTrpcSignedIn({ 'stats.account': () => accountFixture({ links, links_more: 7 }) });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    const rows = within(screen.getByTestId('report-links')).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: 'kurz.localhost/l0' }).getAttribute('href')).toBe(
      '/links/kurz.localhost/l0/stats',
    );
    expect(screen.getByText('Showing top 20 of 27 links')).toBeTruthy();
  });

  it('shows one conversion rate on the tile, the table and the breakdowns (5.7%, not 5.66%)', async () => {
    mockTrpcSignedIn({
      'stats.account': () =>
        accountFixture({
          totals: { clicks: 53, unique_ips: 40, conversions: 3, revenue: 9, cr: 5.66, bots: 0 },
          links: [{ host: 'kurz.localhost', slug: 'spring', clicks: 53, conversions: 3 }],
          breakdowns: { ...accountFixture().breakdowns, country: [{ key: 'DE', count: 53, conv: 3 }] },
        }),
    });
    renderPage(<ReportsPage />);
    const totals = await screen.findByTestId('totals');
    expect(within(totals).getByText(/^CR /).textContent).toBe('CR 5.7%');
    const linkRow = within(screen.getByTestId('report-links')).getAllByRole('row')[1]!;
    expect(linkRow.querySelector('[title]')!.getAttribute('title')).toBe('CR 5.7%');
    const de = within(screen.getByRole('table', { name: 'Country' })).getAllByRole('row')[1]!;
    expect(de.textContent).toContain('5.7%');
  });

  it('names IDN links and targets decoded in the links table, the Target panel and the click stream', async () => {
    const base = accountFixture();
    mockTrpcSignedIn({
      'stats.account': () =>
        accountFixture({
          links: [{ host: 'xn--mnchen-3ya.de', slug: 'sommer', clicks: 5, conversions: 0 }],
          breakdowns: {
            ...base.breakdowns,
            target: [{ key: 'https://xn--strae-oqa.de/%C3%BCber', count: 5, conv: 0 }],
          },
        }),
      'stats.accountStream': () => [
        {
          ts: Date.UTC(2025, 4, 2, 8, 0, 0) / 1000,
          country: 'DE',
          device: 'desktop',
          lang: 'de',
          hostname: 'xn--mnchen-3ya.de',
          slug: 'sommer',
          referer: 'https://xn--bcher-kva.example/%C3%BCbersicht',
        },
      ],
    });
    renderPage(<ReportsPage />);
    const links = await screen.findByTestId('report-links');
    expect(within(links).getByRole('link', { name: 'münchen.de/sommer' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Target' })).getByText('straße.de/über')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Click Stream (last 20)' }));
    const stream = await screen.findByTestId('click-stream');
    await within(stream).findByRole('link', { name: 'münchen.de/sommer' });
    expect(stream.textContent).toContain('bücher.example/übersicht');
    expect(stream.textContent).not.toContain('xn--');
  });

  it('has no links note when every link is listed', async () => {
    mockTrpcSignedIn({ 'stats.account': () => accountFixture() });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    expect(within(screen.getByTestId('report-links')).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText(/Showing top/)).toBeNull();
  });

  it('requests the click stream (limit 20) only after expanding', async () => {
    const calls = mockTrpcSignedIn({
      'stats.account': () => accountFixture(),
      'stats.accountStream': () => [
        {
          ts: Date.UTC(2025, 4, 2, 8, 0, 0) / 1000,
          country: 'DE',
          device: 'desktop',
          lang: 'de',
          hostname: 'kurz.localhost',
          slug: 'spring',
          referer: null,
        },
      ],
    });
    renderPage(<ReportsPage />);
    await screen.findByTestId('totals');
    const toggle = screen.getByRole('button', { name: 'Click Stream (last 20)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.of('stats.accountStream')).toEqual([]);

    await userEvent.setup().click(toggle);
    const stream = await screen.findByTestId('click-stream');
    await within(stream).findByRole('link', { name: 'kurz.localhost/spring' });
    expect(
      within(stream)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time (UTC)', 'Country', 'Device', 'Lang', 'Link', 'Referer']);
    expect(calls.of('stats.accountStream')).toEqual([{ limit: 20 }]);
  });

  it("shows 'No clicks in this range' for an empty range", async () => {
    mockTrpcSignedIn({
      'stats.account': () =>
        accountFixture({
          totals: { clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, cr: 0, bots: 0 },
          timeseries: [{ t: 1746057600, count: 0 }],
          conversions_timeseries: [{ t: 1746057600, conversions: 0 }],
          links: [],
        }),
    });
    renderPage(<ReportsPage />);
    expect(await screen.findByText('No clicks in this range')).toBeTruthy();
  });

  it("shows 'failed' when the report cannot be loaded (after one retry)", async () => {
    const calls = mockTrpcSignedIn({ 'stats.account': fail('internal_error', 500) });
    renderPage(<ReportsPage />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('failed');
    expect(calls.of('stats.account')).toHaveLength(2);
  }, 10_000);
});
