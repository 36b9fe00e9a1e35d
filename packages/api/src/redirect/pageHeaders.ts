import { createHash } from 'node:crypto';
import { PAGE_CSS } from './featurePages';

const styleHash = `'sha256-${createHash('sha256').update(PAGE_CSS).digest('base64')}'`;

/**
 * The short-link hosts' pages load nothing: no script, no image, their one inline style sheet by its
 * hash, never framed (clickjacking the password form), and no address of theirs sent anywhere.
 */
const csp = (formAction: string) =>
  [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');

const PAGE = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** 404, 410, 451, the crawlers' preview page, and the 421 a browser gets for a host kurz no longer serves. */
export const PAGE_HEADERS = { ...PAGE, 'content-security-policy': csp("'none'") } as const;

/**
 * The password page. Its form posts to the page itself; the right password answers a redirect to the
 * target, and a browser checks each hop of a form's redirects against form-action too, so the policy
 * names the schemes a target may have.
 */
export const PASSWORD_PAGE_HEADERS = {
  ...PAGE,
  'x-robots-tag': 'noindex',
  'content-security-policy': csp("'self' https: http:"),
} as const;
