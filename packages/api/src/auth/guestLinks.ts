import { sql, type Database, type Kysely, type Transaction, type User } from '@kurz/db';
import { publishLinkChange, publishLinkChanges } from '../platform';
import { countOwned, planOfWorkspace } from '../plans';
import { ACCOUNT_ROLLUP, filteredDaysChanged, movePendingRollups } from '../stats';

export interface AdoptedGuestLinks {
  /** Links now the account's, with their clicks, conversions and statistics. */
  moved: number;
  /** Links that did not fit the account's link quota: they stay with the guest and expire as before. */
  left: number;
}

/**
 * A guest signing into an existing account brings their links along, up to the account's link quota
 * (live links first, oldest first); the links stop expiring, and their clicks, conversions and daily
 * rollups change owner with them, the account totals included. A guest left with nothing is deleted.
 * Null when `guestId` is no longer a guest (a second sign-in from the same guest session at once).
 */
export async function adoptGuestLinks(
  db: Kysely<Database>,
  guestId: string,
  account: User,
): Promise<AdoptedGuestLinks | null> {
  const result = await db.transaction().execute(async (trx) => {
    // The guest first, then the account (createLink takes the latter's lock): one order, no deadlock.
    await sql`select pg_advisory_xact_lock(hashtext(${guestId}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${account.id}))`.execute(trx);
    // Locked: a sign-up from the same guest session at once (which turns this row into the account)
    // waits for this transaction, then finds no guest to upgrade; or it came first, and this finds none.
    const guest = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', guestId)
      .where('email', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!guest) return null;
    // The guest's rollups move or go below: the click groups still pending join them first.
    await movePendingRollups(trx, guestId);
    const plan = await planOfWorkspace(trx, account.id);
    const free =
      plan.max_links < 0
        ? Number.POSITIVE_INFINITY
        : Math.max(0, plan.max_links - (await countOwned(trx, account.id)).links);
    const links = await trx
      .selectFrom('links')
      .select(['id', 'hostname', 'slug'])
      .where('owner_id', '=', guestId)
      .orderBy(sql`expires_at is null or expires_at > now()`, 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const moving = links.slice(0, free);
    if (moving.length > 0)
      await moveLinks(
        trx,
        guestId,
        account.id,
        moving.map((l) => l.id),
      );
    const left = links.length - moving.length;
    if (left === 0) {
      await trx.deleteFrom('stats_daily').where('owner_id', '=', guestId).execute();
      await trx.deleteFrom('stats_daily_visitors').where('owner_id', '=', guestId).execute();
      await trx.deleteFrom('stats_daily_filtered').where('owner_id', '=', guestId).execute();
      await trx.deleteFrom('stats_filtered_days').where('owner_id', '=', guestId).execute();
      await trx.updateTable('uploads').set({ owner_id: account.id }).where('owner_id', '=', guestId).execute();
      await trx.deleteFrom('users').where('id', '=', guestId).where('email', 'is', null).execute();
    } else if (moving.length > 0) {
      await rebuildAccountRollup(trx, guestId);
    }
    return { moved: moving, left };
  });
  if (!result) return null;
  // Every replica's cache holds the old owner (whose clicks the recorder would write under it).
  for (const link of result.moved) await publishLinkChange(db, link.hostname, link.slug);
  return { moved: result.moved.length, left: result.left };
}

async function moveLinks(trx: Transaction<Database>, from: string, to: string, ids: number[]): Promise<void> {
  await trx
    .updateTable('links')
    .set({ owner_id: to, expires_at: null, updated_at: new Date() })
    .where('owner_id', '=', from)
    .where('id', 'in', ids)
    .execute();
  // The guest's tags (spelling and colour) come along; where the account has the tag, its own stays.
  await sql`insert into tags (owner_id, key, name, color) select ${to}::uuid, key, name, color from tags where owner_id = ${from}::uuid on conflict do nothing`.execute(
    trx,
  );
  // The counters' owner keys the list's clicks-sort index: it follows its link.
  await trx.updateTable('link_counters').set({ owner_id: to }).where('link_id', 'in', ids).execute();
  await trx.updateTable('clicks').set({ owner_id: to }).where('link_id', 'in', ids).execute();
  await trx.updateTable('conversions').set({ owner_id: to }).where('link_id', 'in', ids).execute();
  // Their QR codes (a guest left with nothing is deleted, and its QR codes with it). The images they
  // show are served and kept by key, whoever uploaded them; a guest has no previews (a paid feature).
  await trx
    .updateTable('qr_codes')
    .set({ owner_id: to })
    .where('owner_id', '=', from)
    .where('link_id', 'in', ids)
    .execute();
  // Both accounts' days with these links' clicks are folded again (stats/filtered.ts).
  await filteredDaysChanged(trx, from, ids);
  await trx
    .updateTable('stats_daily')
    .set({ owner_id: to })
    .where('owner_id', '=', from)
    .where('link_id', 'in', ids)
    .execute();
  await filteredDaysChanged(trx, to, ids);
  await trx
    .updateTable('stats_daily_visitors')
    .set({ owner_id: to })
    .where('owner_id', '=', from)
    .where('link_id', 'in', ids)
    .execute();
  // The account's own rollup rows grow by the links' rows (its history of deleted links stays in it).
  await sql`
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select ${to}::uuid, ${ACCOUNT_ROLLUP}, day, dim, key, sum(clicks) from stats_daily
    where owner_id = ${to}::uuid and link_id in (${sql.join(ids)}) and dim <> 'uniq'
    group by day, dim, key
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`.execute(
    trx,
  );
  // Its visitors' sketches take in the links' (a union: people seen on both count once).
  await sql`
    insert into stats_daily_visitors (owner_id, link_id, day, registers)
    select ${to}::uuid, ${ACCOUNT_ROLLUP}::bigint, day, kurz_hll_union_agg(registers) from stats_daily_visitors
    where owner_id = ${to}::uuid and link_id in (${sql.join(ids)}) group by day
    on conflict (owner_id, link_id, day) do update set registers = kurz_hll_union(stats_daily_visitors.registers, excluded.registers)`.execute(
    trx,
  );
}

/** A guest's account rollup, again from the links it kept. */
async function rebuildAccountRollup(trx: Transaction<Database>, ownerId: string): Promise<void> {
  await trx.deleteFrom('stats_daily').where('owner_id', '=', ownerId).where('link_id', '=', ACCOUNT_ROLLUP).execute();
  await trx
    .deleteFrom('stats_daily_visitors')
    .where('owner_id', '=', ownerId)
    .where('link_id', '=', ACCOUNT_ROLLUP)
    .execute();
  await sql`
    insert into stats_daily_visitors (owner_id, link_id, day, registers)
    select owner_id, ${ACCOUNT_ROLLUP}::bigint, day, kurz_hll_union_agg(registers) from stats_daily_visitors
    where owner_id = ${ownerId}::uuid group by owner_id, day`.execute(trx);
  await sql`
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, ${ACCOUNT_ROLLUP}, day, dim, key, sum(clicks) from stats_daily
    where owner_id = ${ownerId}::uuid and dim <> 'uniq' group by owner_id, day, dim, key`.execute(trx);
  // Days from before the sketches have exact uniq rows per link only: the account's is at least the largest.
  await sql`
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, ${ACCOUNT_ROLLUP}, day, 'uniq', '', max(clicks) from stats_daily
    where owner_id = ${ownerId}::uuid and dim = 'uniq' group by owner_id, day`.execute(trx);
}

/** A guest who registers keeps their links, and they stop expiring (on every replica's cache at once). */
export async function keepGuestLinks(db: Kysely<Database>, userId: string): Promise<void> {
  const kept = await db
    .updateTable('links')
    .set({ expires_at: null })
    .where('owner_id', '=', userId)
    .returning(['hostname', 'slug'])
    .execute();
  await publishLinkChanges(db, kept);
}
