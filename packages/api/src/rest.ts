import {
  ZAdminLinkRef,
  ZApiKeyId,
  ZApiKeyList,
  ZApiKeyRevoked,
  ZBanInput,
  ZCreateApiKey,
  ZCreatedApiKey,
  ZFlaggedList,
  ZReport,
  IMPORT_BYTES_MAX,
  ZBulkCreateLinks,
  ZBulkCreateResult,
  ZImportJob,
  ZImportJobRef,
  ZImportPreview,
  ZImportRequest,
  ZLink,
  ZLinkRef,
  ZStatsExportQuery,
  ZTag,
  ZTagColor,
  ZTagName,
  ZWebhookCreate,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookId,
  type ErrorCode,
} from '@kurz/core';
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
  /** The largest JSON body the call takes, in bytes, when more than the app's 1 MiB (imports carry a file). */
  bodyLimit?: number;
  /** Calls the same procedure the dashboard uses, and shapes the answer as the spec's JSON. */
  handle: (caller: Caller, input: RestInput) => Promise<unknown>;
}

/** A CSV file answer (text/csv), as the export rows send it. */
const ZCsvFile = z.string().meta({ description: 'text/csv; RFC 4180, a header row first' });

/** A file of IMPORT_BYTES_MAX as a JSON string: escaped quotes and backslashes may double some of it. */
const IMPORT_BODY_LIMIT = 2 * IMPORT_BYTES_MAX + 4096;

const body = (input: RestInput) => (input.body ?? {}) as never;
/** {slug} from the path and ?hostname= from the query, as the spec's link calls carry them. */
const ref = (input: RestInput) => ({ slug: input.params.slug ?? '', hostname: input.query.hostname ?? '' });

const ZAbuseOk = z.object({ ok: z.literal(true) });

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

  // API keys (managed from the dashboard's session only; a key can never manage keys)
  {
    method: 'POST',
    path: '/api/keys',
    summary: 'Create an API key; the answer is the only time its secret (`key`) is shown',
    tag: 'keys',
    auth: 'session',
    body: ZCreateApiKey,
    response: ZCreatedApiKey,
    errors: ['guest_not_allowed', 'email_not_verified', 'api_key_not_allowed', 'api_keys_limit_reached'],
    handle: (c, i) => c.keys.create(body(i)),
  },
  {
    method: 'GET',
    path: '/api/keys',
    summary: "List the account's live API keys (never their secrets)",
    tag: 'keys',
    auth: 'session',
    response: ZApiKeyList,
    errors: ['guest_not_allowed', 'email_not_verified', 'api_key_not_allowed'],
    handle: (c) => c.keys.list(),
  },
  {
    method: 'DELETE',
    path: '/api/keys/:id',
    summary: 'Revoke an API key: calls with it answer 401 invalid_api_key from then on',
    tag: 'keys',
    auth: 'session',
    params: ZApiKeyId,
    response: ZApiKeyRevoked,
    errors: ['guest_not_allowed', 'email_not_verified', 'api_key_not_allowed', 'not_found'],
    handle: (c, i) => c.keys.revoke({ id: i.params.id ?? '' }),
  },

  // Abuse control: public reports, and the admins' actions on flagged links and accounts.
  {
    method: 'POST',
    path: '/api/report',
    summary: 'Report a short link (spam, phishing, malware, other); the answer is the same whether or not it exists',
    tag: 'abuse',
    auth: 'public',
    body: ZReport,
    response: ZAbuseOk,
    errors: ['rate_limited'],
    handle: (c, i) => c.abuse.report(body(i)),
  },
  {
    method: 'GET',
    path: '/api/admin/flagged',
    summary: 'Links with open reports or disabled by an admin, newest report first (admins only)',
    tag: 'abuse',
    auth: 'session',
    response: ZFlaggedList,
    errors: ['forbidden'],
    handle: (c) => c.abuse.flagged(),
  },
  {
    method: 'POST',
    path: '/api/admin/links/disable',
    summary: 'Disable a link: it answers 451 on every replica (admins only)',
    tag: 'abuse',
    auth: 'session',
    body: ZAdminLinkRef,
    response: ZAbuseOk,
    errors: ['forbidden', 'not_found'],
    handle: (c, i) => c.abuse.disable(body(i)),
  },
  {
    method: 'POST',
    path: '/api/admin/links/restore',
    summary: 'Restore a disabled link (admins only)',
    tag: 'abuse',
    auth: 'session',
    body: ZAdminLinkRef,
    response: ZAbuseOk,
    errors: ['forbidden', 'not_found'],
    handle: (c, i) => c.abuse.restore(body(i)),
  },
  {
    method: 'POST',
    path: '/api/admin/links/dismiss-reports',
    summary: "Dismiss a link's open reports (admins only)",
    tag: 'abuse',
    auth: 'session',
    body: ZAdminLinkRef,
    response: z.object({ dismissed: z.number().int() }),
    errors: ['forbidden', 'not_found'],
    handle: (c, i) => c.abuse.dismiss(body(i)),
  },
  {
    method: 'POST',
    path: '/api/admin/users/ban',
    summary: 'Ban an account: no sign-in, sessions ended, its links answer 451 (admins only; admins cannot be banned)',
    tag: 'abuse',
    auth: 'session',
    body: ZBanInput,
    response: ZAbuseOk,
    errors: ['forbidden', 'not_found'],
    handle: (c, i) => c.abuse.ban(body(i)),
  },
  {
    method: 'POST',
    path: '/api/admin/users/unban',
    summary: 'Lift a ban (admins only)',
    tag: 'abuse',
    auth: 'session',
    body: ZBanInput,
    response: ZAbuseOk,
    errors: ['forbidden', 'not_found'],
    handle: (c, i) => c.abuse.unban(body(i)),
  },

  // Bulk work: bulk create, exports, imports.
  {
    method: 'POST',
    path: '/api/links/bulk',
    summary: 'Create up to 1,000 links in one call; one result per row, in input order',
    tag: 'links',
    auth: 'user',
    body: ZBulkCreateLinks,
    response: ZBulkCreateResult,
    errors: ['rate_limited'],
    handle: (c, i) => c.links.bulkCreate(body(i)),
  },
  {
    method: 'GET',
    path: '/api/links/export',
    summary: "The caller's links as CSV (slug, host, target, title, created, clicks, rules), streamed",
    tag: 'links',
    auth: 'user',
    query: z.object({}),
    response: ZCsvFile,
    errors: [],
    handle: (c) => c.links.export(),
  },
  {
    method: 'GET',
    path: '/api/stats/export',
    summary: "One link's clicks in a range of UTC days as CSV, streamed; never before the plan's retention window",
    tag: 'stats',
    auth: 'user',
    query: ZStatsExportQuery,
    response: ZCsvFile,
    errors: ['not_found'],
    handle: (c, i) => c.stats.export(i.query as never),
  },
  {
    method: 'POST',
    path: '/api/imports/preview',
    summary: 'Read an import file (CSV, or a Bitly, Shlink or Kutt export) and report what it would do; writes nothing',
    tag: 'imports',
    auth: 'user',
    body: ZImportRequest,
    response: ZImportPreview,
    errors: ['invalid_csv', 'payload_too_large', 'rate_limited'],
    bodyLimit: IMPORT_BODY_LIMIT,
    handle: (c, i) => c.imports.preview(body(i)),
  },
  {
    method: 'POST',
    path: '/api/imports',
    summary: 'Start an import: the links are created in the background; poll GET /api/imports/{id} for progress',
    tag: 'imports',
    auth: 'user',
    body: ZImportRequest,
    response: ZImportJob,
    errors: ['invalid_csv', 'payload_too_large', 'domain_not_allowed', 'rate_limited'],
    bodyLimit: IMPORT_BODY_LIMIT,
    handle: (c, i) => c.imports.start(body(i)),
  },
  {
    method: 'GET',
    path: '/api/imports/:id',
    summary: "An import's progress and the rows it did not create",
    tag: 'imports',
    auth: 'user',
    params: ZImportJobRef,
    response: ZImportJob,
    errors: ['not_found'],
    handle: (c, i) => c.imports.get({ id: i.params.id ?? '' }),
  },

  // Webhooks: an account's endpoints, managed from the dashboard's session.
  {
    method: 'GET',
    path: '/api/webhooks',
    summary: "List the account's webhook endpoints (never their secrets)",
    tag: 'webhooks',
    auth: 'session',
    response: z.object({ results: z.array(ZWebhookEndpoint) }),
    errors: ['guest_not_allowed'],
    handle: (c) => c.webhooks.list(),
  },
  {
    method: 'POST',
    path: '/api/webhooks',
    summary: 'Create a webhook endpoint; the answer holds its signing secret, shown this once',
    tag: 'webhooks',
    auth: 'session',
    body: ZWebhookCreate,
    response: ZWebhookCreated,
    errors: ['guest_not_allowed', 'invalid_url', 'private_address', 'webhooks_limit_reached'],
    handle: (c, i) => c.webhooks.create(body(i)),
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    summary: 'Delete a webhook endpoint and its delivery log',
    tag: 'webhooks',
    auth: 'session',
    params: ZWebhookId,
    response: z.object({ ok: z.literal(true) }),
    errors: ['guest_not_allowed', 'not_found'],
    handle: (c, i) => c.webhooks.delete({ id: i.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    summary: "An endpoint's latest 50 deliveries: event, status, HTTP status code, attempts, error",
    tag: 'webhooks',
    auth: 'session',
    params: ZWebhookId,
    response: z.object({ results: z.array(ZWebhookDelivery) }),
    errors: ['guest_not_allowed', 'not_found'],
    handle: (c, i) => c.webhooks.deliveries({ id: i.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: '/api/webhooks/:id/test',
    summary: 'Send a webhook.test event to the endpoint (also while it is disabled)',
    tag: 'webhooks',
    auth: 'session',
    params: ZWebhookId,
    response: z.object({ ok: z.literal(true), delivery_id: z.string() }),
    errors: ['guest_not_allowed', 'not_found'],
    handle: (c, i) => c.webhooks.test({ id: i.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: '/api/webhooks/:id/enable',
    summary: 'Enable a disabled webhook endpoint again (events from now on)',
    tag: 'webhooks',
    auth: 'session',
    params: ZWebhookId,
    response: ZWebhookEndpoint,
    errors: ['guest_not_allowed', 'not_found'],
    handle: (c, i) => c.webhooks.enable({ id: i.params.id ?? '' }),
  },

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
