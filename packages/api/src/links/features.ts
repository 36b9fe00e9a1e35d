import {
  expiresAtDate,
  MSG,
  normaliseHttpUrl,
  normaliseTags,
  paletteColor,
  tagKey,
  toEpochSeconds,
  type TLink,
  type TLinkSettings,
  type TTag,
} from '@kurz/core';
import { sql, type Database, type Kysely, type Link, type LinkUpdate, type Plan } from '@kurz/db';
import { AppError } from '../errors';
import { assertNotOwnHosts } from '../domains';
import { assertTargetAllowed } from '../abuse';
import { hashPassword, type PasswordHasher } from '../platform';
import type { Owner } from '../workspaces';

type Db = Kysely<Database>;

function checkedUrl(raw: string): string {
  const url = normaliseHttpUrl(raw);
  if (url === null) throw new AppError('invalid_url');
  return url;
}

const optionalUrl = (raw: string | null | undefined) =>
  raw === undefined ? undefined : raw === null || !raw.trim() ? null : checkedUrl(raw);

/**
 * The columns a link's settings (tags, expiry, password, A/B split, deep links) become, checked: URLs
 * as a target is, no short link of ours, plan gates, the password hashed. Absent settings are left out.
 * An A/B split and app deep links route visitors as rules do, so they need the redirect_rules feature;
 * tags, expiry and passwords are on every plan. Guests' links keep the guest expiry (7 days).
 */
export async function settingsColumns(
  db: Db,
  appOrigin: string,
  owner: Owner,
  plan: Plan,
  input: TLinkSettings,
  current?: Pick<Link, 'targets' | 'ios_url' | 'android_url'>,
  hash: PasswordHasher = hashPassword,
): Promise<LinkUpdate> {
  const set: LinkUpdate = {};
  if (input.expires_at !== undefined) {
    if (owner.guest) throw new AppError('guest_not_allowed');
    set.expires_at = input.expires_at === null ? null : expiresAtDate(input.expires_at);
    if (set.expires_at !== null && Number.isNaN(set.expires_at.getTime()))
      throw new AppError('invalid_input', { field: 'expires_at', message: 'expires_at is not a date-time.' });
    // A link created (or set) to expire in the past would be expired from its first visit.
    if (set.expires_at !== null && set.expires_at.getTime() <= Date.now())
      throw new AppError('expiry_in_past', { field: 'expires_at', message: MSG.links.expiry_in_past });
  }
  if (input.max_clicks !== undefined) set.max_clicks = input.max_clicks;
  const expiredUrl = optionalUrl(input.expired_url);
  if (expiredUrl !== undefined) set.expired_url = expiredUrl;
  const iosUrl = optionalUrl(input.ios_url);
  const androidUrl = optionalUrl(input.android_url);
  if (iosUrl !== undefined) set.ios_url = iosUrl;
  if (androidUrl !== undefined) set.android_url = androidUrl;
  let targets: { url: string; weight: number }[] | null | undefined;
  if (input.targets !== undefined) {
    targets = input.targets === null ? null : input.targets.map((t) => ({ url: checkedUrl(t.url), weight: t.weight }));
    set.targets = targets === null ? null : JSON.stringify(targets);
  }
  // Only a split or deep link that is new needs the feature: after a downgrade the owner may still
  // save the link as it is (and clear them).
  const routes =
    (targets != null && JSON.stringify(targets) !== JSON.stringify(current?.targets ?? null)) ||
    (!!iosUrl && iosUrl !== current?.ios_url) ||
    (!!androidUrl && androidUrl !== current?.android_url);
  if (routes && !plan.allow_redirect_rules) throw new AppError('redirect_rules_not_allowed');
  const urls = [expiredUrl, iosUrl, androidUrl, ...(targets ?? []).map((t) => t.url)].filter((u): u is string => !!u);
  if (urls.length > 0) {
    await assertNotOwnHosts(db, appOrigin, urls);
    assertTargetAllowed(db, urls);
  }
  if (input.password !== undefined) set.password_hash = input.password === null ? null : await hash(input.password);
  if (input.tags !== undefined) set.tags = normaliseTags(input.tags).map(tagKey);
  return set;
}

/**
 * Makes sure each tag exists for the owner: a new one keeps its spelling and gets the next palette
 * colour. Concurrent saves of the same new tag are fine: the first insert wins.
 */
export async function ensureTags(db: Db, ownerId: string, names: string[]): Promise<void> {
  const tags = normaliseTags(names);
  if (tags.length === 0) return;
  const { count } = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tags')
    .values(
      tags.map((name, i) => ({ owner_id: ownerId, key: tagKey(name), name, color: paletteColor(Number(count) + i) })),
    )
    .onConflict((oc) => oc.columns(['owner_id', 'key']).doNothing())
    .execute();
}

/** The owner's tags, by key. */
export async function tagMap(db: Db, ownerId: string): Promise<Map<string, TTag>> {
  const rows = await db.selectFrom('tags').select(['key', 'name', 'color']).where('owner_id', '=', ownerId).execute();
  return new Map(rows.map((r) => [r.key, { name: r.name, color: r.color }]));
}

/** The workspace's tags; for a key narrowed to a hostname, only those its links on that host carry. */
export async function listTags(db: Db, ownerId: string, host: string | null = null): Promise<TTag[]> {
  let query = db.selectFrom('tags').select(['name', 'color']).where('owner_id', '=', ownerId);
  if (host !== null)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('links as l')
          .select(sql<number>`1`.as('one'))
          .where('l.owner_id', '=', ownerId)
          .where('l.hostname', '=', host)
          .where(sql<boolean>`tags.key = any(l.tags)`),
      ),
    );
  return query.orderBy('key').execute();
}

export async function setTagColor(db: Db, ownerId: string, name: string, color: string): Promise<TTag> {
  const row = await db
    .updateTable('tags')
    .set({ color: color.toLowerCase() })
    .where('owner_id', '=', ownerId)
    .where('key', '=', tagKey(name))
    .returning(['name', 'color'])
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/** When max_clicks changes, whether the link is spent is worked out again from its counter. */
export async function exhaustedAt(db: Db, link: Link, maxClicks: number | null): Promise<Date | null> {
  if (maxClicks === null) return null;
  const row = await db
    .selectFrom('link_counters')
    .select(sql<string>`clicks_total + clicks_cut`.as('clicks'))
    .where('owner_id', '=', link.owner_id)
    .where('link_id', '=', link.id)
    .executeTakeFirst();
  return Number(row?.clicks ?? 0) >= maxClicks ? new Date() : null;
}

type Counts = { clicks_today: number | string; clicks_total: number | string };
type LinkRow = Pick<
  Link,
  | 'hostname'
  | 'slug'
  | 'target_url'
  | 'title'
  | 'created_at'
  | 'conversions_enabled'
  | 'expires_at'
  | 'tags'
  | 'max_clicks'
  | 'expired_url'
  | 'password_hash'
  | 'targets'
  | 'ios_url'
  | 'android_url'
  | 'rules'
  | 'og'
  | 'created_by'
>;

/** The emails of the users who made these links (a user gone since leaves the link's created_by null). */
export async function creatorsOf(
  db: Kysely<Database>,
  rows: Pick<Link, 'created_by'>[],
): Promise<Map<string, string | null>> {
  const ids = [...new Set(rows.flatMap((r) => (r.created_by ? [r.created_by] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(users.map((u) => [u.id, u.email]));
}

/** A link row as the API shows it; tag keys are shown as their owner spelled them. */
export function toLink(
  row: LinkRow,
  counts: Counts,
  tags: Map<string, TTag>,
  creators: Map<string, string | null>,
): TLink {
  return {
    hostname: row.hostname,
    slug: row.slug,
    target_url: row.target_url,
    title: row.title,
    clicks_today: Number(counts.clicks_today),
    clicks_total: Number(counts.clicks_total),
    created_at: toEpochSeconds(row.created_at),
    conversions_enabled: row.conversions_enabled,
    expires_at: row.expires_at ? toEpochSeconds(row.expires_at) : null,
    tags: row.tags.map((key) => tags.get(key)?.name ?? key),
    max_clicks: row.max_clicks,
    expired_url: row.expired_url,
    has_password: row.password_hash !== null,
    targets: row.targets,
    ios_url: row.ios_url,
    android_url: row.android_url,
    rules_count: row.rules.length,
    preview_enabled: row.og?.enabled === true,
    created_by: row.created_by ? { id: row.created_by, email: creators.get(row.created_by) ?? null } : null,
  };
}
