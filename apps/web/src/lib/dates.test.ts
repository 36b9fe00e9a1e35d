import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatLocalDateTime } from './dates';

describe('dates in one format', () => {
  it('shows a day the same way from seconds or milliseconds, in UTC', () => {
    const at = Date.UTC(2026, 11, 3, 23, 30);
    expect(formatDate(at / 1000)).toBe('3 Dec 2026');
    expect(formatDate(at)).toBe('3 Dec 2026');
  });

  it('shows a moment as the day and the UTC time', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 3, 14, 5) / 1000)).toBe('3 Dec 2026, 14:05 UTC');
  });

  it('shows a log entry to the second, in the same format', () => {
    expect(formatDateTimeSeconds(Date.UTC(2026, 11, 3, 9, 4, 39) / 1000)).toBe('3 Dec 2026, 09:04:39 UTC');
  });
  it("shows a moment in the reader's zone in the same order, naming the zone", () => {
    // Noon UTC: the same day in every zone the reader may be in.
    expect(formatLocalDateTime(Date.UTC(2026, 11, 3, 12, 5) / 1000)).toMatch(/^3 Dec 2026, \d{2}:\d{2} \S+/);
  });
});
