import type { TBulkRowResult, TBulkUpdateRowResult, TLinkEdit, TLinkRef } from '@kurz/core';
import { sql, type Database, type Kysely, type Link, type User } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError, toWireError } from '../errors';
import { bulkPasswordHasher, linkKey } from '../platform';
import { planOf } from '../plans';
import { BULK_PASSWORDS_MAX } from './bulk';
import { deleteLinkRows, editLink } from './service';

/** How a row names its link, as getOwnedLink reads it: the host as sent (lower-cased), the slug in any case. */
const refKey = (ref: TLinkRef) => linkKey(ref.hostname.toLowerCase(), ref.slug);

/** The owner's links that the rows name, in one query, by refKey. */
async function ownedLinksByRef(db: Kysely<Database>, userId: string, refs: TLinkRef[]): Promise<Map<string, Link>> {
  const hosts = refs.map((r) => r.hostname.toLowerCase());
  const slugs = refs.map((r) => r.slug.toLowerCase());
  const rows = await db
    .selectFrom('links')
    .selectAll()
    .where('owner_id', '=', userId)
    .where(
      sql<boolean>`(hostname, lower(slug)) in (select h, s from unnest(${hosts}::text[], ${slugs}::text[]) as r(h, s))`,
    )
    .execute();
  return new Map(rows.map((l) => [linkKey(l.hostname, l.slug), l]));
}

/**
 * A row's refusal: the code (and field, message) the single call answers. A value the database
 * refuses (a NUL in a title) is that row's invalid_input, not the whole call's failure.
 */
function rowError(err: unknown): Pick<TBulkRowResult, 'error' | 'field' | 'message'> {
  const wire = toWireError(err);
  if (wire.status >= 500) throw err;
  return {
    error: wire.code,
    ...(wire.field !== undefined ? { field: wire.field } : {}),
    ...(wire.message !== undefined ? { message: wire.message } : {}),
  };
}

/**
 * Edits many links, each row as the single edit would (same checks, same answer), in input order:
 * one row's refusal leaves the others done. A link named twice is edited twice, in order.
 */
export async function bulkUpdateLinks(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'appOrigin'>,
  user: User,
  rows: (TLinkRef & TLinkEdit)[],
): Promise<TBulkUpdateRowResult[]> {
  const owned = await ownedLinksByRef(db, user.id, rows);
  const shared = { plan: await planOf(db, user), hash: bulkPasswordHasher(BULK_PASSWORDS_MAX) };
  const results: TBulkUpdateRowResult[] = [];
  // One row after another: rows naming the same link apply in order, and the database sees one edit at a time.
  for (const { hostname, slug, ...edit } of rows) {
    const link = owned.get(refKey({ hostname, slug }));
    try {
      if (!link) throw new AppError('not_found');
      const updated = await editLink(db, config, user, link, edit, shared);
      results.push({ ok: true, hostname: updated.hostname, slug: updated.slug, link: updated });
    } catch (err) {
      results.push({ ok: false, hostname: hostname.toLowerCase(), slug, ...rowError(err) });
    }
  }
  return results;
}

/**
 * Deletes many links in one transaction, each row as the single delete would: not_found for a link
 * that is not the caller's (or was already deleted, by an earlier row or another call), forbidden for
 * one an admin disabled.
 */
export async function bulkDeleteLinks(
  db: Kysely<Database>,
  userId: string,
  rows: TLinkRef[],
): Promise<TBulkRowResult[]> {
  const owned = await ownedLinksByRef(db, userId, rows);
  const claimed = new Set<number>();
  const wanted = rows.map((ref) => {
    const link = owned.get(refKey(ref));
    if (!link) return { ref, error: 'not_found' as const };
    if (link.disabled_at) return { ref, error: 'forbidden' as const };
    const id = Number(link.id);
    if (claimed.has(id)) return { ref, error: 'not_found' as const };
    claimed.add(id);
    return { ref, link };
  });
  const gone = new Set((await deleteLinkRows(db, userId, [...claimed])).map((l) => Number(l.id)));
  return wanted.map(({ ref, link, error }) => {
    if (link && gone.has(Number(link.id))) return { ok: true, hostname: link.hostname, slug: link.slug };
    return { ok: false, hostname: ref.hostname.toLowerCase(), slug: ref.slug, error: error ?? 'not_found' };
  });
}
