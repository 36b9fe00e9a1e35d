import { displayUrl, UNKNOWN_KEY, type TBreakdownRow } from '@kurz/core';
import type { ReactNode } from 'react';
import { formatCount, formatRate } from '../../lib/stats';
import { EmptyRow, Table } from '../Table';

export type KeyKind = 'country' | 'lang' | 'plain' | 'url' | 'source';

/** Traffic sources as people read them: a scan of a printed QR code, or any other visit. */
const SOURCE_LABELS: Record<string, string> = { qr: 'QR', direct: 'Direct' };

const regionNames = safeDisplayNames('region');
const languageNames = safeDisplayNames('language');

function safeDisplayNames(type: 'region' | 'language'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(['en'], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

function nameOf(kind: KeyKind, key: string): string | undefined {
  try {
    if (kind === 'country' && /^[A-Z]{2}$/.test(key)) return regionNames?.of(key) ?? undefined;
    if (kind === 'lang' && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(key)) return languageNames?.of(key) ?? undefined;
  } catch {
    // an odd code: show it as it is
  }
  return undefined;
}

/** The key of a breakdown row as people read it: codes with their names, 'unknown' set apart. */
export function KeyLabel({ kind, value }: { kind: KeyKind; value: string }): ReactNode {
  if (value === UNKNOWN_KEY) return <span className="bd-unknown">Unknown</span>;
  if (kind === 'source') return <span className="bd-key">{SOURCE_LABELS[value] ?? value}</span>;
  const name = nameOf(kind, value);
  if (kind === 'url') {
    return (
      <span className="bd-url" title={displayUrl(value)}>
        {displayUrl(value).replace(/^https?:\/\//, '')}
      </span>
    );
  }
  return (
    <>
      <span className="bd-key">{value}</span>
      {name && name !== value && <span className="bd-name">{name}</span>}
    </>
  );
}

interface Props {
  title: string;
  rows: TBreakdownRow[];
  kind?: KeyKind;
  /** Convs and CR% columns: only when there are conversions at all. */
  showConversions: boolean;
  maxRows?: number;
  /** Makes rows filter toggles. */
  onToggle?: (key: string) => void;
  activeKey?: string;
}

export function BreakdownTable({ title, rows, kind = 'plain', showConversions, maxRows, onToggle, activeKey }: Props) {
  const shown = maxRows ? rows.slice(0, maxRows) : rows;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const total = rows.reduce((n, r) => n + r.count, 0);
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <BreakdownCard
      id={`bd-${slug}`}
      title={title}
      note={
        maxRows &&
        rows.length > maxRows && (
          <span className="muted small">
            Top {maxRows} of {rows.length}
          </span>
        )
      }
      head={
        <>
          <th scope="col">Value</th>
          <th scope="col" className="num col-clicks">
            Clicks
          </th>
          {showConversions && (
            <>
              <th scope="col" className="num col-convs">
                Convs
              </th>
              <th scope="col" className="num col-cr">
                CR%
              </th>
            </>
          )}
        </>
      }
    >
      {shown.length === 0 && <EmptyRow colSpan={showConversions ? 4 : 2}>No data</EmptyRow>}
      {shown.map((r) => {
        const active = activeKey === r.key;
        const share = total > 0 ? Math.round((r.count / total) * 100) : 0;
        return (
          <tr
            key={r.key}
            className={`${onToggle ? 'bd-row-toggle' : ''}${active ? ' active' : ''}`}
            style={{ ['--bar' as string]: `${(r.count / max) * 100}%` }}
            onClick={onToggle ? () => onToggle(r.key) : undefined}
          >
            <td className="bd-value">
              {onToggle ? (
                <button
                  type="button"
                  className="bd-toggle"
                  aria-pressed={active}
                  title={active ? 'Clear filter' : 'Filter by this value'}
                >
                  <KeyLabel kind={kind} value={r.key} />
                </button>
              ) : (
                <KeyLabel kind={kind} value={r.key} />
              )}
            </td>
            <td className="num" title={`${share}% of clicks`}>
              {formatCount(r.count)}
            </td>
            {showConversions && (
              <>
                <td className="num">{formatCount(r.conv)}</td>
                <td className="num">{formatRate(r.conv, r.count)}</td>
              </>
            )}
          </tr>
        );
      })}
    </BreakdownCard>
  );
}

interface BreakdownCardProps {
  id: string;
  title: string;
  /** Beside the title, e.g. how many rows are shown. */
  note?: ReactNode;
  /** The header row's cells. */
  head: ReactNode;
  testId?: string;
  /** Under the table. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A stats card with a titled, scrolling breakdown table (the link stats and Reports panels). */
export function BreakdownCard({ id, title, note, head, testId, footer, children }: BreakdownCardProps) {
  return (
    <section className="card stats-card breakdown" aria-labelledby={id}>
      <div className="breakdown-head">
        <h2 id={id}>{title}</h2>
        {note}
      </div>
      <div className="breakdown-scroll">
        <Table className="bd-table" aria-labelledby={id} data-testid={testId} head={head}>
          {children}
        </Table>
      </div>
      {footer}
    </section>
  );
}
