import { MSG, toMillis } from '@kurz/core';
import { TRPCClientError } from '@trpc/client';
import { errorCode } from './trpc';

/**
 * The short URL as a visitor would open it from this browser: same scheme and port as the dashboard,
 * so that `kurz.localhost:3000/abc` works in development.
 */
export function shortLinkUrl(hostname: string, slug: string, loc: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${loc.protocol}//${hostname}${loc.port ? `:${loc.port}` : ''}/${slug}`;
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
  invalid_input: 'Some fields are not valid',
  not_found: 'This link no longer exists',
};

/** Spec §8 generic: a known code in words, else the code itself, else 'HTTP {status}'. */
export function linkErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === null) return MSG.register.network;
  if (LINK_ERRORS[code]) return LINK_ERRORS[code];
  if (code === 'internal_error' && error instanceof TRPCClientError && typeof error.data?.httpStatus === 'number') {
    return `HTTP ${error.data.httpStatus}`;
  }
  return code;
}

export function formatCreated(createdAt: number): string {
  return new Date(toMillis(createdAt)).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'expires in 3 days' for a guest's temporary link. */
export function expiryNote(expiresAt: number, now = Date.now()): string {
  const ms = toMillis(expiresAt) - now;
  if (ms <= 0) return 'Expired';
  const days = Math.floor(ms / 86_400_000);
  if (days >= 1) return `Expires in ${days} day${days === 1 ? '' : 's'}`;
  const hours = Math.max(1, Math.floor(ms / 3_600_000));
  return `Expires in ${hours} hour${hours === 1 ? '' : 's'}`;
}
