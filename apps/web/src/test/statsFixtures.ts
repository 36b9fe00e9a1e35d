import type { TAccountStats, TStatsSummary } from '@kurz/core';

const DAY = 86_400;
const T0 = Date.UTC(2025, 4, 1) / 1000;

const days = (counts: number[]) => counts.map((count, i) => ({ t: T0 + i * DAY, count }));
const convDays = (counts: number[]) => counts.map((conversions, i) => ({ t: T0 + i * DAY, conversions }));

export function summaryFixture(overrides: Partial<TStatsSummary> = {}): TStatsSummary {
  return {
    title: 'Spring launch',
    totals: { clicks: 1234, unique_ips: 987, conversions: 5, revenue: 12.5, bots: 3 },
    revenue_by_currency: [{ currency: 'USD', amount: 12.5 }],
    breakdowns: {
      country: [
        { key: 'DE', count: 800, conv: 4 },
        { key: 'US', count: 400, conv: 1 },
        { key: 'unknown', count: 34, conv: 0 },
      ],
      device: [
        { key: 'desktop', count: 900, conv: 3 },
        { key: 'mobile', count: 334, conv: 2 },
      ],
      lang: [{ key: 'de', count: 1234, conv: 5 }],
      browser: [{ key: 'Chrome', count: 1234, conv: 5 }],
      os: [{ key: 'Linux', count: 1234, conv: 5 }],
      target: [{ key: 'https://example.com/spring', count: 1234, conv: 5 }],
      dow: [{ key: 'Thu', count: 1234, conv: 5 }],
      source: [
        { key: 'direct', count: 1000, conv: 4 },
        { key: 'qr', count: 234, conv: 1 },
      ],
    },
    timeseries: days([1000, 200, 34]),
    conversions_timeseries: convDays([3, 2, 0]),
    range: { from: T0, to: T0 + 3 * DAY, bucket: 'hour' },
    ...overrides,
  };
}

export function accountFixture(overrides: Partial<TAccountStats> = {}): TAccountStats {
  return {
    totals: { clicks: 1234, unique_ips: 987, conversions: 5, revenue: 12.5, cr: 0.41, bots: 0 },
    revenue_by_currency: [{ currency: 'USD', amount: 12.5 }],
    breakdowns: {
      country: [
        { key: 'DE', count: 800, conv: 4 },
        { key: 'US', count: 434, conv: 1 },
      ],
      device: [{ key: 'desktop', count: 1234, conv: 5 }],
      lang: [{ key: 'en', count: 1234, conv: 5 }],
      browser: [{ key: 'Firefox', count: 1234, conv: 5 }],
      os: [{ key: 'Windows', count: 1234, conv: 5 }],
      source: [
        { key: 'direct', count: 1200, conv: 5 },
        { key: 'qr', count: 34, conv: 0 },
      ],
      target: [
        { key: 'https://example.com/a', count: 700, conv: 4 },
        { key: 'https://example.com/b', count: 534, conv: 1 },
      ],
    },
    timeseries: days([600, 634]),
    conversions_timeseries: convDays([2, 3]),
    links: [
      { host: 'kurz.localhost', slug: 'spring', clicks: 1000, conversions: 5 },
      { host: 'kurz.localhost', slug: 'docs', clicks: 234, conversions: 0 },
    ],
    links_more: 0,
    range: { from: T0, to: T0 + 2 * DAY, bucket: 'hour' },
    ...overrides,
  };
}

export const noConversions = {
  totals: { clicks: 10, unique_ips: 8, conversions: 0, revenue: 0, cr: 0, bots: 0 },
  revenue_by_currency: [],
};
