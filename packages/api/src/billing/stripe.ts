import type { TPlanId } from '@kurz/core';
import Stripe from 'stripe';

export type BillingPeriod = 'monthly' | 'yearly';
export type PaidPlanId = Exclude<TPlanId, 'free'>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Unset: Stripe's own API. Set (e.g. stripe-mock or a test stand-in): the SDK talks to this base URL. */
  apiUrl: string | null;
  prices: Record<PaidPlanId, Record<BillingPeriod, string>>;
}

/** The configured Stripe connection: the SDK client plus what the webhook and checkout need. */
export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
  prices: StripeSettings['prices'];
}

export function createBilling(settings: StripeSettings): Billing {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    // A checkout or webhook waits for Stripe: a hung call must not keep the caller (or Stripe's delivery) long.
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return { stripe, webhookSecret: settings.webhookSecret, prices: settings.prices };
}

/** The plan and period a Stripe price id stands for, or null for a price this deployment does not sell. */
export function planOfPrice(
  prices: StripeSettings['prices'],
  priceId: string,
): { plan: PaidPlanId; period: BillingPeriod } | null {
  for (const plan of ['hobby', 'pro'] as const) {
    for (const period of ['monthly', 'yearly'] as const) {
      if (prices[plan][period] === priceId) return { plan, period };
    }
  }
  return null;
}
