import { BILLING_PERIODS, ZPlanId } from '@kurz/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BillingPage } from './-components/BillingPage';

const ZBillingSearch = z.object({
  /** Stripe Checkout sends the browser back with checkout=success or checkout=canceled. */
  checkout: z.enum(['success', 'canceled']).optional().catch(undefined),
  /** The plan picked in the upgrade dialog, shown first. */
  plan: ZPlanId.optional().catch(undefined),
  /** The period picked with it. */
  period: z.enum(BILLING_PERIODS).optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/billing')({
  validateSearch: ZBillingSearch,
  component: function Billing() {
    const { checkout, plan, period } = Route.useSearch();
    return <BillingPage returnedFromCheckout={checkout === 'success'} chosenPlan={plan} chosenPeriod={period} />;
  },
});
