import { LINKS_CSV_HEADER } from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import { csvLine, Download } from '../platform';

const PAGE = 2000;

/**
 * The caller's links as CSV, oldest first, read page by page (keyset on id) as the answer is pulled:
 * memory stays one page whatever the number of links. Clicks are people only, as the list shows them.
 */
export function exportLinks(db: Kysely<Database>, userId: string): Download {
  async function* lines() {
    yield csvLine(LINKS_CSV_HEADER);
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('links as l')
        .leftJoin('link_counters as c', 'c.link_id', 'l.id')
        .select([
          'l.id',
          'l.slug',
          'l.hostname',
          'l.target_url',
          'l.title',
          'l.created_at',
          sql<number>`coalesce(c.clicks_total, 0)`.as('clicks'),
          sql<boolean>`jsonb_array_length(l.rules) > 0`.as('has_rules'),
        ])
        .where('l.owner_id', '=', userId)
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
          r.has_rules,
        ]);
      if (chunk) yield chunk;
      if (rows.length < PAGE) return;
      after = Number(rows[rows.length - 1]!.id);
    }
  }
  return new Download('links.csv', 'text/csv; charset=utf-8', lines());
}
