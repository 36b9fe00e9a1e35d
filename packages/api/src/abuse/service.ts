import { SLUG_PATTERN, storableText, type TLinkRef, type TReport } from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError } from '../errors';
import { hitRateLimits, limitedAddress, publishAllLinksChange, publishLinkChange } from '../platform';
import { reporterOf } from './flagged';

/** Reports one address may file in an hour. */
export const REPORTS_PER_HOUR = 10;

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
export async function fileReport(db: Kysely<Database>, secret: string, ip: string, input: TReport): Promise<void> {
  await hitRateLimits(db, [{ key: `report:ip:${limitedAddress(ip)}`, limit: REPORTS_PER_HOUR, windowSeconds: 3600 }]);
  const ref = parseShortUrl(input.url);
  if (!ref) return;
  const link = await findLink(db, ref);
  if (!link) return;
  const details = input.details?.trim() ? storableText(input.details.trim(), 500) : null;
  await db
    .insertInto('link_reports')
    .values({ link_id: link.id, reason: input.reason, details, reporter: reporterOf(secret, ip) })
    .execute();
}

const findLink = (db: Kysely<Database>, ref: TLinkRef) =>
  db
    .selectFrom('links')
    .select(['id', 'hostname', 'slug'])
    .where('hostname', '=', ref.hostname.toLowerCase())
    .where(sql`lower(slug)`, '=', ref.slug.toLowerCase())
    .executeTakeFirst();

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
  const res = await db
    .updateTable('link_reports')
    .set({ dismissed_at: new Date() })
    .where('link_id', '=', link.id)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Bans an account: it cannot sign in (account_banned), its sessions end now (so its API calls fail),
 * and its links answer 451 on every replica. Admins cannot be banned (nor ban themselves).
 */
export async function setUserBanned(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'adminEmails'>,
  userId: string,
  banned: boolean,
): Promise<void> {
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
