import { toEpochSeconds, type TInvitationPreview, type TWorkspaceItem } from '@kurz/core';
import { sql, type Database, type Kysely, type User } from '@kurz/db';
import type { Context } from '../context';
import { actorOf, recordAudit } from '../audit';
import { AppError } from '../errors';
import { sha256 } from '../platform';
import { lockWorkspace, personalOwnerEmail, workspaceItem } from './workspaces';

const pending = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('workspace_invitations as i')
    .where('i.token_hash', '=', sha256(token))
    .where('i.expires_at', '>', sql<Date>`now()`);

/** What a link invites to, for the invite page (no sign-in needed: the token is the secret). */
export async function invitationPreview(db: Kysely<Database>, token: string): Promise<TInvitationPreview> {
  const row = await pending(db, token)
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['w.id', 'w.name', 'i.email', 'i.role', 'u.email as invited_by', 'i.expires_at'])
    .select(personalOwnerEmail.as('owner_email'))
    .executeTakeFirst();
  if (!row) throw new AppError('invitation_not_found');
  return {
    workspace: { id: row.id, name: row.name, owner_email: row.owner_email },
    email: row.email,
    role: row.role,
    invited_by: row.invited_by,
    expires_at: toEpochSeconds(row.expires_at),
  };
}

/**
 * Joins the workspace a link invites to, once: the invitation is read again and deleted under the
 * workspace's lock, so of two accepts of one link (or of two links into a workspace with one seat left)
 * only one joins. Following the mailed link proves the address, so an unverified account is verified.
 */
export async function acceptInvitation(ctx: Context & { user: User }, token: string): Promise<TWorkspaceItem> {
  const email = ctx.user.email;
  if (!email) throw new AppError('guest_not_allowed');
  const found = await pending(ctx.db, token).select('i.workspace_id').executeTakeFirst();
  if (!found) throw new AppError('invitation_not_found');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const workspace = await lockWorkspace(trx, found.workspace_id);
    const invitation = await pending(trx, token)
      .select(['i.id', 'i.email', 'i.role'])
      .where('i.workspace_id', '=', workspace.id)
      .executeTakeFirst();
    if (!invitation) throw new AppError('invitation_not_found');
    if (invitation.email !== email.toLowerCase())
      throw new AppError('invitation_email_mismatch', {
        message: `This invitation is for ${invitation.email}: sign in with that address to accept it.`,
      });
    const members = await trx
      .selectFrom('workspace_members')
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<boolean>`coalesce(bool_or(user_id = ${ctx.user.id}), false)`.as('joined'),
      ])
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirstOrThrow();
    if (members.joined) {
      await trx.deleteFrom('workspace_invitations').where('id', '=', invitation.id).execute();
      return 'already_member' as const;
    }
    // The plan may have shrunk since the invitation was sent; the invitation then waits for a seat.
    if (Number(members.n) >= workspace.max_seats) throw new AppError('seats_limit_reached');
    // Gone meanwhile: revoked (a revoke does not wait for the workspace's lock).
    const taken = await trx
      .deleteFrom('workspace_invitations')
      .where('id', '=', invitation.id)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw new AppError('invitation_not_found');
    await trx
      .insertInto('workspace_members')
      .values({ workspace_id: workspace.id, user_id: ctx.user.id, role: invitation.role })
      .execute();
    await recordAudit(trx, null, workspace.id, actorOf(ctx), [
      {
        action: 'member.joined',
        target: { type: 'member', id: ctx.user.id, label: email },
        details: { role: invitation.role },
      },
    ]);
    await trx
      .updateTable('users')
      .set({ email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', ctx.user.id)
      .where('email', '=', invitation.email)
      .where('email_verified_at', 'is', null)
      .execute();
    return 'joined' as const;
  });
  // Outside the transaction: the used invitation stays used.
  if (outcome === 'already_member') throw new AppError('already_member');
  return workspaceItem(ctx.db, ctx.user.id, found.workspace_id);
}
