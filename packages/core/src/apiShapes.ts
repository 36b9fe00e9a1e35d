import { z } from 'zod';
import { ZQueryInt } from './linkFeatures';
import { isCurrencyCode, MAX_POSTBACK_REVENUE } from './tracking';
import { ZLinkRef } from './links';
import { ACCOUNT_STREAM_SIZE, LINK_STREAM_SIZE, ZAccountStreamRow, ZStreamEvent } from './stats';
import { ZDomain } from './domains';
import { ZEmail } from './auth';
import { ZPlan, ZPlanId } from './plans';
import { ZEmailTemplate } from './templates';

/**
 * The answers of calls whose shape is not one of the capability schemas: small acknowledgements, a
 * link's settings as the API shows them, and the REST table's wrappers ({results: [...]}, {data: ...}).
 * The procedures declare them as outputs and the OpenAPI document describes them from here.
 */
export const ZOk = z.object({ ok: z.literal(true) });
export const ZRedirectUrl = z.object({ url: z.string() });
export const ZDeploymentConfig = z.object({ login_url: z.string().nullable(), system_domains: z.array(z.string()) });
/** PUT /api/admin/users/plan: an admin gives an account a plan. */
export const ZSetPlan = z.strictObject({ email: ZEmail, plan: ZPlanId });
export const ZPlanGrant = z.object({ email: z.string(), plan: z.string(), comped: z.boolean() });
export const ZDomainDeleted = z.object({ ok: z.literal(true), links_deleted: z.number() });

export const ZRulesView = z.object({
  default: z.string(),
  title: z.string().nullable(),
  rules: z.array(
    z.object({
      target: z.string(),
      prio: z.number().optional(),
      when: z.record(z.string(), z.unknown()),
      match_all: z.boolean().optional(),
    }),
  ),
});
export const ZOgView = z.object({
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
});
export const ZConversionsView = z.object({
  conversions_enabled: z.boolean(),
  incoming_postback_url: z.string().nullable(),
});

/**
 * An ad network's postback (GET query or POST body). Loose on purpose, the one input that is: networks
 * append parameters of their own (status, offer ids, macros) that kurz does not read, and refusing them
 * would lose the conversion. Revenue and currency are bounded, each refused with a code of its own.
 */
export const ZPostback = z.object({
  clickid: z.string().trim().min(1).max(64),
  /** The account's postback token (see ZPostbackToken); the click id alone is seen by every visitor. */
  token: z.string().trim().max(128).optional(),
  revenue: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const amount = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
      if (amount >= 0 && amount <= MAX_POSTBACK_REVENUE) return amount;
      ctx.addIssue({ code: 'custom', message: 'invalid_revenue' });
      return z.NEVER;
    }),
  currency: z
    .string()
    .trim()
    .optional()
    .superRefine((v, ctx) => {
      if (v !== undefined && !isCurrencyCode(v)) ctx.addIssue({ code: 'custom', message: 'invalid_currency' });
    }),
});
export const ZPostbackResult = z.object({ ok: z.literal(true), duplicate: z.boolean() });
/**
 * The account's postback token and the URL to give the ad network, token included. Until
 * `tokenless_until` (unix seconds; null: never) postbacks without any token are still accepted: the
 * grace accounts that tracked conversions before tokens existed got, so their networks keep working.
 */
export const ZPostbackToken = z.object({
  token: z.string(),
  postback_url: z.string(),
  tokenless_until: z.number().nullable(),
});
export type TPostbackToken = z.infer<typeof ZPostbackToken>;

// The REST table's wrappers.
export const ZPlansAnswer = z.object({ plans: z.array(ZPlan) });
export const ZTemplatesAnswer = z.object({ templates: z.array(ZEmailTemplate) });
export const ZTemplateAnswer = z.object({ template: ZEmailTemplate });
export const ZOgAnswer = z.object({ data: ZOgView });
export const ZDomainsAnswer = z.object({ results: z.array(ZDomain) });
export const ZStreamAnswer = z.object({ events: z.array(ZStreamEvent) });
export const ZAccountStreamAnswer = z.object({ results: z.array(ZAccountStreamRow) });

const ZStreamLimit = (max: number) => ZQueryInt(0, max, max).default(max);
/** GET /api/stats/stream: the link and how many of its latest clicks. */
export const ZLinkStreamQuery = ZLinkRef.extend({ limit: ZStreamLimit(LINK_STREAM_SIZE) });
/** GET /api/stats/account_stream: how many of the account's latest clicks. */
export const ZAccountStreamQuery = z.strictObject({ limit: ZStreamLimit(ACCOUNT_STREAM_SIZE) });
