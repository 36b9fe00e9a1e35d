import { z } from 'zod';
import { recordConversion } from './service';
import { hitRateLimits, limitedAddress } from '../platform';
import { publicProcedure, router } from '../trpc';

const ZPostback = z.object({
  clickid: z.string().trim().min(1).max(64),
  revenue: z.coerce.number().min(0).max(1e9).optional(),
  currency: z.string().trim().regex(/^[A-Za-z]{3}$/).optional(),
});

export const conversionsRouter = router({
  /** Public: the click id is an unguessable secret handed to the target with the visit. */
  postback: publicProcedure.input(ZPostback).mutation(async ({ ctx, input }) => {
    await hitRateLimits(ctx.db, [{ key: `postback:ip:${limitedAddress(ctx.ip)}`, limit: 1200, windowSeconds: 60 }]);
    const { duplicate } = await recordConversion(ctx, input);
    return { ok: true as const, duplicate };
  }),
});
