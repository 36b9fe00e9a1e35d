/** The postback tokens migration, run again over accounts as they were before it. */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import * as postbackTokens from './20261127100000_postback_tokens';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function account(email: string, links: boolean[]): Promise<string> {
  const { id } = await handle.db.insertInto('users').values({ email }).returning('id').executeTakeFirstOrThrow();
  for (const [i, conversions_enabled] of links.entries()) {
    await handle.db
      .insertInto('links')
      .values({
        owner_id: id,
        hostname: 'kurz.localhost',
        slug: `${email.split('@')[0]}-${i}`,
        target_url: 'https://example.com/',
        conversions_enabled,
      })
      .execute();
  }
  return id;
}

it('gives 30 days without the token to the accounts that tracked conversions, and to no other', async () => {
  await postbackTokens.down(handle.db);
  const tracking = await account('tracking@example.com', [false, true, true]);
  await account('plain@example.com', [false]);
  await account('none@example.com', []);
  await postbackTokens.up(handle.db);
  const rows = await handle.db
    .selectFrom('postback_tokens')
    .select([
      'owner_id',
      'token_hash',
      'token_enc',
      sql<number>`extract(epoch from tokenless_until - now())`.as('left'),
    ])
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ owner_id: tracking, token_hash: null, token_enc: null });
  expect(Number(rows[0]!.left)).toBeGreaterThan(30 * 86_400 - 60);
  expect(Number(rows[0]!.left)).toBeLessThanOrEqual(30 * 86_400);
});
