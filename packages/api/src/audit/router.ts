import { ZAuditListQuery, ZAuditPage } from '@kurz/core';
import { protectedProcedure, router } from '../trpc';
import { listAuditEvents } from './list';

export const auditRouter = router({
  list: protectedProcedure
    .input(ZAuditListQuery.optional())
    .output(ZAuditPage)
    .query(({ ctx, input }) => listAuditEvents(ctx.db, ctx.workspace.id, input ?? {})),
});
