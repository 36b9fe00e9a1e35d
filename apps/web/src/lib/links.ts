import {
  csvLine,
  decodeUrlText,
  displayHost,
  LINK_URL_MAX,
  LINKS_CSV_HEADER,
  MSG,
  SLUG_MAX,
  toMillis,
  type TLink,
} from '@kurz/core';
import { TRPCClientError } from '@trpc/client';
import { errorCode } from './trpc';

/**
 * The short URL as a visitor would open it from this browser: same scheme and port as the dashboard,
 * so that `kurz.localhost:3000/abc` works in development.
 */
export function shortLinkUrl(
  hostname: string,
  slug: string,
  loc: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  return `${loc.protocol}//${hostname}${loc.port ? `:${loc.port}` : ''}/${slug}`;
}

/** `straße.de/über` for the stored `xn--strae-oqa.de/%C3%BCber`: a short link as people read it. */
export function linkName(hostname: string, slug: string): string {
  return `${displayHost(hostname)}/${decodeUrlText(slug)}`;
}

/** Server codes on link creation that open the upgrade modal instead of an inline message. */
export const UPGRADE_CODES = {
  links_limit_reached: MSG.links.links_limit_reached,
  custom_slugs_not_allowed: MSG.links.custom_slugs_not_allowed,
} as const;
export type UpgradeCode = keyof typeof UPGRADE_CODES;

export const isUpgradeCode = (code: string | null): code is UpgradeCode => !!code && code in UPGRADE_CODES;

const LINK_ERRORS: Record<string, string> = {
  invalid_url: 'Enter a full http:// or https:// URL',
  target_is_short_link: 'That address is a short link or this dashboard: enter the final destination',
  domain_not_allowed: 'That domain cannot be used for links',
  slug_taken: 'That slug is taken on this domain',
  reserved_slug: 'That slug is reserved',
  invalid_slug: 'Slugs may use letters, digits, - and _',
  rate_limited: 'Too many links at once. Wait a minute and try again.',
  redirect_rules_not_allowed: 'Redirect rules require a paid plan',
  custom_preview_not_allowed: 'Custom previews require a paid plan',
  conversions_not_allowed: 'Conversion tracking requires a paid plan',
  empty_condition: 'Every condition needs at least one value',
  rule_without_condition: 'A rule without conditions must be confirmed to take every visitor',
  expiry_in_past: MSG.links.expiry_in_past,
  invalid_input: 'Some fields are not valid',
  private_address: 'The postback URL points to a private or local address. Use a public server.',
  not_found: 'This link no longer exists',
  target_blocked: 'Links to that site are not allowed: it is on the abuse blocklist',
};

/** A link code in words (a bulk row's, say), else the code itself. */
export function linkCodeText(code: string): string {
  return LINK_ERRORS[code] ?? (isUpgradeCode(code) ? UPGRADE_CODES[code] : code);
}

/** Spec §8 generic: a known code in words, else the code itself, else 'HTTP {status}'. */
export function linkErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === null) return MSG.register.network;
  if (LINK_ERRORS[code]) return LINK_ERRORS[code];
  const status =
    error instanceof TRPCClientError ? (error.data as { httpStatus?: unknown } | undefined)?.httpStatus : undefined;
  if (code === 'internal_error' && typeof status === 'number') return `HTTP ${status}`;
  return code;
}

/**
 * 'Expires in 2 minutes', 'in 5 hours', 'in 7 days': the largest unit that fits, rounded (a fresh 7-day
 * link does not read 6 days, a link expiring in 2 minutes does not read 1 hour).
 */
export function expiryNote(expiresAt: number, now = Date.now()): string {
  const ms = toMillis(expiresAt) - now;
  if (ms <= 0) return 'Expired';
  const minutes = ms / 60_000;
  if (minutes < 1) return 'Expires in less than a minute';
  const [n, unit] =
    minutes < 59.5
      ? [Math.round(minutes), 'minute']
      : minutes < 23.5 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return `Expires in ${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** 'example.com/foo' as people type it: without a scheme, https:// is meant (as Bitly reads it). */
export function withHttps(value: string): string {
  const v = value.trim();
  if (!v) return v;
  // Any scheme stays as typed (the server refuses all but http/https); 'host:8080' is a port, not a scheme.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(v)) return v;
  return `https://${v.replace(/^\/+/, '')}`;
}

/** Which field is too long and its limit, before the server is asked. */
export function lengthProblem(fields: { url: string; slug?: string }): string | null {
  if (fields.url.length > LINK_URL_MAX) return `Target URL is too long: at most ${LINK_URL_MAX} characters`;
  if (fields.slug && fields.slug.length > SLUG_MAX) return `Custom slug is too long: at most ${SLUG_MAX} characters`;
  return null;
}

/** The chosen links as CSV in the list's columns (the first columns of GET /api/links/export). */
export function linksCsv(links: TLink[]): string {
  return [
    csvLine(LINKS_CSV_HEADER),
    ...links.map((l) =>
      csvLine([
        l.slug,
        l.hostname,
        l.target_url,
        l.title,
        new Date(toMillis(l.created_at)).toISOString(),
        l.clicks_total,
        l.rules_count > 0,
      ]),
    ),
  ].join('');
}
