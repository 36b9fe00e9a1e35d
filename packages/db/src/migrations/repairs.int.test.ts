/** The data repairs of the 2026-11-23 migrations, run again over rows written as older code wrote them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import { sql } from 'kysely';
import * as rulesRepair from './20261123110000_rules_without_empty_conditions';
import * as slugCase from './20261123110100_slugs_case_insensitive';

let handle: DbHandle;
let owner: string;
beforeAll(async () => {
  handle = await createTestDb();
  owner = (
    await handle.db.insertInto('users').values({ email: 'owner@example.com' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => handle.close());

async function insertLink(slug: string, rules: unknown[] = [], createdAt = new Date()) {
  return handle.db
    .insertInto('links')
    .values({
      owner_id: owner,
      hostname: 'kurz.localhost',
      slug,
      target_url: 'https://example.com/',
      rules: JSON.stringify(rules),
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const rulesOf = async (slug: string) =>
  (await handle.db.selectFrom('links').select('rules').where('slug', '=', slug).executeTakeFirstOrThrow()).rules;

describe('rules without empty conditions', () => {
  it('drops empty conditions, removes rules left with none, keeps intended match-all rules, renumbers', async () => {
    await insertLink('mixed', [
      { target: 'https://example.com/only-empty', prio: 1, when: { device: [] } },
      { target: 'https://example.com/de-mobile', prio: 2, when: { geo: ['DE'], lang: [], device: ['mobile'] } },
      { target: 'https://example.com/all-empty', prio: 3, when: { geo: [], ip: [] } },
      { target: 'https://example.com/everyone', prio: 4, when: {} },
    ]);
    const fine = [{ target: 'https://example.com/us', prio: 1, when: { geo: ['US'] } }];
    await insertLink('fine', fine);
    await insertLink('none');
    await rulesRepair.up(handle.db);
    expect(await rulesOf('mixed')).toEqual([
      { target: 'https://example.com/de-mobile', prio: 1, when: { geo: ['DE'], device: ['mobile'] } },
      { target: 'https://example.com/everyone', prio: 2, when: {}, match_all: true },
    ]);
    expect(await rulesOf('fine')).toEqual(fine);
    expect(await rulesOf('none')).toEqual([]);
  });
});

describe('case-insensitive slugs', () => {
  it('keeps the oldest of slugs differing only by case and gives each newer one its id as suffix', async () => {
    await sql`drop index links_hostname_lower_slug_key`.execute(handle.db);
    await insertLink('Summer-Sale', [], new Date('2026-01-01T00:00:00Z'));
    const newer = await insertLink('summer-sale', [], new Date('2026-02-01T00:00:00Z'));
    const newest = await insertLink('SUMMER-SALE', [], new Date('2026-03-01T00:00:00Z'));
    const long = 'L'.repeat(64);
    await insertLink(long.toLowerCase(), [], new Date('2026-01-01T00:00:00Z'));
    const longNewer = await insertLink(long, [], new Date('2026-02-01T00:00:00Z'));
    await slugCase.up(handle.db);
    const slugs = (
      await handle.db
        .selectFrom('links')
        .select('slug')
        .where(sql`lower(slug)`, 'like', '%sale%')
        .orderBy('created_at')
        .execute()
    ).map((r) => r.slug);
    expect(slugs).toEqual(['Summer-Sale', `summer-sale-${newer.id}`, `SUMMER-SALE-${newest.id}`]);
    const renamed = (
      await handle.db.selectFrom('links').select('slug').where('id', '=', longNewer.id).executeTakeFirstOrThrow()
    ).slug;
    expect(renamed).toBe(`${'L'.repeat(63 - String(longNewer.id).length)}-${longNewer.id}`);
    expect(renamed.length).toBe(64);
    // And the index now refuses a new spelling of a taken slug.
    await expect(insertLink('summer-SALE')).rejects.toThrow();
  });

  it('gives a newer twin the first suffix no link on the host holds, in any case, within 64 characters', async () => {
    await sql`drop index links_hostname_lower_slug_key`.execute(handle.db);
    await insertLink('Promo', [], new Date('2026-01-01T00:00:00Z'));
    const newer = await insertLink('promo', [], new Date('2026-02-01T00:00:00Z'));
    // Both the exact slug the old repair chose and its other spellings are taken already.
    await insertLink(`PROMO-${newer.id}`, [], new Date('2026-01-01T00:00:00Z'));
    await insertLink(`promo-${newer.id}-2`, [], new Date('2026-01-01T00:00:00Z'));
    const long = 'P'.repeat(64);
    await insertLink(long, [], new Date('2026-01-01T00:00:00Z'));
    const longNewer = await insertLink(long.toLowerCase(), [], new Date('2026-02-01T00:00:00Z'));
    const taken = `${'p'.repeat(63 - String(longNewer.id).length)}-${longNewer.id}`;
    await insertLink(taken.toUpperCase(), [], new Date('2026-01-01T00:00:00Z'));
    await slugCase.up(handle.db);
    const slugOf = async (id: typeof newer.id) =>
      (await handle.db.selectFrom('links').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;
    expect(await slugOf(newer.id)).toBe(`promo-${newer.id}-3`);
    const renamed = await slugOf(longNewer.id);
    expect(renamed).toBe(`${'p'.repeat(61 - String(longNewer.id).length)}-${longNewer.id}-2`);
    expect(renamed.length).toBe(64);
    await expect(insertLink('PROMO')).rejects.toThrow();
  });
});
