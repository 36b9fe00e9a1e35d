import { z } from 'zod';

export const PLAN_IDS = ['free', 'hobby', 'pro'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];
export const ZPlanId = z.enum(PLAN_IDS);

export const ZPlan = z.object({
  id: ZPlanId,
  name: z.string(),
  price_monthly: z.number(),
  price_yearly: z.number(),
  currency: z.string(),
  features: z.array(z.string()),
  max_links: z.number(),
  max_custom_subdomains: z.number(),
  max_byod_domains: z.number(),
  /** Members plus pending invitations a workspace on this plan may have. */
  max_seats: z.number(),
  allow_custom_slugs: z.boolean(),
  allow_redirect_rules: z.boolean(),
  allow_custom_preview: z.boolean(),
  allow_qr_logo: z.boolean(),
  allow_conversions: z.boolean(),
  analytics_retention_days: z.number(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZQuota = z.object({
  current: z.number(),
  limit: z.number(),
  unlimited: z.boolean(),
  remaining: z.number(),
});
export type TQuota = z.infer<typeof ZQuota>;

export const ZLimits = z.object({
  limits: z.object({
    links: ZQuota,
    custom_subdomains: ZQuota,
    byod_domains: ZQuota,
    /** current: the members plus the pending (unexpired) invitations. */
    seats: ZQuota,
  }),
  features: z.object({
    custom_slugs: z.boolean(),
    redirect_rules: z.boolean(),
    custom_preview: z.boolean(),
    qr_codes: z.boolean(),
    conversions: z.boolean(),
  }),
  plan: z.object({ id: ZPlanId, name: z.string(), analytics_retention_days: z.number() }),
});
export type TLimits = z.infer<typeof ZLimits>;

/** -1 means unlimited, as in the plans table. */
export function quota(current: number, limit: number): TQuota {
  const unlimited = limit < 0;
  return { current, limit, unlimited, remaining: unlimited ? -1 : Math.max(0, limit - current) };
}

/** No room left for another: the limit is reached (an unlimited quota never is). */
export const quotaFull = (q: TQuota | undefined): q is TQuota => !!q && !q.unlimited && q.remaining <= 0;

export function formatQuota(q: TQuota): string {
  return `${q.current}/${q.unlimited ? '∞' : q.limit}`;
}

/** Euro cents to the spec's "euro prices with 2 decimals". */
export function formatEuro(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}
