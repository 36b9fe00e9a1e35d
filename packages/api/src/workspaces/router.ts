import { ZWorkspaceMembers } from '@kurz/core';
import { protectedProcedure, router } from '../trpc';
import { listMembers } from './members';

export const workspaceRouter = router({
  members: protectedProcedure
    .output(ZWorkspaceMembers)
    .query(async ({ ctx }) => ({ results: await listMembers(ctx.db, ctx.workspace.id) })),
});
