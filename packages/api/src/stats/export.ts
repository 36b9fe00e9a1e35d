import type { TStatsQuery } from '@kurz/core';
import { sql, type Database, type Kysely, type Link } from '@kurz/db';
import { csvLine, Download } from '../platform';
import { planOf } from '../plans';
import { resolveRange } from './range';
import type { Owner } from '../workspaces';

const PAGE = 5000;
export const CLICKS_CSV_HEADER = [
  'time',
  'country',
  'device',
  'browser',
  'os',
  'lang',
  'referer',
  'target',
  'source',
  'bot',
];

/**
 * One link's clicks in a range as CSV, oldest first, bots included and marked. The range is the stats
 * summary's (UTC days, never before the plan's retention window). Read by keyset pages on (ts, id) as
 * the answer is pulled, so memory stays one page on PGlite and PostgreSQL alike, however many clicks.
 */
export async function exportClicks(
  db: Kysely<Database>,
  owner: Owner,
  link: Link,
  q: Pick<TStatsQuery, 'from' | 'to'>,
  now = new Date(),
): Promise<Download> {
  const plan = await planOf(db, owner);
  const range = resolveRange(q, { retentionDays: plan.analytics_retention_days, earliest: link.created_at, now });
  const linkId = Number(link.id);
  async function* lines() {
    yield csvLine(CLICKS_CSV_HEADER);
    let after: { ts: string; id: number } | null = null;
    for (;;) {
      let query = db
        .selectFrom('clicks')
        .select([
          'id',
          // Exact to the microsecond (a Date is not), for the keyset.
          sql<string>`to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('ts_key'),
          'country',
          'device',
          'browser',
          'os',
          'lang',
          'referer',
          'target',
          'source',
          'is_bot',
        ])
        .where('link_id', '=', linkId)
        .where('owner_id', '=', owner.id)
        .where('ts', '>=', range.from)
        .where('ts', '<', range.to);
      // ts >= lets the (link_id, ts) index start at the page; the row comparison alone would not.
      if (after)
        query = query.where(
          sql<boolean>`ts >= ${after.ts}::timestamptz and (ts, id) > (${after.ts}::timestamptz, ${after.id}::bigint)`,
        );
      const rows = await query.orderBy('ts').orderBy('id').limit(PAGE).execute();
      let chunk = '';
      for (const r of rows) {
        chunk += csvLine([
          `${r.ts_key.slice(0, 19)}Z`,
          r.country,
          r.device,
          r.browser,
          r.os,
          r.lang,
          r.referer,
          r.target,
          r.source ?? 'direct',
          r.is_bot,
        ]);
      }
      if (chunk) yield chunk;
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { ts: last.ts_key, id: Number(last.id) };
    }
  }
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const last = new Date(range.to.getTime() - 86_400_000);
  return new Download(
    `clicks-${link.hostname}-${link.slug}-${day(range.from)}-${day(last)}.csv`,
    'text/csv; charset=utf-8',
    lines(),
  );
}
