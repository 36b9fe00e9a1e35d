import { ACCOUNT_STREAM_SIZE, MSG, presetRange, REPORT_TABLE_ROWS, type TAccountStats, type TRangePreset } from '@kurz/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { BreakdownTable, type KeyKind } from '../../../components/stats/BreakdownTable';
import { Collapsible } from '../../../components/stats/Collapsible';
import { RangePicker } from '../../../components/stats/RangePicker';
import { StatsFailed } from '../../../components/stats/StatsFailed';
import { StatTiles } from '../../../components/stats/StatTiles';
import { StreamTable } from '../../../components/stats/StreamTable';
import { TimeSeriesChart } from '../../../components/stats/TimeSeriesChart';
import { accountStatsQueryOptions, accountStreamQueryOptions, formatCount, formatRate, formatRevenue, mergeSeries, rangeDays } from '../../../lib/stats';
import { useTRPC } from '../../../lib/trpc';
import '../../../styles/stats.css';

const PANELS: { dim: keyof TAccountStats['breakdowns']; title: string; kind: KeyKind }[] = [
  { dim: 'country', title: 'Country', kind: 'country' },
  { dim: 'device', title: 'Device', kind: 'plain' },
  { dim: 'lang', title: 'Language', kind: 'lang' },
  { dim: 'browser', title: 'Browser', kind: 'plain' },
  { dim: 'os', title: 'OS', kind: 'plain' },
];

export const STREAM_TITLE = `Click Stream (last ${ACCOUNT_STREAM_SIZE})`;

interface RangeState {
  preset: TRangePreset;
  from: string;
  to: string;
}

/** The dates a range state asks the server for: none for All Time. */
function queryRange(r: RangeState): { from?: string; to?: string } {
  if (r.preset === 'all') return {};
  if (r.preset === 'custom') return r.from && r.to ? { from: r.from, to: r.to } : {};
  return presetRange(r.preset) ?? {};
}

/** Spec §2 Reports: every link of the account over one range. */
export function ReportsPage() {
  const trpc = useTRPC();
  const [range, setRange] = useState<RangeState>({ preset: 'all', from: '', to: '' });
  const stats = useQuery({ ...accountStatsQueryOptions(trpc, queryRange(range)), placeholderData: keepPreviousData });
  const effective = stats.data ? rangeDays(stats.data.range) : null;
  const asked = queryRange(range);
  const shownFrom = asked.from ?? effective?.from ?? '';
  const shownTo = asked.to ?? effective?.to ?? '';

  const onPreset = (preset: TRangePreset) => {
    // Custom Dates starts from whatever range is on screen, so the inputs are never blank.
    if (preset === 'custom') {
      const today = new Date().toISOString().slice(0, 10);
      setRange({ preset, from: shownFrom || today, to: shownTo || today });
    } else {
      setRange({ preset, from: '', to: '' });
    }
  };

  return (
    <section className="page stats-page">
      <div className="stats-header">
        <div className="stats-heading">
          <h1>Reports</h1>
          <p className="stats-subtitle muted">All links of your account</p>
        </div>
        <RangePicker preset={range.preset} from={shownFrom} to={shownTo} onPreset={onPreset} onDates={(d) => setRange({ preset: 'custom', ...d })} busy={stats.isFetching} />
      </div>

      {stats.isPending ? (
        <div className="page-loading">{MSG.loading}</div>
      ) : stats.isError ? (
        <StatsFailed onRetry={() => stats.refetch()} />
      ) : (
        <ReportPanels data={stats.data} stale={stats.isPlaceholderData} />
      )}

      <Collapsible title={STREAM_TITLE}>
        <AccountStream />
      </Collapsible>
    </section>
  );
}

function ReportPanels({ data, stale }: { data: TAccountStats; stale: boolean }) {
  const points = useMemo(() => mergeSeries(data.timeseries, data.conversions_timeseries), [data]);
  const { totals } = data;
  const hasConversions = totals.conversions > 0;
  const links = data.links.slice(0, REPORT_TABLE_ROWS);
  return (
    <div className={`stats-body${stale ? ' stale' : ''}`}>
      <StatTiles
        tiles={[
          { label: 'Clicks', value: formatCount(totals.clicks), tone: 'clicks' },
          { label: 'Unique by IP hash', value: formatCount(totals.unique_ips) },
          { label: 'Conversions', value: formatCount(totals.conversions), hint: hasConversions ? `CR ${totals.cr.toFixed(2)}%` : undefined, tone: 'conversions' },
          { label: 'Revenue', value: formatRevenue(totals.revenue), tone: 'revenue' },
        ]}
      />
      <section className="card stats-card chart-card" aria-label="Clicks and conversions">
        <TimeSeriesChart points={points} bucket={data.range.bucket} />
      </section>
      <div className="breakdown-grid">
        {PANELS.map((p) => (
          <BreakdownTable key={p.dim} title={p.title} kind={p.kind} rows={data.breakdowns[p.dim]} showConversions={hasConversions} maxRows={REPORT_TABLE_ROWS} />
        ))}
        <section className="card stats-card breakdown" aria-labelledby="report-links">
          <div className="breakdown-head">
            <h2 id="report-links">Links</h2>
          </div>
          <div className="breakdown-scroll">
            <table className="table bd-table" aria-labelledby="report-links" data-testid="report-links">
              <thead>
                <tr>
                  <th scope="col">Link</th>
                  <th scope="col" className="num col-clicks">
                    Clicks
                  </th>
                  <th scope="col" className="num col-convs">
                    Convs
                  </th>
                </tr>
              </thead>
              <tbody>
                {links.length === 0 && (
                  <tr>
                    <td colSpan={3} className="empty">
                      No data
                    </td>
                  </tr>
                )}
                {links.map((l) => (
                  <tr key={`${l.host}/${l.slug}`}>
                    <td className="bd-value">
                      <Link to="/links/$host/$slug/stats" params={{ host: l.host, slug: l.slug }} className="bd-link">
                        {l.host}/{l.slug}
                      </Link>
                    </td>
                    <td className="num">{formatCount(l.clicks)}</td>
                    <td className="num" title={l.conversions > 0 ? `CR ${formatRate(l.conversions, l.clicks)}` : undefined}>
                      {formatCount(l.conversions)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.links_more > 0 && (
            <p className="fine-print table-note">
              Showing top {links.length} of {formatCount(links.length + data.links_more)} links
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** Mounted only while the section is open: the stream is requested on expanding, never before. */
function AccountStream() {
  const trpc = useTRPC();
  const stream = useQuery(accountStreamQueryOptions(trpc, ACCOUNT_STREAM_SIZE));
  if (stream.isPending) return <p className="muted">{MSG.loading}</p>;
  if (stream.isError) return <StatsFailed onRetry={() => stream.refetch()} />;
  return <StreamTable rows={stream.data} withLink onRefresh={() => stream.refetch()} refreshing={stream.isFetching} />;
}
