import { randomInt } from 'node:crypto';
import { isHttpUrl, RESERVED_SLUGS, SLUG_PATTERN, toEpochSeconds, type TCreateLink, type TLink, type TLinkRef } from '@kurz/core';
import { sql, type Database, type Kysely, type Link, type User } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError } from '../errors';
import { assertUsableHostname } from '../domains/service';
import { publishLinkChange } from './events';
import { planOf } from './limits';
import { isoDay } from './statsRange';
import { countOwned } from './usage';

// No 0/O, 1/l/I: a generated slug can be read aloud and typed from print.
const SLUG_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const GENERATED_SLUG_LENGTH = 7;

function generateSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i++) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

export async function listLinks(db: Kysely<Database>, userId: string): Promise<TLink[]> {
  const today = isoDay();
  const rows = await db
    .selectFrom('links')
    // Bots count here too: the list shows every visit; the statistics tell bots apart.
    .leftJoin('stats_daily', (join) =>
      join.onRef('stats_daily.link_id', '=', 'links.id').on('stats_daily.owner_id', '=', userId).on('stats_daily.dim', 'in', ['total', 'bots']),
    )
    .select([
      'links.hostname',
      'links.slug',
      'links.target_url',
      'links.title',
      'links.created_at',
      'links.conversions_enabled',
      'links.expires_at',
      sql<number>`coalesce(sum(stats_daily.clicks), 0)::int`.as('clicks_total'),
      sql<number>`coalesce(sum(stats_daily.clicks) filter (where stats_daily.day = ${today}::date), 0)::int`.as('clicks_today'),
    ])
    .where('links.owner_id', '=', userId)
    .groupBy('links.id')
    .orderBy('links.created_at', 'desc')
    .orderBy('links.id', 'desc')
    .execute();
  return rows.map((r) => ({
    hostname: r.hostname,
    slug: r.slug,
    target_url: r.target_url,
    title: r.title,
    clicks_today: Number(r.clicks_today),
    clicks_total: Number(r.clicks_total),
    created_at: toEpochSeconds(r.created_at),
    conversions_enabled: r.conversions_enabled,
    expires_at: r.expires_at ? toEpochSeconds(r.expires_at) : null,
  }));
}

/** The caller's link or not_found: another tenant's link is indistinguishable from a missing one. */
export async function getOwnedLink(db: Kysely<Database>, userId: string, ref: TLinkRef): Promise<Link> {
  const link = await db
    .selectFrom('links')
    .selectAll()
    .where('hostname', '=', ref.hostname.toLowerCase())
    .where('slug', '=', ref.slug)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!link) throw new AppError('not_found');
  return link;
}

export async function createLink(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'guestLinkTtlDays'>,
  user: User,
  input: TCreateLink,
): Promise<TLink> {
  const url = input.url.trim();
  if (!isHttpUrl(url)) throw new AppError('invalid_url');
  const hostname = input.hostname.trim().toLowerCase();
  await assertUsableHostname(db, user, hostname);
  const plan = await planOf(db, user);
  const customSlug = input.slug?.trim() || null;
  if (customSlug) {
    if (!plan.allow_custom_slugs) throw new AppError('custom_slugs_not_allowed');
    if (!SLUG_PATTERN.test(customSlug)) throw new AppError('invalid_slug');
    if (RESERVED_SLUGS.has(customSlug.toLowerCase())) throw new AppError('reserved_slug');
  }
  const expiresAt = user.email ? null : new Date(Date.now() + config.guestLinkTtlDays * 86_400_000);

  const link = await db.transaction().execute(async (trx) => {
    // Serialises one user's creations so two at once cannot both take the last free slot.
    await sql`select pg_advisory_xact_lock(hashtext(${user.id}))`.execute(trx);
    if (plan.max_links >= 0 && (await countOwned(trx, user.id)).links >= plan.max_links) throw new AppError('links_limit_reached');
    for (let attempt = 0; attempt < 8; attempt++) {
      const slug = customSlug ?? generateSlug();
      const row = await trx
        .insertInto('links')
        .values({ owner_id: user.id, hostname, slug, target_url: url, title: input.title?.trim() || null, expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['hostname', 'slug']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return row;
      if (customSlug) throw new AppError('slug_taken');
    }
    throw new Error('could not find a free slug');
  });
  // A visit before creation may have cached "no such link".
  await publishLinkChange(db, link.hostname, link.slug);
  return {
    hostname: link.hostname,
    slug: link.slug,
    target_url: link.target_url,
    title: link.title,
    clicks_today: 0,
    clicks_total: 0,
    created_at: toEpochSeconds(link.created_at),
    conversions_enabled: link.conversions_enabled,
    expires_at: link.expires_at ? toEpochSeconds(link.expires_at) : null,
  };
}

export async function deleteLink(db: Kysely<Database>, userId: string, ref: TLinkRef): Promise<void> {
  const link = await getOwnedLink(db, userId, ref);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('clicks').where('link_id', '=', link.id).execute();
    await trx.deleteFrom('stats_daily').where('owner_id', '=', userId).where('link_id', '=', link.id).execute();
    await trx.deleteFrom('links').where('id', '=', link.id).execute();
  });
  await publishLinkChange(db, link.hostname, link.slug);
}

/** A guest who registers keeps their links, and they stop expiring. */
export async function keepGuestLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('links').set({ expires_at: null }).where('owner_id', '=', userId).execute();
}
