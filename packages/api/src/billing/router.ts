import { ZBillingMe, ZCheckoutInput, ZEmail, ZPlanId } from '@kurz/core';
import { z } from 'zod';
import { adminProcedure, protectedProcedure, registeredProcedure, router } from '../trpc';
import { billingOf, compPlan } from './account-view';
import { createCheckout, createPortal } from './checkout';

const ZUrl = z.object({ url: z.string() });

export const billingRouter = router({
  me: protectedProcedure.output(ZBillingMe).query(({ ctx }) => billingOf(ctx, ctx.user)),
  checkout: registeredProcedure.input(ZCheckoutInput).output(ZUrl).mutation(({ ctx, input }) => createCheckout(ctx, ctx.user, input)),
  portal: registeredProcedure.output(ZUrl).mutation(({ ctx }) => createPortal(ctx, ctx.user)),
});

export const adminRouter = router({
  setPlan: adminProcedure
    .input(z.object({ email: ZEmail, plan: ZPlanId }))
    .output(z.object({ email: z.string(), plan: z.string(), comped: z.boolean() }))
    .mutation(({ ctx, input }) => compPlan(ctx, input.email, input.plan)),
});
