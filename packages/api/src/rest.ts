import { ZLink, ZLinkRef, ZTag, ZTagColor, ZTagName, type ErrorCode } from '@kurz/core';
import { z } from 'zod';
import type { Caller } from './root';

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/**
 * Who may call a row: `public` needs nobody; `session` needs the dashboard's session cookie (signing in
 * and out, account and key management); `user` takes the session cookie or an API key
 * (`Authorization: Bearer kurz_...`), a `read` key only on GET rows.
 */
export type RestAuth = 'public' | 'session' | 'user';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path syntax. */
  path: string;
  /** One line for the OpenAPI document. */
  summary?: string;
  /** The capability, as the OpenAPI document groups calls. */
  tag?: string;
  auth?: RestAuth;
  /** What the call takes, as the same zod schemas the procedures parse: path parameters, query, JSON body. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx JSON answer. */
  response?: z.ZodType;
  /** The error codes the call may answer besides the ones every call may (invalid_input, unauthorized, rate_limited...). */
  errors?: ErrorCode[];
  /** Calls the same procedure the dashboard uses, and shapes the answer as the spec's JSON. */
  handle: (caller: Caller, input: RestInput) => Promise<unknown>;
}

const body = (input: RestInput) => (input.body ?? {}) as never;
/** {slug} from the path and ?hostname= from the query, as the spec's link calls carry them. */
const ref = (input: RestInput) => ({ slug: input.params.slug ?? '', hostname: input.query.hostname ?? '' });

/** The spec's call table (§7): one row a call, each a thin mapping onto a tRPC procedure. */
export const restRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/me', handle: (c) => c.auth.me() },
  { method: 'GET', path: '/api/config', handle: (c) => c.meta.config() },
  { method: 'POST', path: '/api/auth/signup', handle: (c, i) => c.auth.signup(body(i)) },
  { method: 'POST', path: '/api/auth/login', handle: (c, i) => c.auth.login(body(i)) },
  { method: 'POST', path: '/api/auth/register', handle: (c, i) => c.auth.register(body(i)) },
  { method: 'POST', path: '/api/auth/guest', handle: (c) => c.auth.guest() },
  { method: 'POST', path: '/api/auth/logout', handle: (c) => c.auth.logout() },
  { method: 'POST', path: '/api/auth/verify-email', handle: (c, i) => c.auth.verifyEmail(body(i)) },
  { method: 'POST', path: '/api/auth/send-verification', handle: (c, i) => c.auth.sendVerification(body(i)) },
  { method: 'POST', path: '/api/auth/request-reset', handle: (c, i) => c.auth.requestReset(body(i)) },
  { method: 'POST', path: '/api/auth/reset-password', handle: (c, i) => c.auth.resetPassword(body(i)) },
  { method: 'POST', path: '/api/auth/change-password', handle: (c, i) => c.auth.changePassword(body(i)) },
  { method: 'GET', path: '/api/user/limits', handle: (c) => c.user.limits() },
  { method: 'POST', path: '/api/billing/stripe/checkout', handle: (c, i) => c.billing.checkout(body(i)) },
  { method: 'POST', path: '/api/billing/stripe/portal', handle: (c) => c.billing.portal() },
  { method: 'GET', path: '/api/billing/me', handle: (c) => c.billing.me() },
  { method: 'PUT', path: '/api/admin/users/plan', handle: (c, i) => c.admin.setPlan(body(i)) },
  { method: 'GET', path: '/api/plans/list', handle: async (c) => ({ plans: await c.plans.list() }) },
  { method: 'GET', path: '/api/email-templates', handle: async (c) => ({ templates: await c.templates.list() }) },
  { method: 'PUT', path: '/api/email-templates', handle: async (c, i) => ({ template: await c.templates.update(body(i)) }) },
  { method: 'GET', path: '/api/links/list', handle: (c, i) => c.links.list(i.query as never) },
  { method: 'POST', path: '/api/links/create', handle: (c, i) => c.links.create(body(i)) },
  { method: 'PUT', path: '/api/links/:slug', handle: (c, i) => c.links.update({ ...(body(i) as object), ...ref(i) }) },
  { method: 'DELETE', path: '/api/links/delete/:slug', handle: (c, i) => c.links.delete(ref(i)) },
  { method: 'GET', path: '/api/links/rules/:slug', handle: (c, i) => c.links.rules(ref(i)) },
  { method: 'PUT', path: '/api/links/rules/:slug', handle: (c, i) => c.links.setRules({ ...ref(i), data: body(i) }) },
  { method: 'GET', path: '/api/links/og/:slug', handle: async (c, i) => ({ data: await c.links.og(ref(i)) }) },
  { method: 'PUT', path: '/api/links/og/:slug', handle: async (c, i) => ({ data: await c.links.setOg({ ...ref(i), data: body(i) }) }) },
  { method: 'DELETE', path: '/api/links/og/:slug', handle: (c, i) => c.links.deleteOg(ref(i)) },
  { method: 'GET', path: '/api/links/conversions/:slug', handle: (c, i) => c.links.conversions(ref(i)) },
  { method: 'PUT', path: '/api/links/conversions/:slug', handle: (c, i) => c.links.setConversions({ ...ref(i), data: body(i) }) },
  { method: 'GET', path: '/api/qr/info/:slug', handle: (c, i) => c.qr.info(ref(i)) },
  { method: 'PUT', path: '/api/qr/config/:slug', handle: (c, i) => c.qr.setConfig({ ...ref(i), data: body(i) }) },
  { method: 'GET', path: '/api/domains/list', handle: async (c) => ({ results: await c.domains.list() }) },
  { method: 'POST', path: '/api/domains/create-subdomain', handle: (c, i) => c.domains.createSubdomain(body(i)) },
  { method: 'POST', path: '/api/domains/request-byod', handle: (c, i) => c.domains.requestByod(body(i)) },
  { method: 'POST', path: '/api/domains/verify', handle: (c, i) => c.domains.verify(body(i)) },
  { method: 'DELETE', path: '/api/domains/delete/:id', handle: (c, i) => c.domains.delete({ id: i.params.id ?? '' }) },
  { method: 'PUT', path: '/api/domains/settings/:id', handle: (c, i) => c.domains.updateSettings({ ...(i.body as object), id: i.params.id ?? '' }) },
  { method: 'GET', path: '/api/stats/summary', handle: (c, i) => c.stats.summary(i.query as never) },
  { method: 'GET', path: '/api/stats/stream', handle: async (c, i) => ({ events: await c.stats.stream(i.query as never) }) },
  { method: 'GET', path: '/api/stats/account', handle: (c, i) => c.stats.account(i.query as never) },
  { method: 'GET', path: '/api/stats/account_stream', handle: async (c, i) => ({ results: await c.stats.accountStream(i.query as never) }) },
  { method: 'GET', path: '/api/postback', handle: (c, i) => c.conversions.postback(i.query as never) },
  { method: 'POST', path: '/api/postback', handle: (c, i) => c.conversions.postback({ ...i.query, ...(i.body as object) } as never) },

  // Link features: one link with all its settings (tags, expiry, password, A/B split, deep links), and tag colours.
  {
    method: 'GET',
    path: '/api/links/:slug',
    summary: 'One link with all its settings (the password shows only as has_password)',
    tag: 'links',
    auth: 'user',
    params: ZLinkRef.pick({ slug: true }),
    query: ZLinkRef.pick({ hostname: true }),
    response: ZLink,
    errors: ['not_found'],
    handle: (c, i) => c.links.get(ref(i)),
  },
  {
    method: 'GET',
    path: '/api/tags',
    summary: "The caller's tags with their colours",
    tag: 'links',
    auth: 'user',
    response: z.object({ results: z.array(ZTag) }),
    errors: [],
    handle: async (c) => ({ results: await c.links.tags() }),
  },
  {
    method: 'PUT',
    path: '/api/tags/:tag',
    summary: "A tag's colour (#rrggbb)",
    tag: 'links',
    auth: 'user',
    params: z.object({ tag: ZTagName }),
    body: z.object({ color: ZTagColor }),
    response: ZTag,
    errors: ['not_found'],
    handle: (c, i) => c.links.setTagColor({ tag: i.params.tag ?? '', color: (i.body as { color?: unknown } | null)?.color as never }),
  },
];
