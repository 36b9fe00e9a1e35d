/** The workspaces migration, run over accounts as the code before it wrote them. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import * as workspaces from './20261127170000_workspaces';
import { migrations } from './index';

let handle: DbHandle;
let db: Kysely<any>;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle.close());

const OWNED = [
  'links',
  'domains',
  'uploads',
  'qr_codes',
  'api_keys',
  'import_jobs',
  'webhook_endpoints',
  'tags',
  'postback_tokens',
  'idempotency_keys',
];

/** An account with one row in every table that has an owner, written before workspaces existed. */
async function account(email: string | null, billing: Record<string, unknown>): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ email, created_at: new Date('2026-01-02T03:04:05Z'), ...billing })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = email?.split('@')[0] ?? `guest-${id.slice(0, 8)}`;
  const link = await db
    .insertInto('links')
    .values({ owner_id: id, hostname: 'kurz.localhost', slug: tag, target_url: 'https://example.com/' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('domains')
    .values({ owner_id: id, hostname: `${tag}.kurz.localhost`, status: 'active' })
    .execute();
  await db
    .insertInto('uploads')
    .values({ key: `${tag}.png`, owner_id: id, content_type: 'image/png', size: 1 })
    .execute();
  await db
    .insertInto('qr_codes')
    .values({
      link_id: link.id,
      owner_id: id,
      margin: 4,
      color_dark: '#000000',
      color_light: '#ffffff',
      size: 512,
      logo_percent: 20,
    })
    .execute();
  await db
    .insertInto('api_keys')
    .values({ owner_id: id, name: 'ci', scope: 'read', prefix: tag, key_hash: `hash-${tag}` })
    .execute();
  await db
    .insertInto('import_jobs')
    .values({ owner_id: id, format: 'csv', hostname: 'kurz.localhost', total: 0, problems: '[]' })
    .execute();
  await db
    .insertInto('webhook_endpoints')
    .values({ owner_id: id, url: 'https://example.com/hook', events: ['link.created'], secret_enc: 'x' })
    .execute();
  await db.insertInto('tags').values({ owner_id: id, key: 'news', name: 'News', color: '#112233' }).execute();
  await db.insertInto('postback_tokens').values({ owner_id: id }).execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      owner_id: id,
      key_hash: tag,
      request_hash: 'r',
      locked_until: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return id;
}

async function subscribe(userId: string, customer: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('subscriptions')
    .values({
      id: `sub_${customer}`,
      user_id: userId,
      customer_id: customer,
      price_id: 'price_pro',
      plan_id: 'pro',
      is_yearly: false,
      status: 'active',
      cancel_at_period_end: false,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('payments')
    .values({ id: `in_${customer}`, user_id: userId, created_at: now, status: 'paid', amount: 2900, currency: 'eur' })
    .execute();
}

async function ownedBy(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of OWNED) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where owner_id = ${id}
    `.execute(db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const ONE_OF_EACH = Object.fromEntries(OWNED.map((t) => [t, 1]));

describe('workspaces migration', () => {
  let paying: string;
  let comped: string;
  let graced: string;
  let guest: string;
  const until = new Date(Date.now() + 20 * 86_400_000);

  beforeAll(async () => {
    // The migrations after this one undone first, newest first, as the migrator would.
    const later = Object.keys(migrations)
      .filter((name) => name > '20261127170000_workspaces')
      .sort()
      .reverse();
    for (const name of later) await migrations[name]!.down!(db);
    await workspaces.down(db);
    paying = await account('paying@example.com', { plan_id: 'pro', stripe_customer_id: 'cus_paying' });
    await subscribe(paying, 'cus_paying');
    comped = await account('comped@example.com', { plan_id: 'hobby', comped_plan_id: 'hobby' });
    graced = await account('graced@example.com', { retained_days: 1095, retained_until: until });
    guest = await account(null, {});
    await workspaces.up(db);
  });

  it('gives every account a personal workspace with its id, its plan and the account as owner', async () => {
    const rows = await db
      .selectFrom('workspaces')
      .select([
        'id',
        'name',
        'personal_of',
        'plan_id',
        'stripe_customer_id',
        'comped_plan_id',
        'retained_days',
        'retained_until',
        'created_at',
      ])
      .orderBy('plan_id')
      .orderBy('retained_days')
      .execute();
    const personal = { name: 'Personal', created_at: new Date('2026-01-02T03:04:05Z') };
    const none = { stripe_customer_id: null, comped_plan_id: null, retained_days: null, retained_until: null };
    expect(rows).toEqual([
      {
        ...personal,
        ...none,
        id: graced,
        personal_of: graced,
        plan_id: 'free',
        retained_days: 1095,
        retained_until: until,
      },
      { ...personal, ...none, id: guest, personal_of: guest, plan_id: 'free' },
      { ...personal, ...none, id: comped, personal_of: comped, plan_id: 'hobby', comped_plan_id: 'hobby' },
      { ...personal, ...none, id: paying, personal_of: paying, plan_id: 'pro', stripe_customer_id: 'cus_paying' },
    ]);
    const members = await db.selectFrom('workspace_members').select(['workspace_id', 'user_id', 'role']).execute();
    expect(members).toHaveLength(4);
    for (const m of members) expect(m).toEqual({ workspace_id: m.user_id, user_id: m.user_id, role: 'owner' });
  });

  it("finds each account's data in its personal workspace, and its subscription and payment", async () => {
    for (const id of [paying, comped, graced, guest]) expect(await ownedBy(id)).toEqual(ONE_OF_EACH);
    expect(await db.selectFrom('subscriptions').select(['id', 'workspace_id']).execute()).toEqual([
      { id: 'sub_cus_paying', workspace_id: paying },
    ]);
    expect(await db.selectFrom('payments').select(['id', 'workspace_id']).execute()).toEqual([
      { id: 'in_cus_paying', workspace_id: paying },
    ]);
    const keys = await db.selectFrom('api_keys').select(['owner_id', 'created_by']).execute();
    expect(keys).toHaveLength(4);
    for (const k of keys) expect(k.created_by).toBe(k.owner_id);
  });

  it('keeps the plan columns on workspaces only', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'users' order by column_name
    `.execute(db);
    expect(rows.map((r) => r.column_name)).toEqual([
      'banned_at',
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'password_hash',
      'updated_at',
    ]);
  });

  it('makes the personal workspace of a user inserted afterwards, in the same statement', async () => {
    const { id } = await db
      .insertInto('users')
      .values({ email: 'new@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('workspaces').select(['personal_of', 'plan_id']).where('id', '=', id).executeTakeFirst(),
    ).toEqual({ personal_of: id, plan_id: 'free' });
    expect(
      await db
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', id)
        .where('user_id', '=', id)
        .execute(),
    ).toEqual([{ role: 'owner' }]);
  });

  it('refuses an owner that is no workspace, and deleting an account deletes its workspace and data', async () => {
    const stray = '00000000-0000-4000-8000-000000000001';
    await expect(
      db
        .insertInto('links')
        .values({ owner_id: stray, hostname: 'kurz.localhost', slug: 'stray', target_url: 'https://example.com/' })
        .execute(),
    ).rejects.toThrow(/links_owner_id_fkey/);
    await db.deleteFrom('users').where('id', '=', guest).execute();
    expect(await db.selectFrom('workspaces').select('id').where('id', '=', guest).execute()).toEqual([]);
    expect(await ownedBy(guest)).toEqual(Object.fromEntries(OWNED.map((t) => [t, 0])));
    expect(await ownedBy(paying)).toEqual(ONE_OF_EACH);
  });

  it('goes back down to plans on users, keeping the personal workspaces’ plans', async () => {
    await workspaces.down(db);
    const rows = await db
      .selectFrom('users')
      .select(['email', 'plan_id', 'stripe_customer_id', 'comped_plan_id', 'retained_days'])
      .where('id', 'in', [paying, comped, graced])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        email: 'comped@example.com',
        plan_id: 'hobby',
        stripe_customer_id: null,
        comped_plan_id: 'hobby',
        retained_days: null,
      },
      {
        email: 'graced@example.com',
        plan_id: 'free',
        stripe_customer_id: null,
        comped_plan_id: null,
        retained_days: 1095,
      },
      {
        email: 'paying@example.com',
        plan_id: 'pro',
        stripe_customer_id: 'cus_paying',
        comped_plan_id: null,
        retained_days: null,
      },
    ]);
    expect(await db.selectFrom('subscriptions').select(['id', 'user_id']).execute()).toEqual([
      { id: 'sub_cus_paying', user_id: paying },
    ]);
    await workspaces.up(db);
    expect(await ownedBy(paying)).toEqual(ONE_OF_EACH);
  });
});
