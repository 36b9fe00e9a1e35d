import type { TBulkRowResult, TBulkUpdateRowResult, TLinkEdit, TLinkRef } from '@kurz/core';
import { sql, type Database, type Kysely, type Link, type LinkUpdate } from '@kurz/db';
import type { ApiConfig } from '../context';
import { AppError, isRefusedInput, toWireError } from '../errors';
import { bulkPasswordHasher, linkKey, publishLinkChanges } from '../platform';
import { planOf } from '../plans';
import { BULK_PASSWORDS_MAX } from './bulk';
import { ensureTags } from './features';
import { deleteLinkRows, editColumns, withCountsMany } from './service';
import { updateLink, updateLinkRows } from './settings';
import type { Owner } from '../workspaces';
import type { AuditActor } from '../audit';

/** How a row names its link, as getOwnedLink reads it: the host as sent (lower-cased), the slug in any case. */
const refKey = (ref: TLinkRef) => linkKey(ref.hostname.toLowerCase(), ref.slug);

/** The owner's links that the rows name, in one query, by refKey. */
async function ownedLinksByRef(db: Kysely<Database>, ownerId: string, refs: TLinkRef[]): Promise<Map<string, Link>> {
  const hosts = refs.map((r) => r.hostname.toLowerCase());
  const slugs = refs.map((r) => r.slug.toLowerCase());
  const rows = await db
    .selectFrom('links')
    .selectAll()
    .where('owner_id', '=', ownerId)
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
 * Edits many links, each row checked as the single edit checks it, in input order: one row's refusal
 * leaves the others done. The rows that pass are written in one transaction (a statement a row, one
 * link.updated insert), so the call costs little more than its checks; a link named twice is
 * changed twice, in order, each row checked against the link as the call found it.
 */
export async function bulkUpdateLinks(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'appOrigin'>,
  owner: Owner,
  rows: (TLinkRef & TLinkEdit)[],
  actor: AuditActor,
): Promise<TBulkUpdateRowResult[]> {
  const owned = await ownedLinksByRef(db, owner.id, rows);
  const shared = { plan: await planOf(db, owner), hash: bulkPasswordHasher(BULK_PASSWORDS_MAX) };
  const results: TBulkUpdateRowResult[] = [];
  const planned: { index: number; link: Link; set: LinkUpdate }[] = [];
  for (const [index, { hostname, slug, ...edit }] of rows.entries()) {
    const link = owned.get(refKey({ hostname, slug }));
    results.push({ ok: false, hostname: link?.hostname ?? hostname.toLowerCase(), slug: link?.slug ?? slug });
    try {
      if (!link) throw new AppError('not_found');
      planned.push({ index, link, set: await editColumns(db, config, owner, link, edit, shared) });
    } catch (err) {
      results[index] = { ...results[index]!, ...rowError(err) };
    }
  }
  // Rows locked in one order (by link, stable: a link's rows keep theirs), so two calls at once never deadlock.
  planned.sort((x, y) => Number(x.link.id) - Number(y.link.id));
  const tags = planned.flatMap((p) => rows[p.index]!.tags ?? []);
  if (tags.length > 0) await ensureTags(db, owner.id, tags);
  let written: (Link | undefined)[];
  try {
    written = await db.transaction().execute((trx) => updateLinkRows(trx, actor, planned));
  } catch (err) {
    // A value the database refuses (a NUL in a title) fails the transaction: each row alone then.
    if (!isRefusedInput(err)) throw err;
    written = [];
    for (const p of planned) {
      try {
        written.push(await updateLink(db, actor, p.link, p.set));
      } catch (rowErr) {
        written.push(undefined);
        results[p.index] = { ...results[p.index]!, ...rowError(rowErr) };
      }
    }
  }
  await publishLinkChanges(
    db,
    planned.map((p) => p.link),
  );
  // A link named twice answers as it ended up, in each of its rows.
  const last = new Map<string, Link>();
  for (const row of written) if (row) last.set(String(row.id), row);
  const finals = [...last.values()];
  const shown = new Map((await withCountsMany(db, owner.id, finals)).map((l, i) => [String(finals[i]!.id), l]));
  for (const [i, p] of planned.entries()) {
    const link = written[i] && shown.get(String(written[i].id));
    if (link) results[p.index] = { ok: true, hostname: link.hostname, slug: link.slug, link };
    else if (!results[p.index]!.error) results[p.index] = { ...results[p.index]!, error: 'not_found' };
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
  ownerId: string,
  rows: TLinkRef[],
  actor: AuditActor,
): Promise<TBulkRowResult[]> {
  const owned = await ownedLinksByRef(db, ownerId, rows);
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
  const gone = new Set((await deleteLinkRows(db, ownerId, [...claimed], actor)).map((l) => Number(l.id)));
  return wanted.map(({ ref, link, error }) => {
    if (link && gone.has(Number(link.id))) return { ok: true, hostname: link.hostname, slug: link.slug };
    return { ok: false, hostname: ref.hostname.toLowerCase(), slug: ref.slug, error: error ?? 'not_found' };
  });
}
