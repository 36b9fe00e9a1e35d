import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applyClickId,
  chooseTarget,
  EXTERNAL_CLICK_ID_PARAM,
  parseAcceptLanguage,
  QR_MARKER_PARAM,
  servedOverHttps,
  SLUG_PATTERN,
  type Visitor,
} from '@kurz/core';
import { MAX_EXTERNAL_CLICK_ID, MAX_REFERER, type ClickSink } from './click';
import type { CountryLookup } from './geo';
import type { CachedLink, LinkCache } from './linkCache';
import { memoized } from './memo';
import { DISABLED_PAGE, NOT_FOUND_PAGE, previewPage, withheldPage } from './pages';
import { PAGE_HEADERS } from './pageHeaders';
import { classifyUserAgent } from './userAgent';
import type { Database, Kysely } from '@kurz/db';
import {
  answerExpired,
  answerPasswordPage,
  checkPassword,
  clearedRefusalCookie,
  clearedUnlockCookie,
  hasUnlockGrant,
  isSpent,
  postedPassword,
  refusalCookie,
  refusalOf,
  routeByExtras,
  unlockGrantCookie,
  type Refusal,
} from './linkExtras';
import { tooManyAttempts, WRONG_PASSWORD } from './featurePages';

export interface RedirectEngineOptions {
  cache: LinkCache;
  recorder: ClickSink;
  country: CountryLookup;
  appOrigin: string;
  /** Header a trusted CDN puts the visitor's country in (e.g. cf-ipcountry); null when not behind one. */
  countryHeader: string | null;
  now?: () => number;
  onError?: (err: unknown) => void;
  /** For password-protected links: attempts are counted there. Without it such links answer 405 to a POST. */
  db?: Kysely<Database>;
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};

// Visitors send a few hundred distinct Accept-Language values; each is parsed once.
const languagesOf = memoized(parseAcceptLanguage, 2_000);

/** The hot path: short link in, 302 out, click into the buffer. No database on a cache hit. */
export class RedirectEngine {
  /** Its cookies are Secure when the service is served over https. */
  private readonly secureCookies: boolean;

  constructor(private o: RedirectEngineOptions) {
    this.secureCookies = servedOverHttps(o.appOrigin);
  }

  isShortHost(hostname: string): boolean {
    return this.o.cache.isShortHost(hostname);
  }

  /**
   * `ip` is the client address as the app resolved it (trust-proxy aware). A cached link is answered
   * synchronously; only a cache miss returns a promise (no microtask hops on the hot path).
   */
  handle(hostname: string, ip: string, req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD' && (req.method !== 'POST' || !this.o.db)) {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
    if (path === '/') {
      const location = this.o.cache.host(hostname)?.rootUrl ?? `${this.o.appOrigin}/`;
      res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
      return;
    }
    const slug = path.includes('%') ? decodedSlug(path) : path.slice(1);
    // Only a slug a link could have is looked up: arbitrary paths neither query nor fill the cache.
    const cached = SLUG_PATTERN.test(slug) ? this.o.cache.get(hostname, slug) : null;
    const query = q === -1 ? null : rawUrl.slice(q + 1);
    if (cached instanceof Promise) return cached.then((link) => this.answer(link, hostname, slug, ip, query, req, res));
    this.answer(cached, hostname, slug, ip, query, req, res);
  }

  private answer(
    link: CachedLink | null,
    hostname: string,
    slug: string,
    ip: string,
    query: string | null,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    const now = this.o.now?.() ?? Date.now();
    if (link && answeredUnavailable(link, now, req, res)) return;
    if (req.method === 'POST' && !link?.extra?.passwordHash) {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!link) return this.answerNotFound(hostname, req, res);
    if (link.extra?.passwordHash) {
      if (req.method !== 'POST') {
        const cookies = header(req, 'cookie');
        if (!hasUnlockGrant(cookies, link.id, link.extra.passwordHash, now)) {
          const refusal = refusalOf(cookies, now);
          if (refusal === null) return answerPasswordPage(200, null, req, res);
          res.setHeader('set-cookie', this.cookie(clearedRefusalCookie(slug)));
          if (refusal === 'wrong') return answerPasswordPage(401, WRONG_PASSWORD, req, res);
          return answerPasswordPage(429, tooManyAttempts(refusal.by, refusal.seconds), req, res, refusal.seconds);
        }
        // Unlocked a moment ago (the 303 after the form): used once, then Back shows the form again.
        res.setHeader('set-cookie', this.cookie(clearedUnlockCookie(slug)));
        return this.serveLink(link, hostname, slug, unmapIPv4(ip), query, now, req, res);
      }
      void this.unlock(link, link.extra.passwordHash, hostname, slug, unmapIPv4(ip), query, req, res).catch(
        (err: unknown) => {
          if (!res.headersSent) res.writeHead(503, { 'retry-after': '5' });
          res.end();
          this.o.onError?.(err);
        },
      );
      return;
    }
    this.serveLink(link, hostname, slug, unmapIPv4(ip), query, now, req, res);
  }

  /** A cookie of the short-link hosts, Secure when they are served over https (as the dashboard is). */
  private cookie(cookie: string): string {
    return this.secureCookies ? `${cookie}; Secure` : cookie;
  }

  /** A password form posted to a protected link: the way to the target (and a counted click) only for the right one. */
  private async unlock(
    link: CachedLink,
    passwordHash: string,
    hostname: string,
    slug: string,
    ip: string,
    query: string | null,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    // Every answer to the form is a 303 to the short URL (GET): the browser keeps no POST in its history.
    const location = `/${encodeURIComponent(slug)}${query === null ? '' : `?${query}`}`;
    const seeOther = (cookie: string): void => {
      res
        .writeHead(303, {
          location,
          'set-cookie': this.cookie(cookie),
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .end();
    };
    const refuse = (refusal: Refusal): void => seeOther(refusalCookie(slug, refusal, this.o.now?.() ?? Date.now()));
    const password = await postedPassword(req);
    if (!password) return refuse('wrong');
    const outcome = await checkPassword(this.o.db!, link.id, passwordHash, ip, password);
    if (outcome !== 'ok') return refuse(outcome);
    // The link as it is now: disabled, expired, spent or edited while the password was checked.
    const fresh = await this.o.cache.get(hostname, slug);
    const now = this.o.now?.() ?? Date.now();
    if (!fresh) return this.answerNotFound(hostname, req, res);
    if (answeredUnavailable(fresh, now, req, res)) return;
    // The GET it leads to redirects to the target and counts the click.
    seeOther(unlockGrantCookie(link.id, passwordHash, slug, now));
  }

  /** No such link (or no longer): the host's not-found URL, else the 404 page. */
  private answerNotFound(hostname: string, req: IncomingMessage, res: ServerResponse): void {
    const notFoundUrl = this.o.cache.host(hostname)?.notFoundUrl;
    if (notFoundUrl) {
      res.writeHead(302, { location: notFoundUrl, 'cache-control': 'no-store' }).end();
      return;
    }
    res.writeHead(404, PAGE_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
  }

  private serveLink(
    link: CachedLink,
    hostname: string,
    slug: string,
    ip: string,
    query: string | null,
    now: number,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    const userAgent = (header(req, 'user-agent') ?? '').slice(0, 512);
    const acceptLanguage = header(req, 'accept-language');
    const fromHeader = this.o.countryHeader ? header(req, this.o.countryHeader)?.toUpperCase() : undefined;
    const headerCountry = fromHeader && /^[A-Z]{2}$/.test(fromHeader) ? fromHeader : null;
    const params = query ? new URLSearchParams(query) : null;
    const external = params?.get(EXTERNAL_CLICK_ID_PARAM);
    const externalClickId = external ? external.slice(0, MAX_EXTERNAL_CLICK_ID) : null;
    params?.delete(EXTERNAL_CLICK_ID_PARAM);
    // Printed QR codes carry ?qr=1: the scan is counted as such and the marker goes no further.
    const fromQr = params !== null && params.get(QR_MARKER_PARAM) === '1';
    if (fromQr) params.delete(QR_MARKER_PARAM, '1');

    const agent = classifyUserAgent(userAgent);
    const langs = acceptLanguage ? languagesOf(acceptLanguage) : [];
    // Looked up here only when a rule asks; otherwise the click writer does it, off the event loop.
    let country = headerCountry;
    let target = link.target;
    let ruled = false;
    if (link.rules.length > 0) {
      let looked = country !== null;
      const visitor: Visitor = {
        country: () => {
          if (!looked) {
            looked = true;
            country = this.o.country(ip);
          }
          return country;
        },
        langs,
        device: agent.device,
        minuteOfDay: Math.floor(now / 60_000) % 1440,
        ip,
      };
      // '' when no rule matched: rule targets are never empty.
      const ruleTarget = chooseTarget(link.rules, '', visitor);
      ruled = ruleTarget !== '';
      if (ruled) target = ruleTarget;
    }
    // Rules win over deep links and the A/B split.
    let setCookie: string | undefined;
    if (!ruled && link.extra !== null) {
      const routed = routeByExtras(link.extra, link.id, agent.os, header(req, 'cookie'));
      if (routed.target) target = routed.target;
      setCookie = routed.setCookie;
    }
    const clickId = link.conversionsEnabled ? randomBytes(12).toString('base64url') : null; // CLICK_ID_PATTERN's shape
    let location = clickId ? applyClickId(target, clickId) : target;
    if (params && params.size > 0) location = withForwardedParams(location, params);
    if (/[^\x21-\x7e]/.test(location)) location = asciiLocation(location);

    if (req.method !== 'HEAD') {
      if (link.extra !== null && !agent.isBot) this.o.cache.countClick(link.id, link.extra);
      this.o.recorder.record({
        ts: now,
        linkId: link.id,
        ownerId: link.ownerId,
        ip,
        agent,
        lang: langs[0] ?? null,
        referer: header(req, 'referer')?.slice(0, MAX_REFERER) ?? null,
        target,
        country,
        clickId,
        externalClickId,
        source: fromQr ? 'qr' : null,
      });
    }

    // A link that spends a click on each visit shows its target only to a visit that spends one: not
    // to a HEAD, nor to a crawler (whose visits are not counted, and whose user agent anyone can send).
    const withheld = link.extra !== null && link.extra.maxClicks !== null && (req.method === 'HEAD' || agent.isBot);
    if (agent.isBot && (link.og?.enabled || withheld)) {
      const html = withheld
        ? withheldPage(link.og?.enabled ? link.og : null, `https://${hostname}/${slug}`)
        : previewPage(link.og!, `https://${hostname}/${slug}`, location);
      res.writeHead(200, PAGE_HEADERS);
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    if (withheld) {
      res.writeHead(302, { 'cache-control': 'no-store' }).end();
      return;
    }
    if (setCookie) res.appendHeader('set-cookie', this.cookie(setCookie));
    // No Referrer-Policy: one on a redirect replaces the linking page's own for the rest of the visit.
    res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
  }
}

/**
 * A link that must not send the visitor on, answered: disabled (451, before expiry, since a disabled
 * link's expired_url is no safer than its target), or expired by date or clicks. False: none of those.
 */
function answeredUnavailable(link: CachedLink, now: number, req: IncomingMessage, res: ServerResponse): boolean {
  if (link.disabled) {
    res.writeHead(451, PAGE_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : DISABLED_PAGE);
    return true;
  }
  if ((link.expiresAt !== null && link.expiresAt <= now) || (link.extra !== null && isSpent(link.extra))) {
    answerExpired(link.extra, req, res);
    return true;
  }
  return false;
}

/** The short link's own query string (utm_* and the like) is passed on; the target's own values win. */
function withForwardedParams(location: string, params: URLSearchParams): string {
  try {
    const url = new URL(location);
    for (const [k, v] of params) if (!url.searchParams.has(k)) url.searchParams.append(k, v);
    return url.toString();
  } catch {
    return location;
  }
}

/**
 * A Location header must be ASCII: Node refuses other characters (the redirect would fail) and browsers
 * misread latin-1. The WHATWG serialisation percent-encodes the path and query and punycodes the host.
 */
function asciiLocation(location: string): string {
  try {
    return new URL(location).href;
  } catch {
    return location;
  }
}

function decodedSlug(path: string): string {
  try {
    return decodeURIComponent(path.slice(1));
  } catch {
    return '';
  }
}

/** A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; country, CIDR rules and IP hash want a.b.c.d. */
function unmapIPv4(ip: string): string {
  if (ip.charCodeAt(0) !== 58 /* : */) return ip;
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}
