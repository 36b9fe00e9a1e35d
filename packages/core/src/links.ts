import { z } from 'zod';

export const LINK_TITLE_MAX = 200;
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Paths a short host must keep for itself, and words that would confuse visitors. */
export const RESERVED_SLUGS = new Set([
  'api', 'assets', 'trpc', 'static', 'favicon.ico', 'robots.txt', 'healthz', 'readyz', 'login', 'logout',
  'register', 'admin', 'links', 'domains', 'billing', 'reports', 'profile', 'verify-email', 'reset-password',
  'email-templates', 'www', 'app', 'dashboard', '_next', 'well-known',
]);

/** Absolute http(s) only: javascript:, data:, file: and friends are never a redirect target. */
export function isHttpUrl(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const ZCreateLink = z.object({
  url: z.string().max(2048),
  slug: z.string().max(64).optional().nullable(),
  hostname: z.string().max(253),
  title: z.string().max(LINK_TITLE_MAX).optional().nullable(),
});
export type TCreateLink = z.infer<typeof ZCreateLink>;

export const ZLink = z.object({
  hostname: z.string(),
  slug: z.string(),
  target_url: z.string(),
  title: z.string().nullable(),
  clicks_today: z.number(),
  clicks_total: z.number(),
  created_at: z.number(),
  conversions_enabled: z.boolean(),
  expires_at: z.number().nullable(),
});
export type TLink = z.infer<typeof ZLink>;

export const ZLinkRef = z.object({ slug: z.string().max(64), hostname: z.string().max(253) });
export type TLinkRef = z.infer<typeof ZLinkRef>;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text Postgres will store: no NUL, no half of a surrogate pair (as a cut at `max` can leave). */
export function storableText(value: string, max: number): string {
  return value.slice(0, max).replace(LONE_SURROGATES, '').replaceAll('\u0000', '');
}

