import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyClickId, chooseTarget, EXTERNAL_CLICK_ID_PARAM, parseAcceptLanguage, QR_MARKER_PARAM, SLUG_PATTERN, type Visitor } from '@kurz/core';
import { MAX_EXTERNAL_CLICK_ID, MAX_REFERER, type ClickSink } from './click';
import type { CountryLookup } from './geo';
import type { CachedLink, LinkCache } from './linkCache';
import { memoized } from './memo';
import { DISABLED_PAGE, NOT_FOUND_PAGE, previewPage } from './pages';
import { classifyUserAgent } from './userAgent';

export interface RedirectEngineOptions {
  cache: LinkCache;
  recorder: ClickSink;
  country: CountryLookup;
  appOrigin: string;
  /** Header a trusted CDN puts the visitor's country in (e.g. cf-ipcountry); null when not behind one. */
  countryHeader: string | null;
  now?: () => number;
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};

// Visitors send a few hundred distinct Accept-Language values; each is parsed once.
const languagesOf = memoized(parseAcceptLanguage, 2_000);

/** The hot path: short link in, 302 out, click into the buffer. No database on a cache hit. */
export class RedirectEngine {
  constructor(private o: RedirectEngineOptions) {}

  isShortHost(hostname: string): boolean {
    return this.o.cache.isShortHost(hostname);
  }

  /**
   * `ip` is the client address as the app resolved it (trust-proxy aware). A cached link is answered
   * synchronously; only a cache miss returns a promise (no microtask hops on the hot path).
   */
  handle(hostname: string, ip: string, req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
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
    if (!link || (link.expiresAt !== null && link.expiresAt <= now)) {
      const notFoundUrl = this.o.cache.host(hostname)?.notFoundUrl;
      if (notFoundUrl) {
        res.writeHead(302, { location: notFoundUrl, 'cache-control': 'no-store' }).end();
        return;
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
      return;
    }
    if (link.disabled) {
      res.writeHead(451, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : DISABLED_PAGE);
      return;
    }
    this.serveLink(link, hostname, slug, unmapIPv4(ip), query, now, req, res);
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
    let country = headerCountry;
    let target = link.target;
    if (link.rules.length > 0) {
      const d = new Date(now);
      country ??= this.o.country(ip);
      const visitor: Visitor = { country, langs, device: agent.device, minuteOfDay: d.getUTCHours() * 60 + d.getUTCMinutes(), ip };
      target = chooseTarget(link.rules, link.target, visitor);
    }
    const clickId = link.conversionsEnabled ? randomBytes(12).toString('base64url') : null; // CLICK_ID_PATTERN's shape
    let location = clickId ? applyClickId(target, clickId) : target;
    if (params && params.size > 0) location = withForwardedParams(location, params);
    if (/[^\x21-\x7e]/.test(location)) location = asciiLocation(location);

    if (req.method === 'GET') {
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

    if (agent.isBot && link.og?.enabled) {
      const html = previewPage(link.og, `https://${hostname}/${slug}`, location);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    res.writeHead(302, { location, 'cache-control': 'no-store', 'referrer-policy': 'unsafe-url' }).end();
  }
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
