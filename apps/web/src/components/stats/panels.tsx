import { ACCOUNT_DIMENSIONS, type TAccountDimension, type TDimension } from '@kurz/core';
import { KeyLabel, type KeyKind } from './BreakdownTable';

export interface StatsPanel {
  dim: TDimension;
  title: string;
  kind: KeyKind;
  wide?: boolean;
}

/** The breakdowns of a link's statistics, in the order they are shown. */
export const LINK_PANELS: StatsPanel[] = [
  { dim: 'country', title: 'Country', kind: 'country' },
  { dim: 'device', title: 'Device', kind: 'plain' },
  { dim: 'lang', title: 'Language', kind: 'lang' },
  { dim: 'browser', title: 'Browser', kind: 'plain' },
  { dim: 'os', title: 'OS', kind: 'plain' },
  { dim: 'dow', title: 'Day of week', kind: 'plain' },
  { dim: 'source', title: 'Source', kind: 'source' },
  { dim: 'target', title: 'Target', kind: 'url', wide: true },
];

/** The breakdowns of Reports: those of a link that an account has too. */
export const ACCOUNT_PANELS = LINK_PANELS.filter((p): p is StatsPanel & { dim: TAccountDimension } =>
  (ACCOUNT_DIMENSIONS as readonly TDimension[]).includes(p.dim),
);

/** The one breakdown row a page is narrowed to (the URL holds it). */
export type StatsFilter = { dim: TDimension; value: string } | null;

/** The active filter as a chip with a button that clears it; nothing without a filter. */
export function FilterBar({ filter, onClear }: { filter: StatsFilter; onClear: () => void }) {
  if (!filter) return null;
  const panel = LINK_PANELS.find((p) => p.dim === filter.dim)!;
  return (
    <div className="filter-bar">
      <span className="filter-chip" data-testid="filter-chip">
        <span className="filter-chip-dim">{panel.title}</span>
        <span className="filter-chip-val">
          <KeyLabel kind={panel.kind} value={filter.value} />
        </span>
        <button type="button" className="filter-chip-x" aria-label="Clear filter" onClick={onClear}>
          ×
        </button>
      </span>
    </div>
  );
}
