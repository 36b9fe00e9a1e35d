import { z } from 'zod';
import { ZPlanId } from './plans';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];
export const PAID_PLAN_IDS = ['hobby', 'pro'] as const;

export const ZCheckoutInput = z.strictObject({ plan: z.enum(PAID_PLAN_IDS), period: z.enum(BILLING_PERIODS) });
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

export const ZSubscription = z.object({
  plan_id: ZPlanId.nullable(),
  is_yearly: z.boolean(),
  status: z.string(),
  /** Epoch seconds. */
  current_period_end: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZPayment = z.object({
  /** Epoch seconds. */
  created_at: z.number(),
  status: z.string(),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  invoice_url: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZBillingMe = z.object({
  subscription: ZSubscription.nullable(),
  payments: z.array(ZPayment),
  /** comped: the plan was given by an admin, not bought. */
  me: z.object({ plan: ZPlanId, comped: z.boolean() }),
  /** False when this deployment has no Stripe keys: the page says so instead of offering checkout. */
  configured: z.boolean(),
});
export type TBillingMe = z.infer<typeof ZBillingMe>;

/** Statuses in which a subscription gives its plan (past_due keeps it while Stripe retries the card). */
export const PLAN_GRANTING_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * Pending checkout older than this is dropped: our choice (the spec sets no age), so that a choice
 * made long ago does not start a payment out of the blue.
 */
export const PENDING_CHECKOUT_MAX_AGE_MS = 60 * 60 * 1000;

/** Money in the smallest unit, as "€9.00" for euros and "12.50 USD" otherwise. */
export function formatMoney(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency.toLowerCase() === 'eur' ? `€${value}` : `${value} ${currency.toUpperCase()}`;
}
