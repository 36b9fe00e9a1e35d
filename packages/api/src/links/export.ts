import { LINKS_CSV_HEADER } from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import { csvLine, Download } from '../platform';
import { tagMap } from './features';

const PAGE = 2000;
/**
 * The list's columns (LINKS_CSV_HEADER, what the dashboard exports of a selection), then every setting,
 * so the file imports back as the link was (the `kurz` import format): tags comma-separated (a tag has
 * no comma), dates ISO 8601 UTC, the A/B split, the redirect rules and the preview as JSON, conversion
 * tracking and its postback URL. A password cannot be exported, only that there is one.
 */
export const LINKS_EXPORT_HEADER = [
  ...LINKS_CSV_HEADER,
  'tags',
  'expires_at',
  'max_clicks',
  'expired_url',
  'password',
  'targets',
  'ios_url',
  'android_url',
  'rules_json',
  'preview',
  'conversions',
  'postback_url',
];

const jsonCell = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * The caller's links as CSV, oldest first, read page by page (keyset on id) as the answer is pulled:
 * memory stays one page whatever the number of links. Clicks are people only, as the list shows them.
 */
export function exportLinks(db: Kysely<Database>, userId: string, onlyHost: string | null = null): Download {
  async function* lines() {
    yield csvLine(LINKS_EXPORT_HEADER);
    const tags = await tagMap(db, userId);
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('links as l')
        .leftJoin('link_counters as c', (join) =>
          join.onRef('c.link_id', '=', 'l.id').onRef('c.owner_id', '=', 'l.owner_id'),
        )
        .select([
          'l.id',
          'l.slug',
          'l.hostname',
          'l.target_url',
          'l.title',
          'l.created_at',
          sql<number>`coalesce(c.clicks_total, 0)`.as('clicks'),
          'l.rules',
          'l.tags',
          'l.expires_at',
          'l.max_clicks',
          'l.expired_url',
          sql<boolean>`l.password_hash is not null`.as('has_password'),
          'l.targets',
          'l.ios_url',
          'l.android_url',
          'l.og',
          'l.conversions_enabled',
          'l.incoming_postback_url',
        ])
        .where('l.owner_id', '=', userId)
        .$if(onlyHost !== null, (q) => q.where('l.hostname', '=', onlyHost!))
        .where('l.id', '>', after)
        .orderBy('l.id')
        .limit(PAGE)
        .execute();
      let chunk = '';
      for (const r of rows)
        chunk += csvLine([
          r.slug,
          r.hostname,
          r.target_url,
          r.title,
          r.created_at.toISOString(),
          Number(r.clicks),
          r.rules.length > 0,
          r.tags.map((key) => tags.get(key)?.name ?? key).join(','),
          r.expires_at?.toISOString(),
          r.max_clicks,
          r.expired_url,
          r.has_password,
          jsonCell(r.targets),
          r.ios_url,
          r.android_url,
          r.rules.length > 0 ? jsonCell(r.rules) : null,
          jsonCell(r.og),
          r.conversions_enabled,
          r.incoming_postback_url,
        ]);
      if (chunk) yield chunk;
      if (rows.length < PAGE) return;
      after = Number(rows[rows.length - 1]!.id);
    }
  }
  return new Download('links.csv', 'text/csv; charset=utf-8', lines());
}
