import { ZBillingMe, ZCheckoutInput, ZPlanGrant, ZRedirectUrl as ZUrl, ZSetPlan } from '@kurz/core';
import { adminProcedure, protectedProcedure, registeredProcedure, router } from '../trpc';
import { billingOf, compPlan } from './account-view';
import { createCheckout, createPortal } from './checkout';

export const billingRouter = router({
  me: protectedProcedure.output(ZBillingMe).query(({ ctx }) => billingOf(ctx, ctx.workspace)),
  checkout: registeredProcedure
    .input(ZCheckoutInput)
    .output(ZUrl)
    .mutation(({ ctx, input }) => createCheckout(ctx, ctx.workspace, ctx.user, input)),
  portal: registeredProcedure.output(ZUrl).mutation(({ ctx }) => createPortal(ctx, ctx.workspace, ctx.user)),
});

export const adminRouter = router({
  setPlan: adminProcedure
    .input(ZSetPlan)
    .output(ZPlanGrant)
    .mutation(({ ctx, input }) => compPlan(ctx, input.email, input.plan)),
});
