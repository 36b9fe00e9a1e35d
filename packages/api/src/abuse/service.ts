import { SLUG_PATTERN, storableText, toEpochSeconds, type TFlaggedLink, type TLinkRef, type TReport } from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError } from '../errors';
import { hitRateLimits, limitedAddress, publishAllLinksChange, publishLinkChange } from '../platform';

/** Reports one address may file in an hour. */
export const REPORTS_PER_HOUR = 10;
const FLAGGED_PAGE = 200;
const LATEST_REPORTS = 5;

/** host and slug of a short-link URL as anyone would paste it (scheme optional); null when it cannot be one. */
export function parseShortUrl(raw: string): TLinkRef | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let slug: string;
  try {
    slug = decodeURIComponent(url.pathname.slice(1));
  } catch {
    return null;
  }
  if (!SLUG_PATTERN.test(slug)) return null;
  return { hostname: url.hostname.toLowerCase().replace(/\.$/, ''), slug };
}

/**
 * Files a report. The answer is the same whether or not the URL names a link: otherwise this public
 * call would tell anyone which private slugs exist. A URL naming no link is dropped.
 */
export async function fileReport(db: Kysely<Database>, ip: string, input: TReport): Promise<void> {
  await hitRateLimits(db, [{ key: `report:ip:${limitedAddress(ip)}`, limit: REPORTS_PER_HOUR, windowSeconds: 3600 }]);
  const ref = parseShortUrl(input.url);
  if (!ref) return;
  const link = await findLink(db, ref);
  if (!link) return;
  const details = input.details?.trim() ? storableText(input.details.trim(), 500) : null;
  await db.insertInto('link_reports').values({ link_id: link.id, reason: input.reason, details }).execute();
}

const findLink = (db: Kysely<Database>, ref: TLinkRef) =>
  db
    .selectFrom('links')
    .select(['id', 'hostname', 'slug'])
    .where('hostname', '=', ref.hostname.toLowerCase())
    .where(sql`lower(slug)`, '=', ref.slug.toLowerCase())
    .executeTakeFirst();

/** Links with open reports, and links an admin disabled, newest report first. */
export async function listFlagged(db: Kysely<Database>): Promise<TFlaggedLink[]> {
  const rows = await db
    .selectFrom('links as l')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .leftJoin('link_reports as r', (j) => j.onRef('r.link_id', '=', 'l.id').on('r.dismissed_at', 'is', null))
    .select([
      'l.id',
      'l.hostname',
      'l.slug',
      'l.target_url',
      'l.created_at',
      'l.owner_id',
      'l.disabled_at',
      'u.email',
      'u.banned_at',
      sql<string>`count(r.id)`.as('open'),
      sql<Date | null>`max(r.created_at)`.as('latest'),
    ])
    .where((eb) => eb.or([eb('l.disabled_at', 'is not', null), eb('r.id', 'is not', null)]))
    .groupBy(['l.id', 'u.id'])
    .orderBy(sql`max(r.created_at)`, (ob) => ob.desc().nullsLast())
    .orderBy('l.disabled_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(FLAGGED_PAGE)
    .execute();
  const ids = rows.map((r) => r.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .selectFrom((eb) =>
            eb
              .selectFrom('link_reports')
              .select(['link_id', 'reason', 'details', 'created_at', sql<number>`row_number() over (partition by link_id order by created_at desc, id desc)`.as('n')])
              .where('dismissed_at', 'is', null)
              .where('link_id', 'in', ids)
              .as('x'),
          )
          .selectAll()
          .where('n', '<=', LATEST_REPORTS)
          .orderBy('created_at', 'desc')
          .execute();
  return rows.map((r) => ({
    hostname: r.hostname,
    slug: r.slug,
    target_url: r.target_url,
    created_at: toEpochSeconds(r.created_at),
    owner_id: r.owner_id,
    owner_email: r.email,
    owner_banned: r.banned_at !== null,
    disabled: r.disabled_at !== null,
    report_count: Number(r.open),
    latest_reports: reports
      .filter((x) => Number(x.link_id) === Number(r.id))
      .map((x) => ({ reason: x.reason, details: x.details, created_at: toEpochSeconds(x.created_at) })),
  }));
}

/**
 * Disables (or restores) a link: every replica drops its cached copy at once, so the next visit anywhere
 * answers 451 (or redirects again). Idempotent, so two admins acting at once end with the last word.
 */
export async function setLinkDisabled(db: Kysely<Database>, ref: TLinkRef, disabled: boolean): Promise<void> {
  const row = await db
    .updateTable('links')
    .set({ disabled_at: disabled ? sql<Date>`coalesce(disabled_at, now())` : null })
    .where('hostname', '=', ref.hostname.toLowerCase())
    .where(sql`lower(slug)`, '=', ref.slug.toLowerCase())
    .returning(['hostname', 'slug'])
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  await publishLinkChange(db, row.hostname, row.slug);
}

/** Closes a link's open reports; it leaves the Flagged page unless it is disabled. */
export async function dismissReports(db: Kysely<Database>, ref: TLinkRef): Promise<number> {
  const link = await findLink(db, ref);
  if (!link) throw new AppError('not_found');
  const res = await db.updateTable('link_reports').set({ dismissed_at: new Date() }).where('link_id', '=', link.id).where('dismissed_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Bans an account: it cannot sign in (account_banned), its sessions end now (so its API calls fail),
 * and its links answer 451 on every replica. Admins cannot be banned (nor ban themselves).
 */
export async function setUserBanned(db: Kysely<Database>, config: Pick<ApiConfig, 'adminEmails'>, userId: string, banned: boolean): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('not_found');
  if (banned && user.email && config.adminEmails.includes(user.email)) throw new AppError('forbidden');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ banned_at: banned ? sql<Date>`coalesce(banned_at, now())` : null })
      .where('id', '=', userId)
      .execute();
    if (banned) await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
  // Every link of the account changes at once: one notice drops every replica's whole cache.
  await publishAllLinksChange(db);
}
