import { ZPostback, ZPostbackResult, ZPostbackToken } from '@kurz/core';
import { recordConversion } from './service';
import { readPostbackToken, requirePostbackToken, rotatePostbackToken } from './tokens';
import { hitRateLimits, limitedAddress } from '../platform';
import { publicProcedure, registeredProcedure, router } from '../trpc';

export const conversionsRouter = router({
  /** Public: the account's postback token proves the caller is the owner's network (the click id is seen by every visitor). */
  postback: publicProcedure
    .input(ZPostback)
    .output(ZPostbackResult)
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [{ key: `postback:ip:${limitedAddress(ctx.ip)}`, limit: 1200, windowSeconds: 60 }]);
      const { duplicate } = await recordConversion(ctx, input);
      return { ok: true as const, duplicate };
    }),
  postbackToken: registeredProcedure
    .output(ZPostbackToken)
    .query(({ ctx }) => readPostbackToken(ctx, ctx.workspace.id, ctx.user)),
  rotatePostbackToken: registeredProcedure.output(ZPostbackToken).mutation(async ({ ctx }) => {
    await hitRateLimits(ctx.db, [{ key: `postback-token-rotate:user:${ctx.user.id}`, limit: 20, windowSeconds: 3600 }]);
    return rotatePostbackToken(ctx, ctx.workspace.id, ctx.user);
  }),
  requirePostbackToken: registeredProcedure
    .output(ZPostbackToken)
    .mutation(({ ctx }) => requirePostbackToken(ctx, ctx.workspace.id, ctx.user)),
});
