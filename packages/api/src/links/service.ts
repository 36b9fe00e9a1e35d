import { randomInt } from 'node:crypto';
import {
  createdBound,
  searchForms,
  customSlugProblem,
  normaliseHttpUrl,
  tagKey,
  LINKS_PAGE_DEFAULT,
  type TCreateLink,
  type TLink,
  type TLinkEdit,
  type TLinkRef,
  type TLinkSort,
  type TLinksListQuery,
  type TLinksPage,
  type TTag,
} from '@kurz/core';
import {
  sql,
  type Database,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Link,
  type LinkUpdate,
  type Plan,
  type SqlBool,
} from '@kurz/db';
import { z } from 'zod';
import type { ApiConfig } from '../context';
import { AppError } from '../errors';
import { assertNotOwnHosts, assertUsableHostname } from '../domains';
import { assertTargetAllowed } from '../abuse';
import { publishLinkChange, publishLinkChanges, type PasswordHasher } from '../platform';
import { countOwned, planOf } from '../plans';
import { updateLink } from './settings';
import { creatorsOf, ensureTags, exhaustedAt, settingsColumns, tagMap, toLink } from './features';
import { isoDay, removeLinkRollups } from '../stats';
import { enqueueLinksCreated, enqueueLinksDeleted } from '../webhooks';
import { holdMembership, ROLE_NEEDED, type Owner } from '../workspaces';
import { linkTarget, recordAudit, type AuditActor } from '../audit';

// No 0/O, 1/l/I: a generated slug can be read aloud and typed from print.
const SLUG_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const GENERATED_SLUG_LENGTH = 7;

export function generateSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i++) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

// A link id as the server writes it: decimal, no sign or leading zero, within PostgreSQL's bigint.
// One refine, not regex() then refine(): zod runs every check, and BigInt() throws on a non-number.
const ZLinkId = z.string().refine((i) => /^(0|[1-9]\d{0,18})$/.test(i) && BigInt(i) <= 9_223_372_036_854_775_807n);
// created_at as the list writes it (see createdKey): UTC, microseconds, one fixed form whatever the
// session's DateStyle or TimeZone. Anything else is refused here rather than left to PostgreSQL's parser.
const CREATED_KEY = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isCreatedKey = (k: string) => {
  if (!CREATED_KEY.test(k)) return false;
  const seconds = new Date(`${k.slice(0, 19)}Z`);
  // Round trip: refuses the 30th of February and 24:00 that Date would roll over.
  return !Number.isNaN(seconds.getTime()) && seconds.toISOString().slice(0, 19) === k.slice(0, 19);
};
const createdKey = sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ZCursor = z.union([
  z.object({ s: z.literal('created'), k: z.string().refine(isCreatedKey), i: ZLinkId }),
  z.object({ s: z.literal('clicks'), k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), i: ZLinkId }),
]);
type Cursor = z.infer<typeof ZCursor>;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const BAD_CURSOR = {
  field: 'cursor',
  message: 'cursor is not a next_cursor this list answered with the same sort: start again without it.',
};

function decodeCursor(text: string, sort: TLinkSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid_input', BAD_CURSOR);
  }
  const cursor = ZCursor.safeParse(parsed);
  // A cursor only continues the sort it was made for.
  if (!cursor.success || cursor.data.s !== sort) throw new AppError('invalid_input', BAD_CURSOR);
  return cursor.data;
}

/** The query's filters and search, as conditions on links `l`: what both the page and its total count. */
function matching(query: TLinksListQuery, onlyHost: string | null) {
  return (eb: ExpressionBuilder<{ l: Database['links'] }, 'l'>) => {
    const and: Expression<SqlBool>[] = [];
    if (onlyHost) and.push(eb('l.hostname', '=', onlyHost));
    // domain is the documented name; hostname, the older one, still works.
    for (const host of [query.domain, query.hostname]) {
      const name = host?.trim().toLowerCase().replace(/\.$/, '');
      if (name) and.push(eb('l.hostname', '=', name));
    }
    // "tags <> '{}'" lets the partial GIN index links_tags_idx answer the containment.
    if (query.tag?.trim()) and.push(sql<boolean>`l.tags <> '{}' and l.tags @> array[${tagKey(query.tag)}]::text[]`);
    if (query.tags) {
      const keys = [...new Set(query.tags.map(tagKey))];
      const op = query.tags_mode === 'all' ? sql`@>` : sql`&&`;
      and.push(sql<boolean>`l.tags <> '{}' and l.tags ${op} array[${sql.join(keys)}]::text[]`);
    }
    if (query.created_from) and.push(eb('l.created_at', '>=', createdBound(query.created_from, 'from')));
    if (query.created_to) {
      // A day runs to its last microsecond: up to the next day's start, not a millisecond before it.
      const to = query.created_to;
      and.push(
        to.length > 10
          ? eb('l.created_at', '<=', new Date(to))
          : eb('l.created_at', '<', new Date(createdBound(to, 'from').getTime() + 86_400_000)),
      );
    }
    // Expired as a visitor finds it: past its expiry, or its click limit reached.
    const expired = sql<boolean>`((l.expires_at is not null and l.expires_at <= now()) or l.clicks_exhausted_at is not null)`;
    if (query.expired === true) and.push(expired);
    if (query.expired === false) and.push(sql<boolean>`not ${expired}`);
    if (query.has_password !== undefined) and.push(eb('l.password_hash', query.has_password ? 'is not' : 'is', null));
    const search = query.q?.trim().toLowerCase();
    if (search) {
      // The expression of the trigram index links_search_trgm_idx; \, % and _ in the search are escaped.
      // The text as typed and as stored URLs spell it (punycode hosts, percent-encoded paths).
      const haystack = sql`lower(l.slug || chr(10) || l.target_url || chr(10) || coalesce(l.title, ''))`;
      const patterns = searchForms(search).map((form) => `%${form.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      and.push(eb.or(patterns.map((p) => sql<boolean>`${haystack} like ${p}`)));
    }
    return eb.and(and);
  };
}

/**
 * One page of the caller's links, by keyset: newest first, or most clicked first, with how many links
 * match in all. Clicks are people only, as on every screen: Total is the link's counter, Today its
 * rollup row of today. A search is a case-insensitive substring of slug, target or title (% and _ are
 * just text), found by a trigram index.
 */
export async function listLinks(
  db: Kysely<Database>,
  ownerId: string,
  query: TLinksListQuery = {},
  /** An API key narrowed to one hostname sees only the links there. */
  onlyHost: string | null = null,
): Promise<TLinksPage> {
  const sort = query.sort ?? 'created';
  const limit = query.limit ?? LINKS_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor, sort) : null;
  const today = isoDay();
  let q = db
    .selectFrom('links as l')
    .innerJoin('link_counters as c', (join) =>
      join.onRef('c.link_id', '=', 'l.id').onRef('c.owner_id', '=', 'l.owner_id'),
    )
    .leftJoin('stats_daily as t', (join) =>
      join
        .onRef('t.owner_id', '=', 'l.owner_id')
        .onRef('t.link_id', '=', 'l.id')
        .on('t.day', '=', sql<Date>`${today}::date`)
        .on('t.dim', '=', 'total')
        .on('t.key', '=', ''),
    )
    .select([
      'l.id',
      'l.hostname',
      'l.slug',
      'l.target_url',
      'l.title',
      'l.created_at',
      'l.conversions_enabled',
      'l.expires_at',
      'l.tags',
      'l.max_clicks',
      'l.expired_url',
      'l.password_hash',
      'l.targets',
      'l.ios_url',
      'l.android_url',
      'l.rules',
      'l.og',
      'l.created_by',
      'c.clicks_total',
      sql<number>`coalesce(t.clicks, 0)`.as('clicks_today'),
      // Exact to the microsecond (a Date is not), for the cursor.
      createdKey.as('created_key'),
    ])
    .where('l.owner_id', '=', ownerId)
    .where(matching(query, onlyHost));
  if (sort === 'clicks') {
    // The link's owner decides; the counter's copy only lets this sort read its index in order.
    q = q.where('c.owner_id', '=', ownerId);
    if (after?.s === 'clicks')
      q = q.where(sql<boolean>`(c.clicks_total, c.link_id) < (${after.k}, ${after.i}::bigint)`);
    q = q.orderBy('c.clicks_total', 'desc').orderBy('c.link_id', 'desc');
  } else {
    if (after?.s === 'created')
      q = q.where(sql<boolean>`(l.created_at, l.id) < (${after.k}::timestamptz, ${after.i}::bigint)`);
    q = q.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  }
  const rows = await q.limit(limit + 1).execute();
  const { total } = await db
    .selectFrom('links as l')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('l.owner_id', '=', ownerId)
    .where(matching(query, onlyHost))
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next: Cursor | null =
    rows.length > limit && last
      ? sort === 'clicks'
        ? { s: 'clicks', k: Number(last.clicks_total), i: String(last.id) }
        : { s: 'created', k: last.created_key, i: String(last.id) }
      : null;
  const tags = page.some((r) => r.tags.length > 0) ? await tagMap(db, ownerId) : new Map<string, TTag>();
  const creators = await creatorsOf(db, page);
  return {
    results: page.map((r) => toLink(r, r, tags, creators)),
    next_cursor: next ? encodeCursor(next) : null,
    total: Number(total),
  };
}

/** The caller's link or not_found: another tenant's link is indistinguishable from a missing one. */
export async function getOwnedLink(db: Kysely<Database>, ownerId: string, ref: TLinkRef): Promise<Link> {
  const link = await db
    .selectFrom('links')
    .selectAll()
    .where('hostname', '=', ref.hostname.toLowerCase())
    // Slugs are case-insensitive (the (hostname, lower(slug)) unique index).
    .where(sql`lower(slug)`, '=', ref.slug.toLowerCase())
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!link) throw new AppError('not_found');
  return link;
}

/** The one check of a link's target, on create and on edit. */
export function checkedTarget(raw: string): string {
  const url = normaliseHttpUrl(raw);
  if (url === null) throw new AppError('invalid_url');
  return url;
}

/** A custom slug the plan allows, or null for a generated one (single and bulk creates alike). */
export function checkedCustomSlug(
  plan: { allow_custom_slugs: boolean },
  raw: string | null | undefined,
): string | null {
  const customSlug = raw?.trim() || null;
  const problem = customSlug && customSlugProblem(plan.allow_custom_slugs, customSlug);
  if (problem) throw new AppError(problem);
  return customSlug;
}

/** A guest's links expire; a registered user's do not. */
export const guestExpiry = (config: Pick<ApiConfig, 'guestLinkTtlDays'>, owner: Owner): Date | null =>
  owner.guest ? new Date(Date.now() + config.guestLinkTtlDays * 86_400_000) : null;

/**
 * Whether the user is still a guest, read in the creating transaction with their row held (FOR SHARE):
 * a guest who registers while a link is being created either comes first (and the link is made for
 * good) or waits for it and then keeps it like the others (keepGuestLinks).
 */
export async function stillGuest(trx: Kysely<Database>, owner: Owner): Promise<boolean> {
  if (!owner.guest || !owner.personal_of) return false;
  const row = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', owner.personal_of)
    .forShare()
    .executeTakeFirst();
  return !row?.email;
}

/** Serialises one user's creations so two at once cannot both take the last free slot. */
export const lockUserLinks = (trx: Kysely<Database>, ownerId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${ownerId}))`.execute(trx);

export async function createLink(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>,
  owner: Owner,
  input: TCreateLink,
  /** Who creates it: a member must still be one when the link is written (the system, none). */
  actor: AuditActor,
): Promise<TLink> {
  const url = checkedTarget(input.url);
  const hostname = input.hostname.trim().toLowerCase();
  await assertUsableHostname(db, owner, hostname);
  await assertNotOwnHosts(db, config.appOrigin, [url]);
  assertTargetAllowed(db, [url]);
  const plan = await planOf(db, owner);
  const customSlug = checkedCustomSlug(plan, input.slug);
  const settings = await settingsColumns(db, config.appOrigin, owner, plan, input);

  if (input.tags?.length) await ensureTags(db, owner.id, input.tags);
  const link = await db.transaction().execute(async (trx) => {
    await lockUserLinks(trx, owner.id);
    if (actor.userId) await holdMembership(trx, owner.id, actor.userId, ROLE_NEEDED.links.write);
    // Checked again under lock: a domain deleted since takes this link with it or refuses it.
    await assertUsableHostname(trx, owner, hostname, true);
    // A guest's link lives guestLinkTtlDays; the same expiry an owner may set on any link.
    const expiresAt =
      ((await stillGuest(trx, owner)) ? guestExpiry(config, owner) : null) ?? settings.expires_at ?? null;
    if (plan.max_links >= 0 && (await countOwned(trx, owner.id)).links >= plan.max_links)
      throw new AppError('links_limit_reached');
    for (let attempt = 0; attempt < 8; attempt++) {
      const slug = customSlug ?? generateSlug();
      const row = await trx
        .insertInto('links')
        .values({
          ...settings,
          owner_id: owner.id,
          hostname,
          slug,
          target_url: url,
          title: input.title?.trim() || null,
          expires_at: expiresAt,
          created_by: actor.userId,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) {
        await enqueueLinksCreated(trx, owner.id, [row]);
        await recordAudit(trx, null, owner.id, actor, [{ action: 'link.created', target: linkTarget(row) }]);
        return row;
      }
      if (customSlug) throw new AppError('slug_taken');
    }
    throw new Error('could not find a free slug');
  });
  // A visit before creation may have cached "no such link".
  await publishLinkChange(db, link.hostname, link.slug);
  return toLink(
    link,
    { clicks_today: 0, clicks_total: 0 },
    link.tags.length > 0 ? await tagMap(db, owner.id) : new Map<string, TTag>(),
    await creatorsOf(db, [link]),
  );
}

/** Any plan may change a link's target, title, tags, expiry and password; rules and splits stay paid. */
export async function editLink(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'appOrigin'>,
  owner: Owner,
  link: Link,
  input: TLinkEdit,
  actor: AuditActor,
): Promise<TLink> {
  const set = await editColumns(db, config, owner, link, input);
  if (input.tags?.length) await ensureTags(db, link.owner_id, input.tags);
  const row = await updateLink(db, actor, link, set);
  return withCounts(db, row);
}

/** The columns an edit sets, every check made; writes nothing. `shared`: a bulk edit's plan and password hasher. */
export async function editColumns(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'appOrigin'>,
  owner: Owner,
  link: Link,
  input: TLinkEdit,
  shared?: { plan: Plan; hash: PasswordHasher },
): Promise<LinkUpdate> {
  const target = input.url !== undefined ? checkedTarget(input.url) : undefined;
  if (target !== undefined) await assertNotOwnHosts(db, config.appOrigin, [target]);
  if (target !== undefined) assertTargetAllowed(db, [target]);
  const plan = shared?.plan ?? (await planOf(db, owner));
  const settings = await settingsColumns(db, config.appOrigin, owner, plan, input, link, shared?.hash);
  return {
    ...(target !== undefined ? { target_url: target } : {}),
    ...(input.title !== undefined ? { title: input.title?.trim() || null } : {}),
    ...settings,
    ...(settings.max_clicks !== undefined
      ? { clicks_exhausted_at: await exhaustedAt(db, link, settings.max_clicks) }
      : {}),
  };
}

/** GET one link with all its settings and its counts. */
export const getLink = (db: Kysely<Database>, link: Link): Promise<TLink> => withCounts(db, link);

const withCounts = async (db: Kysely<Database>, row: Link): Promise<TLink> =>
  (await withCountsMany(db, row.owner_id, [row]))[0]!;

/** One owner's link rows as the API shows them, with their counts (one query for all). */
export async function withCountsMany(db: Kysely<Database>, ownerId: string, rows: Link[]): Promise<TLink[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('link_counters as c')
    .leftJoin('stats_daily as t', (join) =>
      join
        .onRef('t.owner_id', '=', 'c.owner_id')
        .onRef('t.link_id', '=', 'c.link_id')
        .on('t.day', '=', sql<Date>`${isoDay()}::date`)
        .on('t.dim', '=', 'total')
        .on('t.key', '=', ''),
    )
    .select(['c.link_id', 'c.clicks_total', sql<number>`coalesce(t.clicks, 0)`.as('clicks_today')])
    .where('c.owner_id', '=', ownerId)
    .where(
      'c.link_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(counts.map((c) => [String(c.link_id), c]));
  const tags = rows.some((r) => r.tags.length > 0) ? await tagMap(db, ownerId) : new Map<string, TTag>();
  const creators = await creatorsOf(db, rows);
  return rows.map((row) => {
    const c = byId.get(String(row.id));
    return toLink(row, { clicks_today: c?.clicks_today ?? 0, clicks_total: c?.clicks_total ?? 0 }, tags, creators);
  });
}

export async function deleteLink(
  db: Kysely<Database>,
  ownerId: string,
  ref: TLinkRef,
  actor: AuditActor,
): Promise<void> {
  const link = await getOwnedLink(db, ownerId, ref);
  // A disabled link stays as a 451 tombstone: deleting it would free its slug for the same link again.
  if (link.disabled_at) throw new AppError('forbidden');
  // Deleted meanwhile (by another call, or an admin disabled it).
  if ((await deleteLinkRows(db, ownerId, [link.id], actor)).length === 0) throw new AppError('not_found');
}

/**
 * Deletes the owner's links of these ids that are not disabled, with their clicks and rollups, sends
 * link.deleted and drops them from every replica's cache; answers the rows it deleted. Of two
 * deletions at once each link is deleted (and reported) by one only: its row is locked first.
 */
export async function deleteLinkRows(
  db: Kysely<Database>,
  ownerId: string,
  ids: number[],
  actor: AuditActor,
): Promise<Link[]> {
  if (ids.length === 0) return [];
  const gone = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('links')
      .selectAll()
      .where('id', 'in', ids)
      .where('owner_id', '=', ownerId)
      .where('disabled_at', 'is', null)
      // Locked in one order, so two bulk deletes at once never deadlock.
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length === 0) return rows;
    // After the rows are locked: a member removed meanwhile deletes nothing (as in createLink).
    if (actor.userId) await holdMembership(trx, ownerId, actor.userId, ROLE_NEEDED.links.write);
    const found = rows.map((r) => r.id);
    await trx.deleteFrom('clicks').where('owner_id', '=', ownerId).where('link_id', 'in', found).execute();
    await removeLinkRollups(trx, ownerId, found.map(Number));
    await trx.deleteFrom('links').where('owner_id', '=', ownerId).where('id', 'in', found).execute();
    await enqueueLinksDeleted(trx, ownerId, rows);
    await recordAudit(
      trx,
      null,
      ownerId,
      actor,
      rows.map((r) => ({ action: 'link.deleted' as const, target: linkTarget(r) })),
    );
    return rows;
  });
  await publishLinkChanges(db, gone);
  return gone;
}
