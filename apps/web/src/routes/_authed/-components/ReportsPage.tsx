import {
  ACCOUNT_STREAM_SIZE,
  MSG,
  presetRange,
  REPORT_TABLE_ROWS,
  type TAccountDimension,
  type TAccountStats,
  type TRangePreset,
} from '@kurz/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { BreakdownCard, BreakdownTable } from '../../../components/stats/BreakdownTable';
import { Collapsible } from '../../../components/stats/Collapsible';
import { ACCOUNT_PANELS, FilterBar } from '../../../components/stats/panels';
import { RangePicker } from '../../../components/stats/RangePicker';
import { StatsFailed } from '../../../components/stats/StatsFailed';
import { LinkName } from '../../../components/LinkName';
import { StatsOverview } from '../../../components/stats/StatsOverview';
import { StreamPanel } from '../../../components/stats/StreamTable';
import { EmptyRow } from '../../../components/Table';
import {
  accountStatsQueryOptions,
  accountStreamQueryOptions,
  formatCount,
  formatRate,
  rangeDays,
  ZReportsSearch,
  type TReportsSearch,
} from '../../../lib/stats';
import { useMe } from '../../../lib/auth/me';
import { useTRPC } from '../../../lib/trpc';
import { inOwnWorkspace, workspaceName } from '../../../lib/workspace';
import '../../../styles/stats.css';

const STREAM_TITLE = `Click Stream (last ${ACCOUNT_STREAM_SIZE})`;

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

type ReportFilter = { dim: TAccountDimension; value: string } | null;

/** The range a /reports URL holds (see ZReportsSearch), and back. */
function rangeOf(search: TReportsSearch): RangeState {
  if (search.range) return { preset: search.range, from: '', to: '' };
  if (search.from || search.to) return { preset: 'custom', from: search.from ?? '', to: search.to ?? '' };
  return { preset: 'all', from: '', to: '' };
}
function searchOf(r: RangeState, filter: ReportFilter, tag?: string): TReportsSearch {
  const f = { ...(filter ? { filter_by: filter.dim, filter_val: filter.value } : {}), ...(tag ? { tag } : {}) };
  if (r.preset === 'all') return f;
  if (r.preset === 'custom') return { from: r.from || undefined, to: r.to || undefined, ...f };
  return { range: r.preset, ...f };
}

/**
 * Spec §2 Reports: every link of the account over one range, narrowed to one breakdown row (QR scans,
 * a country, ...) by clicking it; the URL keeps both (reload, back, share).
 */
export function ReportsPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const search = ZReportsSearch.parse(useSearch({ strict: false }));
  const range = rangeOf(search);
  const filter: ReportFilter =
    search.filter_by && search.filter_val !== undefined ? { dim: search.filter_by, value: search.filter_val } : null;
  const go = (next: TReportsSearch) => void navigate({ to: '.', search: next as never });
  const setRange = (next: RangeState) => go(searchOf(next, filter, search.tag));
  const toggleFilter = (dim: TAccountDimension, value: string) =>
    go(searchOf(range, filter?.dim === dim && filter.value === value ? null : { dim, value }, search.tag));
  const stats = useQuery({
    ...accountStatsQueryOptions(trpc, queryRange(range), filter, search.tag),
    placeholderData: keepPreviousData,
  });
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

  const me = useMe();
  // The report covers the workspace the dashboard acts in: say which, unless it is the caller's own.
  const scope = inOwnWorkspace(me) ? 'your account' : `the workspace ${workspaceName(me.workspace)}`;

  return (
    <section className="page stats-page">
      <div className="stats-header">
        <div className="stats-heading">
          <h1>Reports</h1>
          <p className="stats-subtitle muted">All links of {scope}</p>
        </div>
        <div className="stats-controls">
          <TagFilter tag={search.tag} onTag={(tag) => go(searchOf(range, filter, tag))} />
          <RangePicker
            preset={range.preset}
            from={shownFrom}
            to={shownTo}
            onPreset={onPreset}
            onDates={(d) => setRange({ preset: 'custom', ...d })}
            busy={stats.isFetching}
          />
        </div>
      </div>

      <FilterBar filter={filter} onClear={() => go(searchOf(range, null, search.tag))} />

      {stats.isPending ? (
        <div className="page-loading">{MSG.loading}</div>
      ) : stats.isError ? (
        <StatsFailed onRetry={() => void stats.refetch()} />
      ) : (
        <ReportPanels data={stats.data} filter={filter} onToggle={toggleFilter} stale={stats.isPlaceholderData} />
      )}

      <Collapsible title={STREAM_TITLE}>
        <AccountStream />
      </Collapsible>
    </section>
  );
}

function ReportPanels({
  data,
  filter,
  onToggle,
  stale,
}: {
  data: TAccountStats;
  filter: ReportFilter;
  onToggle: (dim: TAccountDimension, value: string) => void;
  stale: boolean;
}) {
  const hasConversions = data.totals.conversions > 0;
  // The server sends the top REPORT_TABLE_ROWS links and counts the rest in links_more.
  const { links } = data;
  return (
    <div className={`stats-body${stale ? ' stale' : ''}`}>
      <StatsOverview data={data} rate={formatRate(data.totals.conversions, data.totals.clicks)} />
      <div className="breakdown-grid">
        {ACCOUNT_PANELS.map((p) => (
          // The target panel takes a whole row, as on a link's stats: URLs need the width.
          <div key={p.dim} className={p.wide ? 'span-all' : undefined}>
            <BreakdownTable
              title={p.title}
              kind={p.kind}
              rows={data.breakdowns[p.dim]}
              showConversions={hasConversions}
              maxRows={REPORT_TABLE_ROWS}
              onToggle={(key) => onToggle(p.dim, key)}
              activeKey={filter?.dim === p.dim ? filter.value : undefined}
            />
          </div>
        ))}
        {/* A whole row, as the targets have: short links need the width not to break. */}
        <div className="span-all">
          <BreakdownCard
            id="report-links"
            title="Links"
            testId="report-links"
            head={
              <>
                <th scope="col">Link</th>
                <th scope="col" className="num col-clicks">
                  Clicks
                </th>
                <th scope="col" className="num col-convs">
                  Convs
                </th>
              </>
            }
            footer={
              data.links_more > 0 && (
                <p className="fine-print table-note">
                  Showing top {links.length} of {formatCount(links.length + data.links_more)} links
                </p>
              )
            }
          >
            {links.length === 0 && <EmptyRow colSpan={3}>No data</EmptyRow>}
            {links.map((l) => (
              <tr key={`${l.host}/${l.slug}`}>
                <td className="bd-value">
                  <Link to="/links/$host/$slug/stats" params={{ host: l.host, slug: l.slug }} className="bd-link">
                    <LinkName hostname={l.host} slug={l.slug} />
                  </Link>
                </td>
                <td className="num">{formatCount(l.clicks)}</td>
                <td className="num" title={l.conversions > 0 ? `CR ${formatRate(l.conversions, l.clicks)}` : undefined}>
                  {formatCount(l.conversions)}
                </td>
              </tr>
            ))}
          </BreakdownCard>
        </div>
      </div>
    </div>
  );
}

/** Narrows the report to the links with one tag; shown once the account has tags. */
function TagFilter({ tag, onTag }: { tag?: string; onTag: (tag: string | undefined) => void }) {
  const trpc = useTRPC();
  const tags = useQuery(trpc.links.tags.queryOptions());
  if (!tag && (tags.data?.length ?? 0) === 0) return null;
  return (
    <select
      aria-label="Tag"
      className="tag-filter"
      value={tag ?? ''}
      onChange={(e) => onTag(e.target.value || undefined)}
    >
      <option value="">All tags</option>
      {tag && !tags.data?.some((t) => t.name.toLowerCase() === tag.toLowerCase()) && <option value={tag}>{tag}</option>}
      {(tags.data ?? []).map((t) => (
        <option key={t.name} value={t.name}>
          {t.name}
        </option>
      ))}
    </select>
  );
}

/** Mounted only while the section is open: the stream is requested on expanding, never before. */
function AccountStream() {
  const trpc = useTRPC();
  const stream = useQuery(accountStreamQueryOptions(trpc, ACCOUNT_STREAM_SIZE));
  return <StreamPanel stream={stream} withLink />;
}
