import {
  ZCreateWorkspace,
  ZEmptyInput,
  ZInvitation,
  ZInvitationId,
  ZInvitationList,
  ZInvitationPreview,
  ZInvitationToken,
  ZInvite,
  ZMemberRef,
  ZOk,
  ZRenameWorkspace,
  ZSetMemberRole,
  ZWorkspaceItem,
  ZWorkspaceList,
  ZWorkspaceMembers,
} from '@kurz/core';
import { personProcedure, protectedProcedure, publicProcedure, router, verifiedPersonProcedure } from '../trpc';
import { acceptInvitation, invitationPreview } from './accept';
import { invite, listInvitations, resendInvitation, revokeInvitation } from './invitations';
import { leave, removeMember, setRole, transferOwnership } from './membership';
import { listMembers } from './members';
import { createWorkspace, deleteWorkspace, listWorkspaces, renameWorkspace } from './workspaces';

/** The current workspace (the one the call acts in): its members, invitations, name and life. */
export const workspaceRouter = router({
  members: protectedProcedure
    .output(ZWorkspaceMembers)
    .query(async ({ ctx }) => ({ results: await listMembers(ctx.db, ctx.workspace.id) })),
  invitations: protectedProcedure
    .output(ZInvitationList)
    .query(async ({ ctx }) => ({ results: await listInvitations(ctx.db, ctx.workspace.id) })),
  invite: protectedProcedure
    .input(ZInvite)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => invite(ctx, input)),
  resendInvitation: protectedProcedure
    .input(ZInvitationId)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => resendInvitation(ctx, input.id)),
  revokeInvitation: protectedProcedure
    .input(ZInvitationId)
    .output(ZOk)
    .mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),
  setRole: protectedProcedure
    .input(ZSetMemberRole)
    .output(ZOk)
    .mutation(({ ctx, input }) => setRole(ctx, input.user_id, input.role)),
  removeMember: protectedProcedure
    .input(ZMemberRef)
    .output(ZOk)
    .mutation(({ ctx, input }) => removeMember(ctx, input.user_id)),
  leave: protectedProcedure
    .input(ZEmptyInput.optional())
    .output(ZOk)
    .mutation(({ ctx }) => leave(ctx)),
  transferOwnership: protectedProcedure
    .input(ZMemberRef)
    .output(ZOk)
    .mutation(({ ctx, input }) => transferOwnership(ctx, input.user_id)),
  rename: protectedProcedure
    .input(ZRenameWorkspace)
    .output(ZWorkspaceItem)
    .mutation(({ ctx, input }) => renameWorkspace(ctx, input.name)),
  delete: protectedProcedure
    .input(ZEmptyInput.optional())
    .output(ZOk)
    .mutation(({ ctx }) => deleteWorkspace(ctx)),
});

/** The signed-in person's workspaces, and invitations into others. */
export const workspacesRouter = router({
  list: personProcedure
    .output(ZWorkspaceList)
    .query(async ({ ctx }) => ({ results: await listWorkspaces(ctx.db, ctx.user.id) })),
  create: verifiedPersonProcedure
    .input(ZCreateWorkspace)
    .output(ZWorkspaceItem)
    .mutation(({ ctx, input }) => createWorkspace(ctx, input.name)),
  /** Public: the invite page shows it before anyone signs in. */
  invitation: publicProcedure
    .input(ZInvitationToken)
    .output(ZInvitationPreview)
    .query(({ ctx, input }) => invitationPreview(ctx.db, input.token)),
  accept: personProcedure
    .input(ZInvitationToken)
    .output(ZWorkspaceItem)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input.token)),
});
