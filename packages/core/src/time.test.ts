import { describe, expect, it } from 'vitest';
import { toEpochSeconds, toMillis } from './time';

describe('toMillis', () => {
  it('reads a value below 1e12 as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(0)).toBe(0);
    expect(toMillis(999_999_999_999)).toBe(999_999_999_999_000);
  });

  it('reads a value of 1e12 and above as milliseconds', () => {
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMillis(1e12)).toBe(1e12);
  });

  it('gives the same instant for seconds and milliseconds', () => {
    const date = new Date('2026-03-01T12:00:00Z');
    expect(toMillis(date.getTime() / 1000)).toBe(date.getTime());
    expect(toMillis(date.getTime())).toBe(date.getTime());
  });
});

describe('toEpochSeconds', () => {
  it('drops the milliseconds', () => {
    expect(toEpochSeconds(new Date('2026-03-01T12:00:00.999Z'))).toBe(Date.UTC(2026, 2, 1, 12) / 1000);
  });
});
