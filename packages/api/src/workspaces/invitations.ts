import { INVITATION_DAYS, toEpochSeconds, type TInvitation, type TInvite } from '@kurz/core';
import { sql, type Database, type Kysely, type Transaction } from '@kurz/db';
import { normaliseEmail } from '../auth/users';
import { actorOf, recordAudit, recordCallAudit } from '../audit';
import { AppError } from '../errors';
import { seatsTaken } from '../plans';
import { hitRateLimits, randomToken, sha256 } from '../platform';
import type { InWorkspace } from '../context';
import { lockWorkspace } from './workspaces';

/** Invitations (new or sent again) a workspace may send in a day. */
export const INVITATIONS_PER_DAY = 50;

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

/** The workspace's invitations still pending, newest first. */
export async function listInvitations(db: Kysely<Database>, workspaceId: string, id?: string): Promise<TInvitation[]> {
  const rows = await db
    .selectFrom('workspace_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'u.email as invited_by', 'i.created_at', 'i.expires_at'])
    .where('i.workspace_id', '=', workspaceId)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .$if(id !== undefined, (q) => q.where('i.id', '=', id!))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    invited_by: r.invited_by,
    created_at: toEpochSeconds(r.created_at),
    expires_at: toEpochSeconds(r.expires_at),
  }));
}

/** Mail to any address goes out only from a proven account, and in bounded numbers. */
async function sendLimited(ctx: InWorkspace) {
  if (ctx.workspace.guest || !ctx.user.email) throw new AppError('guest_not_allowed');
  if (!ctx.user.email_verified_at) throw new AppError('email_not_verified');
  await hitRateLimits(ctx.db, [
    { key: `invitations:workspace:${ctx.workspace.id}`, limit: INVITATIONS_PER_DAY, windowSeconds: 86_400 },
  ]);
}

/**
 * Invites an address: the seats (members and pending invitations) are counted under the workspace's
 * lock, so two invitations at once cannot both take the last seat.
 */
export async function invite(ctx: InWorkspace, input: TInvite): Promise<TInvitation> {
  await sendLimited(ctx);
  const email = normaliseEmail(input.email);
  const token = randomToken();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const workspace = await lockWorkspace(trx, ctx.workspace.id);
    const member = await trx
      .selectFrom('workspace_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.user_id')
      .where('m.workspace_id', '=', workspace.id)
      .where('u.email', '=', email)
      .executeTakeFirst();
    if (member) throw new AppError('already_member');
    // An expired invitation is gone; a pending one is sent again, not twice.
    await trx
      .deleteFrom('workspace_invitations')
      .where('workspace_id', '=', workspace.id)
      .where('email', '=', email)
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    const pending = await trx
      .selectFrom('workspace_invitations')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (pending) throw new AppError('already_invited');
    if ((await countSeats(trx, workspace.id)) >= workspace.max_seats) throw new AppError('seats_limit_reached');
    const row = await trx
      .insertInto('workspace_invitations')
      .values({
        workspace_id: workspace.id,
        email,
        role: input.role,
        token_hash: sha256(token),
        invited_by: ctx.user.id,
        expires_at: expiry(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, null, workspace.id, actorOf(ctx), [
      {
        action: 'member.invited',
        target: { type: 'invitation', id: row.id, label: email },
        details: { role: input.role },
      },
    ]);
    return row.id;
  });
  return mailInvitation(ctx, id, token);
}

/** A new link for a pending (or lapsed) invitation, mailed again: the old link stops working. */
export async function resendInvitation(ctx: InWorkspace, id: string): Promise<TInvitation> {
  await sendLimited(ctx);
  const token = randomToken();
  await ctx.db.transaction().execute(async (trx) => {
    const workspace = await lockWorkspace(trx, ctx.workspace.id);
    const lapsed = await trx
      .selectFrom('workspace_invitations')
      .select(sql<boolean>`expires_at <= now()`.as('lapsed'))
      .where('id', '=', id)
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirst();
    if (!lapsed) throw new AppError('not_found');
    // A lapsed invitation held no seat: sending it again takes one, if there is one.
    if (lapsed.lapsed && (await countSeats(trx, workspace.id)) >= workspace.max_seats)
      throw new AppError('seats_limit_reached');
    await trx
      .updateTable('workspace_invitations')
      .set({ token_hash: sha256(token), expires_at: expiry(), invited_by: ctx.user.id })
      .where('id', '=', id)
      .where('workspace_id', '=', workspace.id)
      .execute();
  });
  return mailInvitation(ctx, id, token);
}

export async function revokeInvitation(ctx: InWorkspace, id: string): Promise<{ ok: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .deleteFrom('workspace_invitations')
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspace.id)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!revoked) throw new AppError('not_found');
    await recordCallAudit(trx, ctx, {
      action: 'member.invitation_revoked',
      target: { type: 'invitation', id, label: revoked.email },
      details: { role: revoked.role },
    });
  });
  return { ok: true };
}

/** Members plus pending invitations, read inside the transaction that holds the workspace's lock. */
async function countSeats(trx: Transaction<Database>, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ seats: number }>`select ${seatsTaken(workspaceId)} as seats`.execute(trx);
  return Number(rows[0]!.seats);
}

async function mailInvitation(ctx: InWorkspace, id: string, token: string): Promise<TInvitation> {
  const [invitation] = await listInvitations(ctx.db, ctx.workspace.id, id);
  if (!invitation) throw new AppError('not_found');
  await ctx.mailer.sendTemplate({
    to: invitation.email,
    userId: null,
    templateId: 'workspace_invitation',
    vars: {
      workspace_name: ctx.workspace.name,
      inviter: ctx.user.email ?? 'A kurz user',
      role: invitation.role,
      invite_url: `${ctx.config.appOrigin}/invite/${token}`,
      expires_at: new Date(invitation.expires_at * 1000).toUTCString(),
    },
  });
  return invitation;
}

/** Lapsed invitations are kept this long after they expire: until then an admin may still send one again. */
const LAPSED_KEPT_DAYS = 30;

/** The clean-up: invitations lapsed more than LAPSED_KEPT_DAYS ago. */
export async function deleteLapsedInvitations(db: Kysely<Database>): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('workspace_invitations')
    .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${LAPSED_KEPT_DAYS})`)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
