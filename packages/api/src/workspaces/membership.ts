import type { Database, Transaction, WorkspaceRole } from '@kurz/db';
import { actorOf, recordAudit } from '../audit';
import { AppError } from '../errors';
import type { InWorkspace } from '../context';
import { roleAtLeast } from './roles';
import { lockWorkspace } from './workspaces';

/**
 * Changes to who is in a workspace and with what role. Each runs under the workspace's lock and reads
 * the roles afresh there (the caller's too: a role the request started with may have changed since),
 * so the workspace always keeps an owner, and two transfers at once cannot both hand it over.
 */
async function withMembers<T>(
  ctx: InWorkspace,
  target: string,
  change: (
    trx: Transaction<Database>,
    roles: { caller: WorkspaceRole; target: WorkspaceRole; owners: number; targetEmail: string | null },
  ) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const workspace = await lockWorkspace(trx, ctx.workspace.id);
    const rows = await trx
      .selectFrom('workspace_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id', 'm.role', 'u.email'])
      .where('m.workspace_id', '=', workspace.id)
      .execute();
    const caller = rows.find((r) => r.user_id === ctx.user.id)?.role;
    if (!caller) throw new AppError('not_a_member');
    const member = rows.find((r) => r.user_id === target);
    if (!member) throw new AppError('not_found');
    // A personal workspace's person stays its owner: not removed, demoted, or leaving.
    if (workspace.personal_of === target) throw new AppError('personal_workspace');
    const owners = rows.filter((r) => r.role === 'owner').length;
    return change(trx, { caller, target: member.role, owners, targetEmail: member.email });
  });
}

/** The audit log's line for a change to a member (in the change's transaction). */
function recordMemberEvent(
  trx: Transaction<Database>,
  ctx: InWorkspace,
  action: 'member.role_changed' | 'member.removed',
  member: { id: string; email: string | null },
  details: Record<string, unknown>,
) {
  return recordAudit(trx, null, ctx.workspace.id, actorOf(ctx), [
    { action, target: { type: 'member', id: member.id, label: member.email ?? member.id }, details },
  ]);
}

/** The member's access ends with the row: sessions are checked against it at every call, their keys here go. */
async function dropMember(trx: Transaction<Database>, workspaceId: string, userId: string) {
  await trx
    .deleteFrom('workspace_members')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('api_keys').where('owner_id', '=', workspaceId).where('created_by', '=', userId).execute();
}

/** Admins set admin, member or viewer on non-owners; only owners make or unmake owners. */
export async function setRole(ctx: InWorkspace, userId: string, role: WorkspaceRole): Promise<{ ok: true }> {
  return withMembers(ctx, userId, async (trx, roles) => {
    if ((roles.target === 'owner' || role === 'owner') && roles.caller !== 'owner')
      throw new AppError('role_not_allowed');
    if (!roleAtLeast(roles.caller, 'admin')) throw new AppError('role_not_allowed');
    if (roles.target === 'owner' && role !== 'owner' && roles.owners <= 1) throw new AppError('last_owner');
    await trx
      .updateTable('workspace_members')
      .set({ role })
      .where('workspace_id', '=', ctx.workspace.id)
      .where('user_id', '=', userId)
      .execute();
    await recordMemberEvent(
      trx,
      ctx,
      'member.role_changed',
      { id: userId, email: roles.targetEmail },
      {
        from: roles.target,
        to: role,
      },
    );
    return { ok: true as const };
  });
}

/** Admins remove non-owners; owners remove anyone but the last owner and a personal workspace's person. */
export async function removeMember(ctx: InWorkspace, userId: string): Promise<{ ok: true }> {
  return withMembers(ctx, userId, async (trx, roles) => {
    if (!roleAtLeast(roles.caller, 'admin')) throw new AppError('role_not_allowed');
    if (roles.target === 'owner' && roles.caller !== 'owner') throw new AppError('role_not_allowed');
    if (roles.target === 'owner' && roles.owners <= 1) throw new AppError('last_owner');
    await dropMember(trx, ctx.workspace.id, userId);
    await recordMemberEvent(
      trx,
      ctx,
      'member.removed',
      { id: userId, email: roles.targetEmail },
      {
        role: roles.target,
      },
    );
    return { ok: true as const };
  });
}

export async function leave(ctx: InWorkspace): Promise<{ ok: true }> {
  return withMembers(ctx, ctx.user.id, async (trx, roles) => {
    if (roles.target === 'owner' && roles.owners <= 1) throw new AppError('last_owner');
    await dropMember(trx, ctx.workspace.id, ctx.user.id);
    await recordMemberEvent(trx, ctx, 'member.removed', ctx.user, { role: roles.target, left: true });
    return { ok: true as const };
  });
}

/** The member becomes the owner and the caller an admin; a personal workspace stays its person's. */
export async function transferOwnership(ctx: InWorkspace, userId: string): Promise<{ ok: true }> {
  if (ctx.workspace.personal_of) throw new AppError('personal_workspace');
  if (userId === ctx.user.id)
    throw new AppError('invalid_input', { field: 'user_id', message: 'You are the owner already.' });
  return withMembers(ctx, userId, async (trx, roles) => {
    if (roles.caller !== 'owner') throw new AppError('role_not_allowed');
    const set = (id: string, role: WorkspaceRole) =>
      trx
        .updateTable('workspace_members')
        .set({ role })
        .where('workspace_id', '=', ctx.workspace.id)
        .where('user_id', '=', id)
        .execute();
    await set(userId, 'owner');
    await set(ctx.user.id, 'admin');
    await recordMemberEvent(
      trx,
      ctx,
      'member.role_changed',
      { id: userId, email: roles.targetEmail },
      {
        from: roles.target,
        to: 'owner',
        transfer: true,
      },
    );
    await recordMemberEvent(trx, ctx, 'member.role_changed', ctx.user, { from: 'owner', to: 'admin', transfer: true });
    return { ok: true as const };
  });
}
