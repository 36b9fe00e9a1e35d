import { describe, expect, it } from 'vitest';
import { formatEuro, formatQuota, quota } from './plans';

describe('quota', () => {
  it('counts what is left of a limit', () => {
    expect(quota(3, 25)).toEqual({ current: 3, limit: 25, unlimited: false, remaining: 22 });
  });

  it('never goes below zero remaining', () => {
    expect(quota(30, 25)).toEqual({ current: 30, limit: 25, unlimited: false, remaining: 0 });
    expect(quota(0, 0)).toEqual({ current: 0, limit: 0, unlimited: false, remaining: 0 });
  });

  it('treats -1 as unlimited, with -1 remaining', () => {
    expect(quota(5, -1)).toEqual({ current: 5, limit: -1, unlimited: true, remaining: -1 });
  });
});

describe('formatQuota', () => {
  it('shows current/limit', () => {
    expect(formatQuota(quota(3, 25))).toBe('3/25');
    expect(formatQuota(quota(0, 0))).toBe('0/0');
  });

  it('shows ∞ for unlimited', () => {
    expect(formatQuota(quota(12, -1))).toBe('12/∞');
  });
});

describe('formatEuro', () => {
  it('shows euro cents with 2 decimals', () => {
    expect(formatEuro(900)).toBe('€9.00');
    expect(formatEuro(29000)).toBe('€290.00');
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(1999)).toBe('€19.99');
  });
});
