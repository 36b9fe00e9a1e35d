import { ZAdminLinkRef, ZBanInput, ZFlaggedList, ZFlaggedQuery, ZReport } from '@kurz/core';
import { z } from 'zod';
import { listFlagged } from './flagged';
import { dismissReports, fileReport, setLinkDisabled, setUserBanned } from './service';
import { adminProcedure, pagedInput, publicProcedure, router } from '../trpc';

const ZOk = z.object({ ok: z.literal(true) });
const ok = { ok: true as const };

export const abuseRouter = router({
  /** Public: anyone may flag a short link; the answer never says whether it exists. */
  report: publicProcedure
    .input(ZReport)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await fileReport(ctx.db, ctx.config.sessionSecret, ctx.ip, input);
      return ok;
    }),
  flagged: adminProcedure
    .input(pagedInput(ZFlaggedQuery).optional())
    .output(ZFlaggedList)
    .query(({ ctx, input: { direction: _, ...input } = {} }) => listFlagged(ctx.db, input)),
  disable: adminProcedure
    .input(ZAdminLinkRef)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await setLinkDisabled(ctx.db, input, true);
      return ok;
    }),
  restore: adminProcedure
    .input(ZAdminLinkRef)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await setLinkDisabled(ctx.db, input, false);
      return ok;
    }),
  dismiss: adminProcedure
    .input(ZAdminLinkRef)
    .output(z.object({ dismissed: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ dismissed: await dismissReports(ctx.db, input) })),
  ban: adminProcedure
    .input(ZBanInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await setUserBanned(ctx.db, ctx.config, input.user_id, true);
      return ok;
    }),
  unban: adminProcedure
    .input(ZBanInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await setUserBanned(ctx.db, ctx.config, input.user_id, false);
      return ok;
    }),
});
