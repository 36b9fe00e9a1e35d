import { ZPostback, ZPostbackResult } from '@kurz/core';
import { recordConversion } from './service';
import { hitRateLimits, limitedAddress } from '../platform';
import { publicProcedure, router } from '../trpc';

export const conversionsRouter = router({
  /** Public: the click id is an unguessable secret handed to the target with the visit. */
  postback: publicProcedure.input(ZPostback).output(ZPostbackResult).mutation(async ({ ctx, input }) => {
    await hitRateLimits(ctx.db, [{ key: `postback:ip:${limitedAddress(ctx.ip)}`, limit: 1200, windowSeconds: 60 }]);
    const { duplicate } = await recordConversion(ctx, input);
    return { ok: true as const, duplicate };
  }),
});
