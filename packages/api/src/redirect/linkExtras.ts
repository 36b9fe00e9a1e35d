import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Kysely, StoredTarget } from '@kurz/db';
import { countRateWindow, limitedAddress, verifyPassword } from '../platform';
import { EXPIRED_PAGE, passwordPage } from './featurePages';
import { PAGE_HEADERS, PASSWORD_PAGE_HEADERS } from './pageHeaders';

/**
 * What a link with expiry by clicks, a password, an A/B split or app deep links needs on a visit,
 * worked out when it is cached. A link without any of them has none (null), and the engine's common
 * path checks nothing more than that.
 */
export interface LinkExtras {
  maxClicks: number | null;
  /**
   * People clicks: the link's counter when loaded, plus the ones this replica counted since. Every
   * counter update by the click writer reloads the link (a trigger notifies), so other replicas'
   * clicks arrive within one write of the click buffer.
   */
  clicks: number;
  /** max_clicks was reached (marked in the database, so the retention clean-up cannot revive it). */
  exhausted: boolean;
  expiredUrl: string | null;
  passwordHash: string | null;
  /** A/B targets with their cumulative weights (upTo: 1-100) and the key a visitor's cookie holds (variantKey). */
  split: { url: string; upTo: number; key: string }[] | null;
  iosUrl: string | null;
  androidUrl: string | null;
}

export interface ExtrasRow {
  max_clicks: number | null;
  /** Every click the link had (counters' clicks_total and clicks_cut): what max_clicks limits. */
  clicks_ever: number | string | null;
  clicks_exhausted_at: Date | null;
  expired_url: string | null;
  password_hash: string | null;
  targets: StoredTarget[] | null;
  ios_url: string | null;
  android_url: string | null;
}

export function extrasOf(row: ExtrasRow): LinkExtras | null {
  const targets = row.targets && row.targets.length > 0 ? row.targets : null;
  if (row.max_clicks === null && !row.expired_url && !row.password_hash && !targets && !row.ios_url && !row.android_url)
    return null;
  let upTo = 0;
  return {
    maxClicks: row.max_clicks,
    clicks: Number(row.clicks_ever ?? 0),
    exhausted: row.clicks_exhausted_at !== null,
    expiredUrl: row.expired_url,
    passwordHash: row.password_hash,
    split: targets ? targets.map((t) => ({ url: t.url, upTo: (upTo += t.weight), key: variantKey(t.url) })) : null,
    iosUrl: row.ios_url,
    androidUrl: row.android_url,
  };
}

/** Spent: max_clicks people have clicked (as far as this replica knows). */
export const isSpent = (x: LinkExtras) => x.exhausted || (x.maxClicks !== null && x.clicks >= x.maxClicks);

/** An expired link: its expired_url, else 410. Never the target. */
export function answerExpired(extras: LinkExtras | null, req: IncomingMessage, res: ServerResponse): void {
  if (extras?.expiredUrl) {
    res.writeHead(302, { location: extras.expiredUrl, 'cache-control': 'no-store' }).end();
    return;
  }
  res.writeHead(410, PAGE_HEADERS);
  res.end(req.method === 'HEAD' ? undefined : EXPIRED_PAGE);
}

export function answerPasswordPage(
  status: 200 | 401 | 429,
  message: string | null,
  req: IncomingMessage,
  res: ServerResponse,
  retryAfterSeconds?: number,
): void {
  res.writeHead(
    status,
    retryAfterSeconds ? { ...PASSWORD_PAGE_HEADERS, 'retry-after': String(retryAfterSeconds) } : PASSWORD_PAGE_HEADERS,
  );
  res.end(req.method === 'HEAD' ? undefined : passwordPage(message));
}

const AB_MAX_AGE = 30 * 86_400;
const abCookie = (linkId: number) => `kz_ab_${linkId}`;

/**
 * A variant as a visitor's cookie names it: from its URL, not its place in the list, so a visitor keeps
 * their variant when the owner removes or reorders the others (and draws anew when theirs is gone).
 */
const variantKey = (url: string) => createHash('sha256').update(url).digest('base64url').slice(0, 10);

/**
 * The visitor's target when no rule matched: an app deep link for iOS and Android, else the A/B
 * variant the visitor already has (a cookie on the short-link host), else a weighted draw that is then
 * remembered. Undefined: the link's own target. The Set-Cookie to send, when a variant was drawn.
 */
export function routeByExtras(
  x: LinkExtras,
  linkId: number,
  os: string | null,
  cookieHeader: string | undefined,
): { target?: string; setCookie?: string } {
  if (os === 'iOS' && x.iosUrl) return { target: x.iosUrl };
  if (os === 'Android' && x.androidUrl) return { target: x.androidUrl };
  const split = x.split;
  if (!split) return {};
  const name = abCookie(linkId);
  const kept = cookieHeader ? cookieValue(cookieHeader, name) : null;
  const known = kept === null ? undefined : split.find((t) => t.key === kept);
  if (known) return { target: known.url };
  const draw = randomInt(100) + 1;
  const chosen = split.find((t) => draw <= t.upTo) ?? split[0]!;
  return {
    target: chosen.url,
    setCookie: `${name}=${chosen.key}; Max-Age=${AB_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax`,
  };
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The right password is answered with a 303 to the same short URL carrying this grant, and the GET it
 * leads to redirects: the browser keeps no POST in its history, so Back never asks to resubmit a form.
 * The grant is the link id and an expiry signed with the link's password hash (a new password voids
 * it), lives a minute on the link's own path, and the GET that uses it clears it, so Back shows the
 * password page again.
 */
const UNLOCK_COOKIE = 'kz_unlock';
const UNLOCK_SECONDS = 60;
const unlockSignature = (linkId: number, expires: number, passwordHash: string) =>
  createHmac('sha256', passwordHash).update(`${linkId}.${expires}`).digest('base64url');
const unlockPath = (slug: string) => `/${encodeURIComponent(slug)}`;

export function unlockGrantCookie(linkId: number, passwordHash: string, slug: string, now: number): string {
  const expires = Math.floor(now / 1000) + UNLOCK_SECONDS;
  const value = `${linkId}.${expires}.${unlockSignature(linkId, expires, passwordHash)}`;
  return `${UNLOCK_COOKIE}=${value}; Max-Age=${UNLOCK_SECONDS}; Path=${unlockPath(slug)}; HttpOnly; SameSite=Lax`;
}

export const clearedUnlockCookie = (slug: string) =>
  `${UNLOCK_COOKIE}=; Max-Age=0; Path=${unlockPath(slug)}; HttpOnly; SameSite=Lax`;

/**
 * A refused attempt is answered the same way (303 to the GET), with what to say in a cookie the GET
 * reads once: otherwise the refusal page would be a POST in the history, and Back from the target
 * would land on it and ask to resubmit.
 */
const REFUSAL_COOKIE = 'kz_pw_refused';
/** A wrong password, or a lockout (by this address or on the whole link) and when it ends. */
export type Refusal = 'wrong' | { by: 'address' | 'link'; seconds: number };

export function refusalCookie(slug: string, refusal: Refusal, now: number): string {
  const value = refusal === 'wrong' ? 'wrong' : `${refusal.by}.${Math.floor(now / 1000) + refusal.seconds}`;
  return `${REFUSAL_COOKIE}=${value}; Max-Age=60; Path=${unlockPath(slug)}; HttpOnly; SameSite=Lax`;
}
export const clearedRefusalCookie = (slug: string) =>
  `${REFUSAL_COOKIE}=; Max-Age=0; Path=${unlockPath(slug)}; HttpOnly; SameSite=Lax`;

export function refusalOf(cookieHeader: string | undefined, now: number): Refusal | null {
  const value = cookieHeader ? cookieValue(cookieHeader, REFUSAL_COOKIE) : null;
  if (value === 'wrong') return value;
  const [by, until] = value?.split('.') ?? [];
  if ((by !== 'address' && by !== 'link') || !/^\d{1,12}$/.test(until ?? '')) return null;
  return { by, seconds: Math.max(1, Number(until) - Math.floor(now / 1000)) };
}

/** The visitor holds a valid, unexpired grant for this link (and its current password). */
export function hasUnlockGrant(
  cookieHeader: string | undefined,
  linkId: number,
  passwordHash: string,
  now: number,
): boolean {
  const value = cookieHeader ? cookieValue(cookieHeader, UNLOCK_COOKIE) : null;
  const [id, expires, signature] = value?.split('.') ?? [];
  if (Number(id) !== linkId || !expires || !signature || Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(unlockSignature(linkId, Number(expires), passwordHash));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const PASSWORD_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 };
/** All addresses together, per link: many addresses (an IPv6 block) must not multiply the guesses. */
export const PASSWORD_ATTEMPTS_PER_LINK = 100;
const MAX_FORM_BYTES = 4096;

/** The password of a posted form (application/x-www-form-urlencoded), or null when there is none or it is too large. */
export async function postedPassword(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('password');
}

/** Refused before checking: by the visitor's address, or by the link (every address together); seconds until the window ends. */
export interface PasswordLock {
  by: 'address' | 'link';
  seconds: number;
}

/**
 * One password attempt: counted against the link and the visitor's address (in the database, so all
 * replicas share the count) before it is checked, so racing attempts cannot pass the limit.
 */
export async function checkPassword(
  db: Kysely<Database>,
  linkId: number,
  passwordHash: string,
  ip: string,
  password: string,
): Promise<'ok' | 'wrong' | PasswordLock> {
  const address = await countRateWindow(db, {
    key: `link-password:${linkId}:${limitedAddress(ip)}`,
    windowSeconds: PASSWORD_ATTEMPTS.windowSeconds,
  });
  if (address.count > PASSWORD_ATTEMPTS.limit) return { by: 'address', seconds: address.resetSeconds };
  const link = await countRateWindow(db, {
    key: `link-password:${linkId}`,
    windowSeconds: PASSWORD_ATTEMPTS.windowSeconds,
  });
  if (link.count > PASSWORD_ATTEMPTS_PER_LINK) return { by: 'link', seconds: link.resetSeconds };
  return (await verifyPassword(passwordHash, password)) ? 'ok' : 'wrong';
}
