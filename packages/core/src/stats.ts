import { z } from 'zod';

export const LINK_DIMENSIONS = ['country', 'device', 'lang', 'browser', 'os', 'target', 'dow', 'source'] as const;
export const ACCOUNT_DIMENSIONS = ['country', 'device', 'lang', 'browser', 'os', 'source', 'target'] as const;
/** Traffic sources: a scan of a printed QR code (short URL with ?qr=1), or anything else. */
export const SOURCE_KEYS = ['direct', 'qr'] as const;
export type TDimension = (typeof LINK_DIMENSIONS)[number];
export type TAccountDimension = (typeof ACCOUNT_DIMENSIONS)[number];
/** Bots are left out of every figure unless they are what the filter asks for (`device=bot`). */
export const showsBots = (filter: { dim: string; value: string } | null) =>
  filter?.dim === 'device' && filter.value === 'bot';
export const DOW_KEYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** The key of a click whose value is not known (no Accept-Language, an unknown IP, ...). */
export const UNKNOWN_KEY = 'unknown';
export const LINK_STREAM_SIZE = 100;
export const ACCOUNT_STREAM_SIZE = 20;
export const REPORT_TABLE_ROWS = 20;

/** A real calendar day as YYYY-MM-DD ('2025-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  const t = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(value);
}

const ZDay = z.string().refine(isCalendarDay, 'must be a date (YYYY-MM-DD)').meta({ format: 'date' });

export const ZStatsQuery = z.strictObject({
  hostname: z.string().max(253),
  slug: z.string().max(64),
  from: ZDay.optional(),
  to: ZDay.optional(),
  filter_by: z.enum(LINK_DIMENSIONS).optional(),
  filter_val: z.string().max(2048).optional(),
});
export type TStatsQuery = z.infer<typeof ZStatsQuery>;

export const ZAccountStatsQuery = z.strictObject({
  from: ZDay.optional(),
  to: ZDay.optional(),
  filter_by: z.enum(ACCOUNT_DIMENSIONS).optional(),
  filter_val: z.string().max(2048).optional(),
  /** Only the account's links with this tag (case-insensitive). */
  tag: z.string().max(32).optional(),
});
export type TAccountStatsQuery = z.infer<typeof ZAccountStatsQuery>;

const ZRow = z.object({ key: z.string(), count: z.number(), conv: z.number() });
export type TBreakdownRow = z.infer<typeof ZRow>;
const ZSeries = z.array(z.object({ t: z.number(), count: z.number() }));
const ZConvSeries = z.array(z.object({ t: z.number(), conversions: z.number() }));

/** Unique visitors: an estimate without a filter (HyperLogLog sketches), exact with one. */
const ZUniqueIps = z
  .number()
  .describe(
    'People counted once per UTC day by a daily hash of their IP; a range adds its days. Without a filter it is a HyperLogLog estimate (precision 14): standard error 0.81 %, within 2.4 % in 99.7 % of cases; a few visitors a day are counted exactly unless two of them share one of its 16,384 registers (for 20 visitors a chance of about 1 %). With a filter it is the exact count of distinct hashes.',
  );

/** The currency the spec's `revenue` is in; postbacks without a currency are in it too. */
export const REVENUE_CURRENCY = 'USD';
const ZRevenue = z
  .number()
  .describe('Revenue in US dollars only; amounts in other currencies are in revenue_by_currency, never added to it.');
export const ZRevenueByCurrency = z
  .array(z.object({ currency: z.string().describe('ISO 4217 code, upper case'), amount: z.number() }))
  .describe(
    'The revenue of each currency that has any, by currency code; amounts of different currencies are never added.',
  );
export type TRevenueByCurrency = z.infer<typeof ZRevenueByCurrency>;

export const ZStatsSummary = z
  .object({
    title: z.string().nullable(),
    totals: z.object({
      clicks: z.number(),
      unique_ips: ZUniqueIps,
      conversions: z.number(),
      revenue: ZRevenue,
      bots: z.number(),
    }),
    revenue_by_currency: ZRevenueByCurrency,
    breakdowns: z.object(
      Object.fromEntries(LINK_DIMENSIONS.map((d) => [d, z.array(ZRow)])) as Record<TDimension, z.ZodArray<typeof ZRow>>,
    ),
    timeseries: ZSeries,
    conversions_timeseries: ZConvSeries,
    range: z.object({ from: z.number(), to: z.number(), bucket: z.enum(['hour', 'day']) }),
    /** Read from a standby lagging behind: the time (epoch seconds) its data is as of. */
    data_as_of: z.number().int().optional(),
  })
  .meta({
    examples: [
      {
        title: 'Spring sale',
        totals: { clicks: 42, unique_ips: 30, conversions: 3, revenue: 59.7, bots: 2 },
        revenue_by_currency: [
          { currency: 'EUR', amount: 12.5 },
          { currency: 'USD', amount: 59.7 },
        ],
        breakdowns: {
          ...Object.fromEntries(LINK_DIMENSIONS.map((d) => [d, []])),
          country: [
            { key: 'DE', count: 30, conv: 2 },
            { key: 'AT', count: 12, conv: 1 },
          ],
          device: [
            { key: 'mobile', count: 28, conv: 2 },
            { key: 'desktop', count: 14, conv: 1 },
          ],
        },
        timeseries: [
          { t: 1767225600, count: 40 },
          { t: 1767312000, count: 2 },
        ],
        conversions_timeseries: [
          { t: 1767225600, conversions: 3 },
          { t: 1767312000, conversions: 0 },
        ],
        range: { from: 1767225600, to: 1767398400, bucket: 'day' },
      },
    ],
  });
export type TStatsSummary = z.infer<typeof ZStatsSummary>;

export const ZAccountStats = z.object({
  totals: z.object({
    clicks: z.number(),
    unique_ips: ZUniqueIps,
    conversions: z.number(),
    revenue: ZRevenue,
    cr: z.number(),
    bots: z.number(),
  }),
  revenue_by_currency: ZRevenueByCurrency,
  breakdowns: z.object(
    Object.fromEntries(ACCOUNT_DIMENSIONS.map((d) => [d, z.array(ZRow)])) as Record<
      TAccountDimension,
      z.ZodArray<typeof ZRow>
    >,
  ),
  timeseries: ZSeries,
  conversions_timeseries: ZConvSeries,
  links: z.array(z.object({ host: z.string(), slug: z.string(), clicks: z.number(), conversions: z.number() })),
  links_more: z.number(),
  range: z.object({ from: z.number(), to: z.number(), bucket: z.enum(['hour', 'day']) }),
  /** Read from a standby lagging behind: the time (epoch seconds) its data is as of. */
  data_as_of: z.number().int().optional(),
});
export type TAccountStats = z.infer<typeof ZAccountStats>;

export const ZStreamEvent = z.object({
  ts: z.number(),
  country: z.string().nullable(),
  device: z.string(),
  lang: z.string().nullable(),
  referer: z.string().nullable(),
});
export const ZAccountStreamRow = ZStreamEvent.extend({ hostname: z.string(), slug: z.string() });

/** Range presets of the stats page and Reports, computed in UTC (spec §9). Dates are YYYY-MM-DD. */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last2',
  'last3',
  'last7',
  'last14',
  'thismonth',
  'lastmonth',
  'all',
  'custom',
] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_LABELS: Record<TRangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last2: 'Last 2 Days',
  last3: 'Last 3 Days',
  last7: 'Last 7 Days',
  last14: 'Last 14 Days',
  thismonth: 'This Month',
  lastmonth: 'Last Month',
  all: 'All Time',
  custom: 'Custom Dates',
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** from/to (inclusive UTC days) of a preset; 'all' and 'custom' have none of their own. */
export function presetRange(preset: TRangePreset, now = new Date()): { from: string; to: string } | null {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const lastN = (n: number) => ({ from: iso(addDays(today, -(n - 1))), to: iso(today) });
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'yesterday':
      return { from: iso(addDays(today, -1)), to: iso(addDays(today, -1)) };
    case 'last2':
      return lastN(2);
    case 'last3':
      return lastN(3);
    case 'last7':
      return lastN(7);
    case 'last14':
      return lastN(14);
    case 'thismonth':
      return { from: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))), to: iso(today) };
    case 'lastmonth':
      return {
        from: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))),
        to: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))),
      };
    default:
      return null;
  }
}

/** Spec §2: the range is custom when dates are in the URL, otherwise all. */
export function presetOf(from: string | undefined, to: string | undefined): 'custom' | 'all' {
  return from || to ? 'custom' : 'all';
}
