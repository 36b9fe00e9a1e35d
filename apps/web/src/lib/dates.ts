import { toMillis } from '@kurz/core';

/**
 * Every date the dashboard shows, in one format ('3 Dec 2026', '3 Dec 2026, 14:05'), in UTC like the
 * server's records. Seconds or milliseconds (spec §9). Chart axes keep their own short labels (lib/stats).
 */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MINUTE: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DATE = new Intl.DateTimeFormat('en-GB', { ...DAY, timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { ...MINUTE, timeZone: 'UTC' });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-GB', { ...MINUTE, second: '2-digit', timeZone: 'UTC' });

export const formatDate = (epoch: number) => DATE.format(toMillis(epoch));
export const formatDateTime = (epoch: number) => `${DATE_TIME.format(toMillis(epoch))} UTC`;
/** To the second, for logs whose entries come seconds apart (webhook deliveries and their retries). */
export const formatDateTimeSeconds = (epoch: number) => `${DATE_TIME_SECONDS.format(toMillis(epoch))} UTC`;

/**
 * A moment in the reader's own time zone, for records read as "when did this happen" (flagged reports,
 * the audit log), in the same day-month-year order as the rest and with its zone named.
 */
const LOCAL_DATE_TIME = new Intl.DateTimeFormat('en-GB', { ...MINUTE, timeZoneName: 'short' });
export const formatLocalDateTime = (epoch: number) => LOCAL_DATE_TIME.format(toMillis(epoch));
