import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { useAgent } from 'request-filtering-agent';

export interface SafeGetOptions {
  timeoutMs: number;
  /** Addresses allowed despite being private or loopback (tests only). */
  allowIps?: string[];
  /** Every address allowed: private, loopback and link-local too (WEBHOOKS_ALLOW_PRIVATE_TARGETS, development only). */
  allowPrivate?: boolean;
}

/** The address filter refused the destination (private, loopback, link-local): final, retrying cannot help. */
export class RefusedAddressError extends Error {
  constructor(cause: Error) {
    super(`address refused: ${cause.message}`, { cause });
    this.name = 'RefusedAddressError';
  }
}

/**
 * Besides every range ipaddr.js names (private, loopback, link-local, IPv4-mapped, NAT64 64:ff9b::/96,
 * 6to4 2002::/16, Teredo, ...): IPv4-compatible IPv6, ::/96, which it counts as unicast although
 * `[::127.0.0.1]` is loopback in disguise.
 */
const EXTRA_REFUSED_RANGES = ['::/96'];
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Whether an address (as resolved, or a literal) is one no server-side call may reach. */
export function isRefusedAddress(ip: string): boolean {
  const addr = ipaddr.process(ip);
  return addr.range() !== 'unicast' || (addr.kind() === 'ipv6' && addr.match(IPV4_COMPATIBLE));
}

// request-filtering-agent's refusals are plain Errors; their wording is the only mark they carry.
const isFilterRefusal = (err: Error) => /^DNS lookup .* is not allowed\b/.test(err.message);

/**
 * GET a user-supplied URL from the server without letting it reach private, loopback or link-local
 * addresses (checked on the resolved IP at connect time, so DNS rebinding does not get around it).
 * Resolves to the HTTP status; rejects on a refused address, a network error or when the status has
 * not arrived within timeoutMs. A refused address rejects with RefusedAddressError.
 */
export function safeGet(url: string, { timeoutMs, allowIps = [] }: SafeGetOptions): Promise<number> {
  return safeRequest(url, { method: 'GET', headers: { 'user-agent': 'kurz-postback/1' } }, null, timeoutMs, {
    allowIps,
  });
}

export interface SafePostOptions extends SafeGetOptions {
  headers: Record<string, string>;
}

/**
 * POST a body to a user-supplied URL under the same address filter and deadline as safeGet (webhooks).
 * Resolves to the HTTP status; the answer's body is read and dropped.
 */
export function safePost(
  url: string,
  body: string,
  { timeoutMs, allowIps = [], allowPrivate = false, headers }: SafePostOptions,
): Promise<number> {
  return safeRequest(
    url,
    { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
    body,
    timeoutMs,
    { allowIps, allowPrivate },
  );
}

/** One request through the address filter, with a deadline for the whole exchange; resolves to the status. */
function safeRequest(
  url: string,
  options: http.RequestOptions,
  body: string | null,
  timeoutMs: number,
  { allowIps, allowPrivate = false }: { allowIps: string[]; allowPrivate?: boolean },
): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error('unsupported protocol'));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        ...options,
        agent: useAgent(
          url,
          allowPrivate
            ? { allowPrivateIPAddress: true }
            : { allowIPAddressList: allowIps, denyIPAddressList: EXTRA_REFUSED_RANGES },
        ),
      },
      (res) => {
        clearTimeout(deadline);
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // A deadline for the whole request: a peer sending its headers a byte at a time never goes idle.
    const deadline = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(deadline);
      reject(isFilterRefusal(err) ? new RefusedAddressError(err) : err);
    });
    req.end(body ?? undefined);
  });
}

/** How long a save waits for DNS before letting the URL through (the relay checks again when it connects). */
const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Whether a user-supplied URL names a private, loopback, link-local or otherwise non-public address: as
 * an IP literal or through any address its host name resolves to now, by the rule safeGet applies when
 * it connects. A name that does not resolve is not refused here (DNS may be down); safeGet still is.
 */
export async function isPrivateAddress(url: string, allowIps: string[] = []): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
    });
    try {
      addresses = (await Promise.race([lookup(host, { all: true, verbatim: true }), timeout])).map((a) => a.address);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
  return addresses.some((a) => !allowIps.includes(a) && isRefusedAddress(a));
}
