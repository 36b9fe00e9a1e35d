import {
  ACCOUNT_DIMENSIONS,
  isCalendarDay,
  LINK_DIMENSIONS,
  RANGE_PRESETS,
  toMillis,
  type TAccountDimension,
  type TDimension,
  type TRangePreset,
  type TRevenueByCurrency,
} from '@kurz/core';
import { z } from 'zod';
import { isClientError, type Trpc } from './trpc';

/** Spec §8: what a stats panel shows when its call fails. */
export const STATS_FAILED = 'failed';
/** Spec §9: stats queries are retried once (a refusal such as an unknown link is not). */
const STATS_RETRY = (count: number, error: unknown) => count < 1 && !isClientError(error);

const ZDay = z.string().refine(isCalendarDay);

/** A date in the URL that is not one, or a range that ends before it starts, stands for the default range. */
const ZRange = { from: ZDay.optional().catch(undefined), to: ZDay.optional().catch(undefined) };
const ordered = (r: { from?: string; to?: string }) =>
  r.from && r.to && r.from > r.to ? { from: undefined, to: undefined } : { from: r.from, to: r.to };

/** The router parses `?filter_val=1` as a number; a breakdown key is always text. */
const ZKey = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  z.string().min(1).max(2048),
);
/** A filter is a pair: half of one is no filter (the server would refuse it). */
const pairedFilter = <D extends string>(s: { filter_by?: D; filter_val?: string }) =>
  s.filter_by && s.filter_val !== undefined ? { filter_by: s.filter_by, filter_val: s.filter_val } : {};

/**
 * Search params of /reports: a preset by name (so 'Last 7 Days' stays relative), else custom from/to,
 * else All Time; and the one active filter. Bad values are dropped rather than failing the page.
 */
const ZReportsPreset = z.enum(
  RANGE_PRESETS.filter((p) => p !== 'all' && p !== 'custom') as [TRangePreset, ...TRangePreset[]],
);
export const ZReportsSearch = z
  .object({
    range: ZReportsPreset.optional().catch(undefined),
    ...ZRange,
    filter_by: z.enum(ACCOUNT_DIMENSIONS).optional().catch(undefined),
    filter_val: ZKey.optional().catch(undefined),
    tag: z.string().max(32).optional().catch(undefined),
  })
  .transform((s): TReportsSearch => ({
    ...(s.range ? { range: s.range } : ordered(s)),
    ...pairedFilter(s),
    ...(s.tag ? { tag: s.tag } : {}),
  }));
export type TReportsSearch = {
  range?: TRangePreset;
  from?: string;
  to?: string;
  filter_by?: TAccountDimension;
  filter_val?: string;
  tag?: string;
};

/** Search params of /links/{host}/{slug}/stats. Bad values are dropped rather than failing the page. */
export const ZLinkStatsSearch = z
  .object({
    ...ZRange,
    filter_by: z.enum(LINK_DIMENSIONS).optional().catch(undefined),
    filter_val: ZKey.optional().catch(undefined),
  })
  .transform((s) => ({ ...ordered(s), ...pairedFilter(s) }));
export type TLinkStatsSearch = {
  from?: string;
  to?: string;
  filter_by?: TDimension;
  filter_val?: string;
};

export function linkSummaryQueryOptions(trpc: Trpc, host: string, slug: string, search: TLinkStatsSearch) {
  const input = {
    hostname: host,
    slug,
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.filter_by && search.filter_val !== undefined
      ? { filter_by: search.filter_by, filter_val: search.filter_val }
      : {}),
  };
  return { ...trpc.stats.summary.queryOptions(input), retry: STATS_RETRY };
}

export function linkStreamQueryOptions(trpc: Trpc, host: string, slug: string, limit: number) {
  return { ...trpc.stats.stream.queryOptions({ hostname: host, slug, limit }), retry: STATS_RETRY, staleTime: 0 };
}

export function accountStatsQueryOptions(
  trpc: Trpc,
  range: { from?: string; to?: string },
  filter: { dim: TAccountDimension; value: string } | null = null,
  tag?: string,
) {
  const input = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(filter ? { filter_by: filter.dim, filter_val: filter.value } : {}),
    ...(tag ? { tag } : {}),
  };
  return { ...trpc.stats.account.queryOptions(input), retry: STATS_RETRY };
}

export function accountStreamQueryOptions(trpc: Trpc, limit: number) {
  return { ...trpc.stats.accountStream.queryOptions({ limit }), retry: STATS_RETRY, staleTime: 0 };
}

const NUMBER = new Intl.NumberFormat('en-US');
const money = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (n: number) => NUMBER.format(n);
/**
 * Spec §9: revenue in dollars with 2 decimals. Revenue in other currencies is shown beside it, each in
 * its own currency ('$12.50 · €7.25'), never converted or added.
 */
export function formatRevenue(byCurrency: TRevenueByCurrency): string {
  if (byCurrency.length === 0) return money('USD').format(0);
  return byCurrency.map((r) => money(r.currency).format(r.amount)).join(' · ');
}
/** Conversion rate in percent with one decimal ('—' without clicks). */
export function formatRate(conversions: number, clicks: number): string {
  if (clicks <= 0) return '—';
  return `${((conversions / clicks) * 100).toFixed(1)}%`;
}

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const DAY_FMT = utc({ month: 'short', day: 'numeric' });
const DAY_YEAR_FMT = utc({ month: 'short', day: 'numeric', year: 'numeric' });
const HOUR_FMT = utc({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAY_FMT = utc({ weekday: 'short', month: 'short', day: 'numeric' });
const STAMP_FMT = utc({
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Stats are bucketed by UTC day or hour, so every label on these screens is in UTC. */
export const fmt = {
  day: (ms: number) => DAY_FMT.format(ms),
  dayYear: (ms: number) => DAY_YEAR_FMT.format(ms),
  hour: (ms: number) => HOUR_FMT.format(ms),
  weekday: (ms: number) => WEEKDAY_FMT.format(ms),
  /** A click's time (epoch seconds or milliseconds, spec §9). */
  stamp: (ts: number) => STAMP_FMT.format(toMillis(ts)),
};

/** YYYY-MM-DD of an epoch-seconds instant (UTC). */
const isoDay = (epochSeconds: number) => new Date(toMillis(epochSeconds)).toISOString().slice(0, 10);

/** The inclusive days a summary covers (its range end is exclusive). */
export function rangeDays(range: { from: number; to: number }): { from: string; to: string } {
  return { from: isoDay(range.from), to: isoDay(range.to - 1) };
}

export interface SeriesPoint {
  /** bucket start, ms */
  t: number;
  clicks: number;
  conversions: number;
}

/** One list of buckets from the two series the API returns side by side. */
export function mergeSeries(
  clicks: { t: number; count: number }[],
  conversions: { t: number; conversions: number }[],
): SeriesPoint[] {
  const conv = new Map(conversions.map((c) => [toMillis(c.t), c.conversions]));
  const points = clicks.map((c) => ({ t: toMillis(c.t), clicks: c.count, conversions: conv.get(toMillis(c.t)) ?? 0 }));
  // A conversion in a bucket without clicks still belongs on the chart.
  const seen = new Set(points.map((p) => p.t));
  for (const [t, n] of conv) if (!seen.has(t)) points.push({ t, clicks: 0, conversions: n });
  return points.sort((a, b) => a.t - b.t);
}
