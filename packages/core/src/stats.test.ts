import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, RANGE_PRESETS } from './stats';

const at = (iso: string) => new Date(iso);

describe('presetRange (UTC, inclusive days)', () => {
  it('at 2026-03-01T10:00Z', () => {
    const now = at('2026-03-01T10:00:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last2', now)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(presetRange('last3', now)).toEqual({ from: '2026-02-27', to: '2026-03-01' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last14', now)).toEqual({ from: '2026-02-16', to: '2026-03-01' });
    expect(presetRange('thismonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('lastmonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('all', now)).toBeNull();
    expect(presetRange('custom', now)).toBeNull();
  });

  it('at the last millisecond of 2026-01-31 (month and year edge)', () => {
    const now = at('2026-01-31T23:59:59.999Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-01-31', to: '2026-01-31' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-01-30', to: '2026-01-30' });
    expect(presetRange('last2', now)).toEqual({ from: '2026-01-30', to: '2026-01-31' });
    expect(presetRange('last3', now)).toEqual({ from: '2026-01-29', to: '2026-01-31' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-01-25', to: '2026-01-31' });
    expect(presetRange('last14', now)).toEqual({ from: '2026-01-18', to: '2026-01-31' });
    expect(presetRange('thismonth', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('lastmonth', now)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('at 2026-01-01T00:00Z, crossing into the previous year', () => {
    const now = at('2026-01-01T00:00:00.000Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(presetRange('last3', now)).toEqual({ from: '2025-12-30', to: '2026-01-01' });
    expect(presetRange('last14', now)).toEqual({ from: '2025-12-19', to: '2026-01-01' });
    expect(presetRange('thismonth', now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(presetRange('lastmonth', now)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('in a leap year, last month ends on 29 February', () => {
    const now = at('2024-03-01T05:00:00Z');
    expect(presetRange('yesterday', now)).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(presetRange('lastmonth', now)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last2', now)).toEqual({ from: '2024-02-29', to: '2024-03-01' });
  });

  it('lastmonth of 31 March is all of February, thismonth of mid-month starts on the 1st', () => {
    expect(presetRange('lastmonth', at('2026-03-31T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thismonth', at('2026-07-15T23:00:00Z'))).toEqual({ from: '2026-07-01', to: '2026-07-15' });
  });

  it('uses the UTC day, not the local one (late evening west of UTC is already tomorrow)', () => {
    // 2026-03-01T02:00Z is still 28 February in New York; presets follow UTC.
    expect(presetRange('today', at('2026-02-28T21:00:00-05:00'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('every preset but all and custom has a range ending no later than today', () => {
    const now = at('2026-03-01T10:00:00Z');
    for (const p of RANGE_PRESETS) {
      const r = presetRange(p, now);
      if (p === 'all' || p === 'custom') expect(r).toBeNull();
      else expect(r!.from <= r!.to && r!.to <= '2026-03-01').toBe(true);
    }
  });
});

describe('presetOf', () => {
  it('is custom when dates are in the URL, otherwise all', () => {
    expect(presetOf(undefined, undefined)).toBe('all');
    expect(presetOf('', '')).toBe('all');
    expect(presetOf('2026-02-01', undefined)).toBe('custom');
    expect(presetOf(undefined, '2026-02-01')).toBe('custom');
    expect(presetOf('2026-02-01', '2026-02-10')).toBe('custom');
  });
});
