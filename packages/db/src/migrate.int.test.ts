import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './handle';
import { createTestDb } from './testing';
import { pendingMigrations } from './migrate';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('migrated test database', () => {
  it('has no pending migrations and the seeded plans', async () => {
    expect(await pendingMigrations(handle.db)).toBe(0);
    const plans = await handle.db.selectFrom('plans').selectAll().orderBy('sort').execute();
    expect(plans.map((p) => [p.id, p.max_links, p.price_monthly, p.price_yearly, p.analytics_retention_days])).toEqual([
      ['free', 25, 0, 0, 30],
      ['hobby', 1000, 900, 9000, 365],
      ['pro', -1, 2900, 29000, 1095],
    ]);
    expect(plans[0]!.features).toContain('25 links');
  });

  it('is a fresh copy per file: writes here do not leak into the template', async () => {
    await handle.db.insertInto('users').values({ email: 'a@example.com' }).execute();
    const other = await createTestDb();
    try {
      const rows = await other.db.selectFrom('users').select('email').execute();
      expect(rows).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
