import { presetRange } from '@kurz/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TLinkStatsSearch } from '../../../lib/stats';
import { fail, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { summaryFixture } from '../../../test/statsFixtures';
import { LinkStatsPage } from './LinkStatsPage';

const REF = { hostname: 'kurz.localhost', slug: 'spring' };

/** The route's URL state, held the way the router holds it: the page only reads and asks to change it. */
function Harness({ initial = {} }: { initial?: TLinkStatsSearch }) {
  const [search, setSearch] = useState<TLinkStatsSearch>(initial);
  return (
    <>
      <LinkStatsPage host={REF.hostname} slug={REF.slug} search={search} onSearch={setSearch} />
      <output data-testid="url-search">{JSON.stringify(search)}</output>
    </>
  );
}

const urlSearch = () => JSON.parse(screen.getByTestId('url-search').textContent) as TLinkStatsSearch;

function tiles(): Record<string, string> {
  const list = screen.getByTestId('totals');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling!.querySelector('.stat-value')!.textContent]),
  );
}

const table = (name: string) => screen.getByRole('table', { name });
const rowButton = (tableName: string, name: RegExp) => within(table(tableName)).getByRole('button', { name });

describe('link stats page', () => {
  it('shows the title, totals and every breakdown from the summary', async () => {
    const calls = mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Statistics');
    expect(screen.getByText('Spring launch')).toBeTruthy();
    expect(screen.getByText('kurz.localhost/spring')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/links');
    expect(tiles()).toEqual({ Clicks: '1,234', 'Unique by IP hash': '987', Conversions: '5', Revenue: '$12.50' });
    expect(screen.getByText('3 bot clicks excluded')).toBeTruthy();
    for (const name of ['Country', 'Device', 'Language', 'Browser', 'OS', 'Target', 'Day of week'])
      expect(table(name)).toBeTruthy();
    const countryRows = within(table('Country')).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(countryRows.map((r) => r.cells[0]!.textContent)).toEqual(['DEGermany', 'USUnited States', 'Unknown']);
    expect(countryRows[0]!.cells[1]!.textContent).toBe('800');
    expect(within(table('Device')).getByText('desktop')).toBeTruthy();
    // Conversions exist, so the Convs and CR% columns are shown.
    expect(within(table('Country')).getByRole('columnheader', { name: 'CR%' })).toBeTruthy();
    // The week is complete, in order.
    expect(
      within(table('Day of week'))
        .getAllByRole<HTMLTableRowElement>('row')
        .slice(1)
        .map((r) => r.cells[0]!.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(calls.of('stats.summary')).toEqual([REF]);
  });

  it('shows revenue in each currency apart, never added up', async () => {
    const mixed = [
      { currency: 'EUR', amount: 7.25 },
      { currency: 'USD', amount: 12.5 },
    ];
    mockTrpc({ 'stats.summary': () => summaryFixture({ revenue_by_currency: mixed }) });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    expect(tiles().Revenue).toBe('€7.25 · $12.50');
  });

  it('says how many bot clicks the totals leave out, one in the singular', async () => {
    const base = summaryFixture();
    mockTrpc({ 'stats.summary': () => ({ ...base, totals: { ...base.totals, bots: 1 } }) });
    renderPage(<Harness />);
    expect(await screen.findByText('1 bot click excluded')).toBeTruthy();
  });

  it('says no bot clicks are left out when filtered to the bots: its clicks are the bots', async () => {
    const base = summaryFixture();
    mockTrpc({ 'stats.summary': () => ({ ...base, totals: { ...base.totals, clicks: 7, bots: 7 } }) });
    renderPage(<Harness initial={{ filter_by: 'device', filter_val: 'bot' }} />);
    await screen.findByTestId('totals');
    expect(tiles().Clicks).toBe('7');
    expect(screen.queryByText(/bot clicks? excluded/)).toBeNull();
  });

  it('names an IDN link and its target decoded', async () => {
    const base = summaryFixture();
    mockTrpc({
      'stats.summary': () =>
        summaryFixture({
          breakdowns: {
            ...base.breakdowns,
            target: [{ key: 'https://xn--strae-oqa.de/%C3%BCber', count: 5, conv: 0 }],
          },
        }),
    });
    renderPage(<LinkStatsPage host="xn--mnchen-3ya.de" slug="sommer" search={{}} onSearch={() => {}} />);
    await screen.findByTestId('totals');
    expect(screen.getByText('münchen.de/sommer')).toBeTruthy();
    expect(within(table('Target')).getByText('straße.de/über')).toBeTruthy();
  });

  it('toggles a breakdown row as the filter, and clicking it again clears it', async () => {
    const calls = mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    const user = userEvent.setup();

    await user.click(rowButton('Country', /^DE/));
    expect(urlSearch()).toEqual({ filter_by: 'country', filter_val: 'DE' });
    await waitFor(() =>
      expect(calls.of('stats.summary')).toContainEqual({ ...REF, filter_by: 'country', filter_val: 'DE' }),
    );
    await waitFor(() => expect(rowButton('Country', /^DE/).getAttribute('aria-pressed')).toBe('true'));
    expect(rowButton('Country', /^DE/).closest('tr')!.className).toContain('active');
    expect(screen.getByTestId('filter-chip').textContent).toContain('Country');
    expect(screen.getByTestId('filter-chip').textContent).toContain('DE');

    await user.click(rowButton('Country', /^DE/));
    expect(urlSearch()).toEqual({});
    await waitFor(() => expect(rowButton('Country', /^DE/).getAttribute('aria-pressed')).toBe('false'));
    expect(screen.queryByTestId('filter-chip')).toBeNull();
  });

  it('keeps only one filter at a time and clears it from the chip', async () => {
    mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<Harness initial={{ from: '2025-05-01', to: '2025-05-03' }} />);
    await screen.findByTestId('totals');
    const user = userEvent.setup();

    await user.click(rowButton('Country', /^US/));
    await user.click(rowButton('Device', /^mobile/));
    expect(urlSearch()).toEqual({ from: '2025-05-01', to: '2025-05-03', filter_by: 'device', filter_val: 'mobile' });
    await waitFor(() => expect(rowButton('Device', /^mobile/).getAttribute('aria-pressed')).toBe('true'));
    expect(rowButton('Country', /^US/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(urlSearch()).toEqual({ from: '2025-05-01', to: '2025-05-03' });
  });

  it('filters by day of week with its key', async () => {
    const calls = mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    await userEvent.setup().click(rowButton('Day of week', /^Thu/));
    await waitFor(() =>
      expect(calls.of('stats.summary')).toContainEqual({ ...REF, filter_by: 'dow', filter_val: 'Thu' }),
    );
  });

  it('shows QR scans next to direct clicks and filters by source', async () => {
    const calls = mockTrpc({ 'stats.summary': () => summaryFixture() });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    const rows = within(table('Source')).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((r) => [r.cells[0]!.textContent, r.cells[1]!.textContent])).toEqual([
      ['Direct', '1,000'],
      ['QR', '234'],
    ]);
    await userEvent.setup().click(rowButton('Source', /^QR/));
    expect(urlSearch()).toEqual({ filter_by: 'source', filter_val: 'qr' });
    await waitFor(() =>
      expect(calls.of('stats.summary')).toContainEqual({ ...REF, filter_by: 'source', filter_val: 'qr' }),
    );
    expect(screen.getByTestId('filter-chip').textContent).toBe(
      'SourceQR' + screen.getByRole('button', { name: 'Clear filter' }).textContent,
    );
  });

  it('loads the click stream (limit 100) only when expanded and toggles it', async () => {
    const calls = mockTrpc({
      'stats.summary': () => summaryFixture(),
      'stats.stream': () => [
        {
          ts: Date.UTC(2025, 4, 2, 9, 30, 5) / 1000,
          country: 'DE',
          device: 'desktop',
          lang: 'de',
          referer: 'https://news.example.org/post',
        },
        { ts: Date.UTC(2025, 4, 2, 9, 0, 0) / 1000, country: null, device: 'mobile', lang: null, referer: null },
      ],
    });
    renderPage(<Harness />);
    await screen.findByTestId('totals');
    const toggle = screen.getByRole('button', { name: 'Click Stream (last 100)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls.of('stats.stream')).toEqual([]);

    const user = userEvent.setup();
    await user.click(toggle);
    const stream = await screen.findByTestId('click-stream');
    await within(stream).findByText('news.example.org/post');
    expect(calls.of('stats.stream')).toEqual([{ ...REF, limit: 100 }]);
    const rows = within(stream).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows[0]!.cells[0]!.textContent).toBe('May 2, 09:30:05');
    expect(rows[1]!.textContent).toContain('Direct');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(toggle);
    expect(screen.queryByTestId('click-stream')).toBeNull();
  });

  it('derives the range from the URL: custom with dates, otherwise all; a preset writes its dates', async () => {
    mockTrpc({ 'stats.summary': () => summaryFixture() });
    const first = renderPage(<Harness initial={{ from: '2025-05-01', to: '2025-05-03' }} />);
    await screen.findByTestId('totals');
    expect(screen.getByLabelText<HTMLSelectElement>('Range').value).toBe('custom');
    expect(screen.getByLabelText<HTMLInputElement>('From').disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2025-05-01');
    first.unmount();

    renderPage(<Harness />);
    await screen.findByTestId('totals');
    const select = screen.getByLabelText<HTMLSelectElement>('Range');
    expect(select.value).toBe('all');
    expect(screen.getByLabelText<HTMLInputElement>('From').disabled).toBe(true);
    // All Time shows the days the server answered for.
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2025-05-01');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2025-05-03');

    const user = userEvent.setup();
    await user.selectOptions(select, 'last7');
    expect(urlSearch()).toEqual(presetRange('last7'));
    expect(select.value).toBe('last7');
    await user.selectOptions(select, 'all');
    expect(urlSearch()).toEqual({});
  });

  it("shows 'No clicks in this range' when there are none", async () => {
    const empty = summaryFixture({
      totals: { clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, bots: 0 },
      timeseries: [{ t: 1746057600, count: 0 }],
      conversions_timeseries: [{ t: 1746057600, conversions: 0 }],
    });
    mockTrpc({ 'stats.summary': () => empty });
    renderPage(<Harness />);
    expect(await screen.findByText('No clicks in this range')).toBeTruthy();
  });

  it("shows 'failed' when the summary cannot be loaded (after one retry)", async () => {
    const calls = mockTrpc({ 'stats.summary': fail('internal_error', 500) });
    renderPage(<Harness />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('failed');
    expect(calls.of('stats.summary')).toHaveLength(2);
  }, 10_000);
});
