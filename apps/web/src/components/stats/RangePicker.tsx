import { RANGE_LABELS, RANGE_PRESETS, type TRangePreset } from '@kurz/core';
import { useId } from 'react';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Props {
  preset: TRangePreset;
  /** Dates shown in the inputs (YYYY-MM-DD); editable only for Custom Dates. */
  from: string;
  to: string;
  onPreset: (preset: TRangePreset) => void;
  onDates: (dates: { from: string; to: string }) => void;
  busy?: boolean;
}

/** Spec §2: the range select with its exact labels, and From/To enabled only for Custom Dates. */
export function RangePicker({ preset, from, to, onPreset, onDates, busy }: Props) {
  const id = useId();
  const custom = preset === 'custom';
  const change = (next: { from: string; to: string }, edited: 'from' | 'to') => {
    // A cleared or half-typed date is not a range yet: the inputs keep showing the current one.
    if (!DAY.test(next.from) || !DAY.test(next.to)) return;
    // Moving one end past the other drags the other along rather than making an empty range.
    if (next.from > next.to)
      next = edited === 'from' ? { from: next.from, to: next.from } : { from: next.to, to: next.to };
    onDates(next);
  };
  return (
    <div className="range-picker" aria-busy={busy || undefined}>
      <div className="range-field">
        <label htmlFor={`${id}-range`}>Range</label>
        <select id={`${id}-range`} value={preset} onChange={(e) => onPreset(e.target.value as TRangePreset)}>
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {RANGE_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="range-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          disabled={!custom}
          onChange={(e) => change({ from: e.target.value, to }, 'from')}
        />
      </div>
      <div className="range-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          disabled={!custom}
          onChange={(e) => change({ from, to: e.target.value }, 'to')}
        />
      </div>
    </div>
  );
}
