import type { ErrorCode, TBulkRowResult, TCreateLink } from '@kurz/core';
import { sql, type Database, type Insertable, type Kysely, type LinksTable, type LinkUpdate } from '@kurz/db';
import { assertTargetAllowed } from '../abuse';
import type { ApiConfig } from '../context';
import { hostOfUrl, ownHostsAmong, usableHostnames } from '../domains';
import { AppError } from '../errors';
import { bulkPasswordHasher, hashPassword, publishLinkChanges, type PasswordHasher } from '../platform';
import { countOwned, planOf } from '../plans';
import { enqueueLinksCreated } from '../webhooks';
import { ensureTags, settingsColumns } from './features';
import { checkedCustomSlug, checkedTarget, generateSlug, guestExpiry, lockUserLinks, stillGuest } from './service';
import { linkLabel, recordAudit, type AuditActor } from '../audit';
import { holdMembership, ROLE_NEEDED, type Owner } from '../workspaces';

export interface Candidate {
  index: number;
  hostname: string;
  url: string;
  title: string | null;
  customSlug: string | null;
  /** The slug tried in this round (the custom one, or a fresh generated one). */
  slug: string;
  /** The row's settings (tags, expiry, password, split, deep links) as columns, checked. */
  settings: LinkUpdate;
}

/** Distinct link passwords one bulk call may set (each is an argon2 hash). */
export const BULK_PASSWORDS_MAX = 20;

/** A refused row as a bulk call reports it: the single call's code, and its field and message when it names them. */
export function rowFailure(err: unknown): Pick<TBulkRowResult, 'error' | 'field' | 'message'> {
  if (!(err instanceof AppError)) throw err;
  return {
    error: err.appCode,
    ...(err.field !== undefined ? { field: err.field } : {}),
    ...(err.detail !== undefined ? { message: err.detail } : {}),
  };
}

/** Rows checked as the single create checks them: a result per row (the failures filled in) and the rows to insert. */
export interface CheckedLinks {
  results: TBulkRowResult[];
  candidates: Candidate[];
  maxLinks: number;
  expiresAt: Date | null;
}

/** Every check of the single create but the quota and the slug's uniqueness (those need the insert's lock). */
export async function checkLinkRows(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>,
  owner: Owner,
  inputs: TCreateLink[],
  hash: PasswordHasher = hashPassword,
): Promise<CheckedLinks> {
  const results: TBulkRowResult[] = inputs.map((i) => ({
    ok: false,
    hostname: i.hostname.trim().toLowerCase(),
    slug: i.slug?.trim() || null,
  }));
  const fail = (index: number, error: ErrorCode | ReturnType<typeof rowFailure>) => {
    results[index] = { ...results[index]!, ok: false, ...(typeof error === 'string' ? { error } : error) };
  };
  const plan = await planOf(db, owner);

  // Checks that need no database, in the single create's order.
  const targets = new Map<number, string>();
  for (const [index, input] of inputs.entries()) {
    try {
      targets.set(index, checkedTarget(input.url));
    } catch (err) {
      fail(index, rowFailure(err));
    }
  }
  const usable = await usableHostnames(db, owner, [...new Set([...targets.keys()].map((i) => results[i]!.hostname))]);
  const own = await ownHostsAmong(db, config.appOrigin, [...targets.values()]);
  const candidates: Candidate[] = [];
  const customSeen = new Set<string>();
  for (const [index, url] of targets) {
    const input = inputs[index]!;
    const hostname = results[index]!.hostname;
    if (!usable.has(hostname)) {
      fail(index, 'domain_not_allowed');
      continue;
    }
    if (own.has(hostOfUrl(url))) {
      fail(index, 'target_is_short_link');
      continue;
    }
    try {
      assertTargetAllowed(db, [url]);
    } catch (err) {
      fail(index, rowFailure(err));
      continue;
    }
    let customSlug: string | null;
    try {
      customSlug = checkedCustomSlug(plan, input.slug);
    } catch (err) {
      fail(index, rowFailure(err));
      continue;
    }
    if (customSlug) {
      // Slugs are case-insensitive: a second row asking for the same one loses, as a second call would.
      const key = `${hostname}/${customSlug.toLowerCase()}`;
      if (customSeen.has(key)) {
        fail(index, 'slug_taken');
        continue;
      }
      customSeen.add(key);
    }
    let settings: LinkUpdate;
    try {
      settings = await settingsColumns(db, config.appOrigin, owner, plan, input, undefined, hash);
    } catch (err) {
      fail(index, rowFailure(err));
      continue;
    }
    candidates.push({
      index,
      hostname,
      url,
      title: input.title?.trim() || null,
      customSlug,
      slug: customSlug ?? '',
      settings,
    });
  }
  candidates.sort((a, b) => a.index - b.index);
  return { results, candidates, maxLinks: plan.max_links, expiresAt: guestExpiry(config, owner) };
}

/** What an imported row adds to its link: its settings as columns, and the key of the row it came from. */
export type ExtraColumns = Partial<
  Omit<Insertable<LinksTable>, 'owner_id' | 'hostname' | 'slug' | 'target_url' | 'title'>
>;

/**
 * Inserts checked rows inside the caller's transaction, under the per-user lock: rows beyond the plan's
 * remaining links get links_limit_reached, a custom slug already taken gets slug_taken (nothing is
 * overwritten), a generated slug that collides is drawn again, a row whose import key a link of the
 * owner already has gets already_imported. `extra` (by input index) adds columns to a row's link; a
 * guest's links keep the guest expiry. Fills `checked.results`; returns the links made.
 */
export async function insertCheckedLinks(
  trx: Kysely<Database>,
  owner: Owner,
  checked: CheckedLinks,
  createdBy: string | null,
  extra?: Map<number, ExtraColumns>,
): Promise<{ index: number; hostname: string; slug: string }[]> {
  const { results, candidates, maxLinks } = checked;
  const fail = (index: number, error: ErrorCode) => {
    results[index] = { ...results[index]!, ok: false, error };
  };
  await lockUserLinks(trx, owner.id);
  const expiresAt = checked.expiresAt && (await stillGuest(trx, owner)) ? checked.expiresAt : null;
  // Checked again under lock: a domain deleted since the rows were checked takes none of them.
  const usable = await usableHostnames(trx, owner, [...new Set(candidates.map((c) => c.hostname))], true);
  for (const c of candidates) if (!usable.has(c.hostname)) fail(c.index, 'domain_not_allowed');
  let remaining =
    maxLinks >= 0 ? Math.max(0, maxLinks - (await countOwned(trx, owner.id)).links) : Number.POSITIVE_INFINITY;
  const done: { index: number; hostname: string; slug: string }[] = [];
  let pending = candidates.filter((c) => usable.has(c.hostname));
  // Under the lock: another import of the same rows either committed its links before (they are found
  // here) or waits for this one.
  const keys = pending.flatMap((c) => extra?.get(c.index)?.import_key ?? []);
  if (keys.length > 0) {
    const found = await trx
      .selectFrom('links')
      .select('import_key')
      .where('owner_id', '=', owner.id)
      .where(sql<boolean>`import_key = any(${keys}::text[])`)
      .execute();
    const imported = new Set(found.map((r) => r.import_key));
    for (const c of pending)
      if (imported.has(extra?.get(c.index)?.import_key ?? null)) fail(c.index, 'already_imported');
    pending = pending.filter((c) => !imported.has(extra?.get(c.index)?.import_key ?? null));
  }
  for (let round = 0; pending.length > 0 && remaining > 0; round++) {
    if (round >= 8) throw new Error('could not find free slugs');
    const batch = pending.slice(0, remaining === Number.POSITIVE_INFINITY ? pending.length : remaining);
    const rest = pending.slice(batch.length);
    const taken = new Set<string>();
    for (const c of batch) {
      if (!c.customSlug) {
        // A generated slug must not repeat one of this batch either.
        do c.slug = generateSlug();
        while (taken.has(`${c.hostname}/${c.slug.toLowerCase()}`));
      }
      taken.add(`${c.hostname}/${c.slug.toLowerCase()}`);
    }
    const rows = await trx
      .insertInto('links')
      .values(
        batch.map((c) => {
          const more = extra?.get(c.index);
          return {
            ...c.settings,
            ...more,
            owner_id: owner.id,
            hostname: c.hostname,
            slug: c.slug,
            target_url: c.url,
            title: c.title,
            // A guest's links keep the guest expiry, as a single create's do.
            expires_at: expiresAt ?? more?.expires_at ?? c.settings.expires_at ?? null,
            created_by: createdBy,
          };
        }),
      )
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .execute();
    await enqueueLinksCreated(trx, owner.id, rows);
    const inserted = new Set(rows.map((r) => `${r.hostname}/${r.slug.toLowerCase()}`));
    const retry: Candidate[] = [];
    for (const c of batch) {
      if (inserted.has(`${c.hostname}/${c.slug.toLowerCase()}`))
        done.push({ index: c.index, hostname: c.hostname, slug: c.slug });
      else if (c.customSlug) fail(c.index, 'slug_taken');
      else retry.push(c);
    }
    remaining -= rows.length;
    // Generated slugs that collided go first again, so the quota goes to rows in input order.
    pending = [...retry, ...rest].sort((a, b) => a.index - b.index);
  }
  for (const c of pending) fail(c.index, 'links_limit_reached');
  for (const c of done) results[c.index] = { ok: true, hostname: c.hostname, slug: c.slug };
  return done;
}

/**
 * Creates many links at once with the single create's checks, row by row: each row gets its own result
 * in input order, the rows that pass are inserted in one transaction (a few multi-row inserts, not one
 * statement a row). Nothing is overwritten.
 */
export async function bulkCreateLinks(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'guestLinkTtlDays' | 'appOrigin'>,
  owner: Owner,
  inputs: TCreateLink[],
  /** Who creates them: a member must still be one when they are written (the system, none). */
  actor: AuditActor,
): Promise<TBulkRowResult[]> {
  const checked = await checkLinkRows(db, config, owner, inputs, bulkPasswordHasher(BULK_PASSWORDS_MAX));
  const tags = checked.candidates.flatMap((c) => inputs[c.index]!.tags ?? []);
  if (tags.length > 0) await ensureTags(db, owner.id, tags);
  const created = await db.transaction().execute(async (trx) => {
    if (actor.userId) {
      // In the single create's order: the workspace's link lock, then the member's row.
      await lockUserLinks(trx, owner.id);
      await holdMembership(trx, owner.id, actor.userId, ROLE_NEEDED.links.write);
    }
    const made = await insertCheckedLinks(trx, owner, checked, actor.userId);
    // One event for the call, not one a link: a bulk create may make thousands.
    if (made.length > 0)
      await recordAudit(trx, null, owner.id, actor, [
        {
          action: 'links.bulk_created',
          target: { type: 'links', id: '', label: `${made.length} links` },
          details: { count: made.length, links: made.slice(0, 20).map(linkLabel) },
        },
      ]);
    return made;
  });
  // A visit before creation may have cached "no such link".
  await publishLinkChanges(db, created);
  return checked.results;
}
