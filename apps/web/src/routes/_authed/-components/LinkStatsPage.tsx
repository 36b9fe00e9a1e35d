import {
  DOW_KEYS,
  LINK_STREAM_SIZE,
  MSG,
  presetOf,
  presetRange,
  showsBots,
  type TBreakdownRow,
  type TDimension,
  type TRangePreset,
  type TStatsSummary,
} from '@kurz/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BreakdownTable } from '../../../components/stats/BreakdownTable';
import { ClicksExportLink } from '../../../components/stats/ClicksExportLink';
import { Collapsible } from '../../../components/stats/Collapsible';
import { FilterBar, LINK_PANELS, type StatsFilter } from '../../../components/stats/panels';
import { RangePicker } from '../../../components/stats/RangePicker';
import { StatsFailed } from '../../../components/stats/StatsFailed';
import { linkName } from '../../../lib/links';
import { StatsOverview } from '../../../components/stats/StatsOverview';
import { StreamPanel } from '../../../components/stats/StreamTable';
import {
  formatCount,
  formatRate,
  linkStreamQueryOptions,
  linkSummaryQueryOptions,
  rangeDays,
  type TLinkStatsSearch,
} from '../../../lib/stats';
import { errorCode, useTRPC } from '../../../lib/trpc';
import '../../../styles/stats.css';

/** Every weekday in order, including those without clicks, so the week reads as a week. */
function fullWeek(rows: TBreakdownRow[]): TBreakdownRow[] {
  return DOW_KEYS.map((key) => rows.find((r) => r.key === key) ?? { key, count: 0, conv: 0 });
}

interface Props {
  host: string;
  slug: string;
  search: TLinkStatsSearch;
  onSearch: (next: TLinkStatsSearch) => void;
}

/** Spec §2 /links/{host}/{slug}/stats. The URL holds the range (from/to) and the one active filter. */
export function LinkStatsPage({ host, slug, search, onSearch }: Props) {
  const trpc = useTRPC();
  const summary = useQuery({ ...linkSummaryQueryOptions(trpc, host, slug, search), placeholderData: keepPreviousData });
  // The URL only knows dates; a preset picked here is remembered while the URL still holds its dates.
  const [chosen, setChosen] = useState<{ preset: TRangePreset; from?: string; to?: string } | null>(null);
  const preset =
    chosen && chosen.from === search.from && chosen.to === search.to ? chosen.preset : presetOf(search.from, search.to);
  const effective = summary.data ? rangeDays(summary.data.range) : null;
  const shownFrom = search.from ?? effective?.from ?? '';
  const shownTo = search.to ?? effective?.to ?? '';
  const filter: StatsFilter =
    search.filter_by && search.filter_val !== undefined ? { dim: search.filter_by, value: search.filter_val } : null;

  const setRange = (next: TRangePreset, dates: { from?: string; to?: string }) => {
    setChosen({ preset: next, ...dates });
    onSearch({ ...search, from: dates.from, to: dates.to });
  };
  const onPreset = (next: TRangePreset) => {
    if (next === 'all') return setRange('all', {});
    if (next === 'custom') {
      const today = new Date().toISOString().slice(0, 10);
      return setRange('custom', { from: shownFrom || today, to: shownTo || today });
    }
    setRange(next, presetRange(next)!);
  };
  const toggleFilter = (dim: TDimension, value: string) => {
    const same = filter?.dim === dim && filter.value === value;
    onSearch({ from: search.from, to: search.to, ...(same ? {} : { filter_by: dim, filter_val: value }) });
  };
  const clearFilter = () => onSearch({ from: search.from, to: search.to });

  if (summary.isError && errorCode(summary.error) === 'not_found') return <LinkNotFound host={host} slug={slug} />;

  return (
    <section className="page stats-page">
      <div className="stats-header">
        <div className="stats-heading">
          <Link to="/links" className="back-link">
            <span aria-hidden="true">←</span> Back
          </Link>
          <h1>Statistics</h1>
          <p className="stats-subtitle">
            {summary.data?.title && <strong className="stats-link-title">{summary.data.title}</strong>}
            <code className="stats-link-ref">{linkName(host, slug)}</code>
          </p>
        </div>
        <RangePicker
          preset={preset}
          from={shownFrom}
          to={shownTo}
          onPreset={onPreset}
          onDates={(d) => setRange('custom', d)}
          busy={summary.isFetching}
        />
        <ClicksExportLink host={host} slug={slug} from={search.from} to={search.to} />
      </div>

      <FilterBar filter={filter} onClear={clearFilter} />

      {summary.isPending ? (
        <div className="page-loading">{MSG.loading}</div>
      ) : summary.isError ? (
        <StatsFailed onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryPanels data={summary.data} filter={filter} onToggle={toggleFilter} stale={summary.isPlaceholderData} />
      )}

      <Collapsible title={`Click Stream (last ${LINK_STREAM_SIZE})`}>
        <LinkStream host={host} slug={slug} />
      </Collapsible>
    </section>
  );
}

/** An unknown (or someone else's, or deleted) link: nothing to retry, so the way back instead. */
function LinkNotFound({ host, slug }: { host: string; slug: string }) {
  return (
    <section className="page stats-page">
      <div className="card center-text stats-missing">
        <h1>Link not found</h1>
        <p className="muted">
          There is no link <code>{linkName(host, slug)}</code> in your account.
        </p>
        <Link to="/links" className="btn btn-primary">
          Back to links
        </Link>
      </div>
    </section>
  );
}

function SummaryPanels({
  data,
  filter,
  onToggle,
  stale,
}: {
  data: TStatsSummary;
  filter: StatsFilter;
  onToggle: (dim: TDimension, value: string) => void;
  stale: boolean;
}) {
  const { totals } = data;
  const hasConversions = totals.conversions > 0;
  return (
    <div className={`stats-body${stale ? ' stale' : ''}`}>
      <StatsOverview
        data={data}
        clicksHint={
          totals.bots > 0 && !showsBots(filter)
            ? `${formatCount(totals.bots)} bot ${totals.bots === 1 ? 'click' : 'clicks'} excluded`
            : undefined
        }
        rate={formatRate(totals.conversions, totals.clicks)}
      />
      <div className="breakdown-grid">
        {LINK_PANELS.map((p) => (
          <div key={p.dim} className={p.wide ? 'span-all' : undefined}>
            <BreakdownTable
              title={p.title}
              kind={p.kind}
              rows={p.dim === 'dow' ? fullWeek(data.breakdowns.dow) : data.breakdowns[p.dim]}
              showConversions={hasConversions}
              onToggle={(key) => onToggle(p.dim, key)}
              activeKey={filter?.dim === p.dim ? filter.value : undefined}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

function LinkStream({ host, slug }: { host: string; slug: string }) {
  const trpc = useTRPC();
  const stream = useQuery(linkStreamQueryOptions(trpc, host, slug, LINK_STREAM_SIZE));
  return <StreamPanel stream={stream} />;
}
