import { PLAN_GRANTING_STATUSES, type TWorkspaceItem } from '@kurz/core';
import { sql, type Database, type Kysely, type Transaction } from '@kurz/db';
import type { Context } from '../context';
import { assertNothingBilled } from '../billing/checkout';
import { holdMembership } from './current';
import { ROLE_NEEDED } from './roles';
import { AppError } from '../errors';
import { hitRateLimits } from '../platform';
import type { InWorkspace } from '../context';

/** Workspaces a person may make in an hour. */
export const WORKSPACES_PER_HOUR = 10;

/** The email of the person whose own workspace `w` is (null for a shared one). */
export const personalOwnerEmail = sql<string | null>`(select u.email from users u where u.id = w.personal_of)`;

/** The person's workspaces as the switcher lists them: their own personal one first, then by name. */
export async function listWorkspaces(db: Kysely<Database>, userId: string, only?: string): Promise<TWorkspaceItem[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select([
      'w.id',
      'w.name',
      sql<boolean>`coalesce(w.personal_of = m.user_id, false)`.as('personal'),
      // Named for another person's own workspace only: the member's own is theirs.
      sql<string | null>`case when w.personal_of <> m.user_id then ${personalOwnerEmail} end`.as('owner_email'),
      'm.role',
      'w.plan_id',
      sql<number>`(select count(*) from workspace_members x where x.workspace_id = w.id)::int`.as('members'),
    ])
    .where('m.user_id', '=', userId)
    .$if(only !== undefined, (q) => q.where('w.id', '=', only!))
    .orderBy(sql`coalesce(w.personal_of = m.user_id, false)`, 'desc')
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    personal: r.personal,
    owner_email: r.owner_email,
    role: r.role,
    plan: r.plan_id,
    members: Number(r.members),
  }));
}

/** One workspace as the person's list shows it. */
export async function workspaceItem(db: Kysely<Database>, userId: string, workspaceId: string) {
  const [item] = await listWorkspaces(db, userId, workspaceId);
  if (!item) throw new AppError('not_a_member');
  return item;
}

/** A shared workspace on the free plan, with the caller as its owner. */
export async function createWorkspace(ctx: Context & { user: { id: string } }, name: string): Promise<TWorkspaceItem> {
  await hitRateLimits(ctx.db, [
    { key: `workspace-create:user:${ctx.user.id}`, limit: WORKSPACES_PER_HOUR, windowSeconds: 3600 },
  ]);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('workspaces').values({ name }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('workspace_members')
      .values({ workspace_id: id, user_id: ctx.user.id, role: 'owner' })
      .execute();
    return id;
  });
  return workspaceItem(ctx.db, ctx.user.id, id);
}

export async function renameWorkspace(ctx: InWorkspace, name: string): Promise<TWorkspaceItem> {
  await ctx.db.updateTable('workspaces').set({ name }).where('id', '=', ctx.workspace.id).execute();
  return workspaceItem(ctx.db, ctx.user.id, ctx.workspace.id);
}

/**
 * Deletes a shared workspace and all it owns. Not a personal one (it goes with its account), nor one a
 * live paid subscription still bills, by kurz's table or by Stripe's own answer: that is cancelled
 * first, so nobody pays for a workspace that is gone. In two steps: the workspace is marked closing
 * (committed) before Stripe is asked, so a checkout under way either finds the mark and expires its
 * own session, or made its session before Stripe's open sessions are listed here and expired.
 */
export async function deleteWorkspace(ctx: InWorkspace): Promise<{ ok: true }> {
  if (ctx.workspace.personal_of) throw new AppError('personal_workspace');
  const id = ctx.workspace.id;
  const marked = await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, id);
    // The caller's role again, under the lock: an owner demoted or removed meanwhile deletes nothing.
    await holdMembership(trx, id, ctx.user.id, ROLE_NEEDED.workspace.procedures.delete);
    return trx
      .updateTable('workspaces')
      .set({ closing_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(['stripe_customer_id', 'closing_at'])
      .executeTakeFirstOrThrow();
  });
  try {
    await assertNothingBilled(ctx, marked.stripe_customer_id);
    await ctx.db.transaction().execute(async (trx) => {
      await lockWorkspace(trx, id);
      await holdMembership(trx, id, ctx.user.id, ROLE_NEEDED.workspace.procedures.delete);
      const paid = await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('workspace_id', '=', id)
        .where('status', 'in', PLAN_GRANTING_STATUSES)
        .executeTakeFirst();
      if (paid) throw new AppError('subscription_active');
      await trx.deleteFrom('workspaces').where('id', '=', id).execute();
    });
  } catch (err) {
    // This deletion's own mark only: another one under way keeps its.
    await ctx.db
      .updateTable('workspaces')
      .set({ closing_at: null })
      .where('id', '=', id)
      .where('closing_at', '=', marked.closing_at)
      .execute();
    throw err;
  }
  return { ok: true };
}

/**
 * Holds the workspace row until the transaction ends: every change to its members, invitations or
 * owners takes it first, so two of them never decide on the same counts at once. FOR NO KEY UPDATE:
 * it excludes the other holders as FOR UPDATE would, without blocking the rows being written under the
 * workspace meanwhile (their foreign keys take FOR KEY SHARE), which a link creation holding its
 * member's row would otherwise deadlock on.
 */
export async function lockWorkspace(trx: Transaction<Database>, workspaceId: string) {
  const row = await trx
    .selectFrom('workspaces as w')
    .innerJoin('plans as p', 'p.id', 'w.plan_id')
    .select(['w.id', 'w.name', 'w.personal_of', 'p.max_seats'])
    .where('w.id', '=', workspaceId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}
