import { AppError } from '../errors';

export interface StatsRange {
  from: Date;
  /** exclusive */
  to: Date;
  bucket: 'hour' | 'day';
  /** Every bucket start in the range, so empty buckets are present in the series. */
  buckets: number[];
}

const DAY = 86_400_000;
const HOURLY_UP_TO_DAYS = 3;

/** The UTC day of a moment, YYYY-MM-DD. */
export const isoDay = (d: Date = new Date()) => d.toISOString().slice(0, 10);

function parseDay(value: string, field: 'from' | 'to'): Date {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || isoDay(d) !== value)
    throw new AppError('invalid_input', { field, message: `${value} is not a date (YYYY-MM-DD).` });
  return d;
}

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY) * DAY;

/** The first instant a plan still shows: whole UTC days, so nothing older than the window is included. */
export function retentionStartOf(retentionDays: number, now: Date): Date {
  return new Date(Math.ceil((now.getTime() - retentionDays * DAY) / DAY) * DAY);
}

/**
 * UTC days from..to (inclusive); without them, everything since `earliest`. Nothing before the plan's
 * retention window is ever included. Hourly buckets up to 3 days, daily beyond.
 */
export function resolveRange(
  input: { from?: string; to?: string },
  opts: { retentionDays: number; earliest: Date; now: Date },
): StatsRange {
  const now = opts.now.getTime();
  const retentionStart = retentionStartOf(opts.retentionDays, opts.now).getTime();
  const fromDay = input.from
    ? parseDay(input.from, 'from').getTime()
    : startOfUtcDay(Math.max(opts.earliest.getTime(), retentionStart));
  const requestedTo = input.to ? parseDay(input.to, 'to').getTime() + DAY : startOfUtcDay(now) + DAY;
  if (requestedTo <= fromDay)
    throw new AppError('invalid_input', { field: 'from', message: 'from must not be after to.' });
  // Nothing after today exists: a far-future `to` must not make millions of empty buckets.
  const toExclusive = Math.min(requestedTo, startOfUtcDay(now) + DAY);
  const from = Math.min(Math.max(fromDay, retentionStart), toExclusive);
  const bucket = toExclusive - from <= HOURLY_UP_TO_DAYS * DAY ? 'hour' : 'day';
  const step = bucket === 'hour' ? 3_600_000 : DAY;
  const buckets: number[] = [];
  for (let t = Math.floor(from / step) * step; t < toExclusive; t += step) buckets.push(t);
  return { from: new Date(from), to: new Date(toExclusive), bucket, buckets };
}
