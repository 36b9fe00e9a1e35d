import { ZLimits, ZPlan } from '@kurz/core';
import { z } from 'zod';
import { listPlans, userLimits } from './limits';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const userRouter = router({
  limits: protectedProcedure.output(ZLimits).query(({ ctx }) => userLimits(ctx.db, ctx.workspace)),
});

export const plansRouter = router({
  list: publicProcedure.output(z.array(ZPlan)).query(({ ctx }) => listPlans(ctx.db)),
});
