import {
  ZAccountStats,
  ZAccountStatsQuery,
  ZAccountStreamQuery,
  ZAccountStreamRow,
  ZLinkStreamQuery,
  ZStatsQuery,
  ZStatsSummary,
  ZStreamEvent,
} from '@kurz/core';
import { z } from 'zod';
import { getOwnedLink } from '../links';
import { protectedProcedure, router } from '../trpc';
import { accountStats, accountStream, linkStream, linkSummary } from './service';

export const statsRouter = router({
  summary: protectedProcedure.input(ZStatsQuery).output(ZStatsSummary).query(async ({ ctx, input }) => linkSummary(ctx.db, ctx.user, await getOwnedLink(ctx.db, ctx.user.id, input), input)),
  stream: protectedProcedure
    .input(ZLinkStreamQuery)
    .output(z.array(ZStreamEvent))
    .query(async ({ ctx, input }) => linkStream(ctx.db, ctx.user, await getOwnedLink(ctx.db, ctx.user.id, input), input.limit)),
  account: protectedProcedure.input(ZAccountStatsQuery).output(ZAccountStats).query(({ ctx, input }) => accountStats(ctx.db, ctx.user, input)),
  accountStream: protectedProcedure
    .input(ZAccountStreamQuery)
    .output(z.array(ZAccountStreamRow))
    .query(({ ctx, input }) => accountStream(ctx.db, ctx.user, input.limit)),
});
