import { decodeUrlText, displayHost, displayUrl, MSG, UNKNOWN_KEY } from '@kurz/core';
import { LinkName } from '../LinkName';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fmt } from '../../lib/stats';
import { EmptyRow, ScrollTable } from '../Table';
import { StatsFailed } from './StatsFailed';

interface StreamRow {
  ts: number;
  country: string | null;
  device: string;
  lang: string | null;
  referer: string | null;
  hostname?: string;
  slug?: string;
}

function refererLabel(referer: string | null): { text: string; title?: string } {
  if (!referer) return { text: 'Direct' };
  try {
    const u = new URL(referer);
    const text = `${displayHost(u.host)}${u.pathname === '/' ? '' : decodeUrlText(u.pathname)}`;
    return { text, title: displayUrl(referer) };
  } catch {
    return { text: referer, title: referer };
  }
}

const orUnknown = (v: string | null) => (v && v !== UNKNOWN_KEY ? v : '—');

/** The newest clicks first; with `withLink` (Reports) each row names its short link. */
export function StreamTable({
  rows,
  withLink = false,
  onRefresh,
  refreshing,
}: {
  rows: StreamRow[];
  withLink?: boolean;
  onRefresh?: () => void;
  refreshing?: boolean;
}) {
  return (
    <div className="stream">
      {onRefresh && (
        <div className="stream-tools">
          <span className="muted small">
            {rows.length} {rows.length === 1 ? 'click' : 'clicks'}, newest first
          </span>
          <button type="button" className="btn btn-small btn-ghost" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      )}
      <ScrollTable
        className="stream-table"
        data-testid="click-stream"
        head={
          <>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Country</th>
            <th scope="col">Device</th>
            <th scope="col">Lang</th>
            {withLink && <th scope="col">Link</th>}
            <th scope="col">Referer</th>
          </>
        }
      >
        {rows.length === 0 && <EmptyRow colSpan={withLink ? 6 : 5}>No clicks yet</EmptyRow>}
        {rows.map((r, i) => {
          const ref = refererLabel(r.referer);
          return (
            <tr key={`${r.ts}-${i}`}>
              <td className="nowrap tabular">{fmt.stamp(r.ts)}</td>
              <td>{orUnknown(r.country)}</td>
              <td>{r.device}</td>
              <td>{orUnknown(r.lang)}</td>
              {withLink && (
                <td className="nowrap">
                  {r.hostname && r.slug ? (
                    <Link to="/links/$host/$slug/stats" params={{ host: r.hostname, slug: r.slug }}>
                      <LinkName hostname={r.hostname} slug={r.slug} />
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td className={`stream-ref${r.referer ? '' : ' muted'}`} title={ref.title}>
                {ref.text}
              </td>
            </tr>
          );
        })}
      </ScrollTable>
    </div>
  );
}

/** A stream query on screen: loading, 'failed' with a retry, or the table with a refresh button. */
export function StreamPanel({
  stream,
  withLink,
}: {
  stream: UseQueryResult<StreamRow[], unknown>;
  withLink?: boolean;
}) {
  if (stream.isPending) return <p className="muted">{MSG.loading}</p>;
  if (stream.isError) return <StatsFailed onRetry={() => void stream.refetch()} />;
  return (
    <StreamTable
      rows={stream.data}
      withLink={withLink}
      onRefresh={() => void stream.refetch()}
      refreshing={stream.isFetching}
    />
  );
}
