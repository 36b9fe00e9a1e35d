import ipaddr from 'ipaddr.js';
import { z } from 'zod';

export const MAX_URL_LENGTH = 2048;

/**
 * Whether the service is served over https, by its public origin (APP_ORIGIN): its cookies are then
 * Secure, on the dashboard and the short-link hosts alike, and browsers are told to come back over
 * https only.
 */
export const servedOverHttps = (appOrigin: string) => appOrigin.startsWith('https:');

/** Placeholders kurz fills in later; the URL parser would percent-encode their braces in a path. */
const MACROS = ['{clickid}', '{ExternalClickId}'] as const;
// Lower-case letters and digits only: unchanged by the parser in every part of a URL, the host included.
const sentinel = (i: number) => `kurzmacro${i}x7q`;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `example.com:8080/x` looks like a scheme `example.com:` but is a host with a port. */
const HOST_WITH_PORT = /^[^/:?#@]+\.[^/:?#@]*:\d+(?:[/?#]|$)/;

/**
 * The one place a URL a user gives (a link target, a rule target, a preview image, a postback URL)
 * becomes what is stored: trimmed, `https://` put in front when there is no scheme (`example.com/foo`),
 * then parsed and re-serialised by the WHATWG URL parser (what browsers do with a Location header:
 * tabs and newlines dropped, `https:/x` read as `https://x/`, hosts lower-cased and punycoded).
 * Null unless that gives an http(s) URL with a host, no user or password, of at most MAX_URL_LENGTH.
 */
export function normaliseHttpUrl(input: string): string | null {
  let value = input.trim();
  if (!value || value.length > MAX_URL_LENGTH) return null;
  const schemeless = !SCHEME.test(value) || HOST_WITH_PORT.test(value);
  if (schemeless) {
    // A path (`/x`) is no address; `//host/x` is one without its scheme.
    if (value.startsWith('/') && !/^\/\/[^/\\]/.test(value)) return null;
    value = `https:${value.startsWith('//') ? '' : '//'}${value}`;
  }
  if (MACROS.some((_, i) => value.toLowerCase().includes(sentinel(i)))) return null;
  MACROS.forEach((macro, i) => (value = value.split(macro).join(sentinel(i))));
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password)
    return null;
  // Without a scheme, a word with no dot (`hello`) is a typo rather than a host.
  if (schemeless && !url.hostname.includes('.') && !url.hostname.startsWith('[')) return null;
  if (isIPv4Compatible(url.hostname) || !isPlainHost(url.hostname, value)) return null;
  let href = url.href;
  MACROS.forEach((macro, i) => (href = href.split(sentinel(i)).join(macro)));
  return href.length > MAX_URL_LENGTH ? null : href;
}

/** The host as it was typed: after the scheme and its slashes, up to the path, query or fragment, without a port. */
const typedHost = (value: string) =>
  /^[a-z][a-z0-9+.-]*:[\\/]*([^\\/?#]*)/i
    .exec(value.replace(/[\t\r\n]/g, ''))?.[1]
    ?.replace(/:\d*$/, '')
    .toLowerCase();

/**
 * A host a name server or a browser's address bar would take: no empty label (`a..b`, `..`), none over
 * 63 characters, at most 253 in all; an IPv4 address only as four decimal numbers. The URL parser reads
 * `1`, `0`, `0x7f.1` or `0177.0.0.1` as IPv4 addresses (0.0.0.1, 0.0.0.0, 127.0.0.1): a typo, or a
 * disguise, never what a link's target is written as.
 */
function isPlainHost(hostname: string, typed: string): boolean {
  if (hostname.startsWith('[')) return true;
  if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) return typedHost(typed)?.replace(/\.$/, '') === hostname;
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return name.length <= 253 && name.split('.').every((label) => label.length > 0 && label.length <= 63);
}

/**
 * `[::127.0.0.1]` (stored as `[::7f00:1]`): an IPv4-compatible IPv6 address (::/96 but :: and ::1),
 * deprecated since 2006 (RFC 4291) and only ever a disguise for the IPv4 address inside.
 */
export function isIPv4Compatible(hostname: string): boolean {
  if (!hostname.startsWith('[')) return false;
  const host = hostname.slice(1, -1);
  if (!ipaddr.IPv6.isValid(host)) return false;
  const parts = ipaddr.IPv6.parse(host).parts;
  return parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1);
}

/** Absolute http(s) once normalised: javascript:, data:, file: and friends are never a target. */
export function isHttpUrl(value: string): boolean {
  return normaliseHttpUrl(value) !== null;
}

/** For a schema's transform: a URL field is stored normalised, or refused with the message 'invalid_url'. */
export function toHttpUrl(value: string, ctx: z.RefinementCtx): string {
  const url = normaliseHttpUrl(value);
  if (url !== null) return url;
  ctx.addIssue({ code: 'custom', message: 'invalid_url' });
  return z.NEVER;
}
