import {
  ZAccountStats,
  ZAccountStatsQuery,
  ZAccountStreamQuery,
  ZAccountStreamRow,
  ZLinkStreamQuery,
  ZStatsExportQuery,
  ZStatsQuery,
  ZStatsSummary,
  ZStreamEvent,
} from '@kurz/core';
import { z } from 'zod';
import { getOwnedLink } from '../links';
import { protectedProcedure, router } from '../trpc';
import { withDataAsOf } from './replica';
import { exportClicks } from './export';
import { accountStats, accountStream, linkStream, linkSummary } from './service';

export const statsRouter = router({
  // Reads go to the stats database (a standby when configured); the link itself is looked up on the primary.
  summary: protectedProcedure
    .input(ZStatsQuery)
    .output(ZStatsSummary)
    .query(async ({ ctx, input }) =>
      withDataAsOf(ctx, async (db) =>
        linkSummary(db, ctx.workspace, await getOwnedLink(ctx.db, ctx.workspace.id, input), input),
      ),
    ),
  stream: protectedProcedure
    .input(ZLinkStreamQuery)
    .output(z.array(ZStreamEvent))
    .query(async ({ ctx, input }) =>
      linkStream(
        ctx.statsDb ?? ctx.db,
        ctx.workspace,
        await getOwnedLink(ctx.db, ctx.workspace.id, input),
        input.limit,
      ),
    ),
  // A file (CSV), for the REST row GET /api/stats/export; not a JSON answer.
  export: protectedProcedure
    .input(ZStatsExportQuery)
    .query(async ({ ctx, input }) =>
      exportClicks(ctx.statsDb ?? ctx.db, ctx.workspace, await getOwnedLink(ctx.db, ctx.workspace.id, input), input),
    ),
  account: protectedProcedure
    .input(ZAccountStatsQuery)
    .output(ZAccountStats)
    .query(({ ctx, input }) => withDataAsOf(ctx, (db) => accountStats(db, ctx.workspace, input))),
  accountStream: protectedProcedure
    .input(ZAccountStreamQuery)
    .output(z.array(ZAccountStreamRow))
    .query(({ ctx, input }) => accountStream(ctx.statsDb ?? ctx.db, ctx.workspace, input.limit)),
});
