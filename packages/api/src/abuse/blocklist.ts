import type { Database, Kysely } from '@kurz/db';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';
import { baseHandle } from '../platform/baseHandle';

/**
 * A host as the list and the check compare it: lower-case, no trailing dot, no brackets around IPv6,
 * an IPv6 address in its one short form, and an IPv4-mapped one (`[::ffff:203.0.113.9]`, which a URL
 * writes `[::ffff:cb00:7109]`) as the IPv4 address it reaches.
 */
function canonicalHost(host: string): string {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (!name.includes(':') || !ipaddr.IPv6.isValid(name)) return name;
  const ip = ipaddr.IPv6.parse(name);
  return ip.isIPv4MappedAddress() ? ip.toIPv4Address().toString() : ip.toString();
}

/**
 * One host a line; '#' starts a comment (whole line or after the host), blank lines are ignored. A
 * line may also be a URL (its host is taken) so lists copied from feeds work as they are.
 */
export function parseBlocklist(text: string): Set<string> {
  const hosts = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    let host = line.split(/\s+/)[0]!;
    if (host.includes('/')) {
      try {
        host = new URL(host.includes('://') ? host : `http://${host}`).hostname;
      } catch {
        continue;
      }
    }
    host = canonicalHost(host);
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * The hosts targets may not point at, held in memory. Blocking evil.com blocks every name under it
 * (a.evil.com) but not notevil.com: a lookup tries the host and each parent domain, O(labels).
 */
export class HostBlocklist {
  private hosts: ReadonlySet<string> = new Set();

  get size(): number {
    return this.hosts.size;
  }

  replace(hosts: ReadonlySet<string>): void {
    this.hosts = hosts;
  }

  isBlocked(host: string): boolean {
    if (this.hosts.size === 0) return false;
    let name = canonicalHost(host);
    for (;;) {
      if (this.hosts.has(name)) return true;
      const dot = name.indexOf('.');
      if (dot === -1) return false;
      name = name.slice(dot + 1);
    }
  }
}

/**
 * The process's blocklist, by database handle as the local change listeners are: services that take
 * only the handle can check targets, and two servers in one test process keep lists of their own.
 */
const lists = new WeakMap<object, HostBlocklist>();

export function useBlocklist(db: Kysely<Database>, blocklist: HostBlocklist): void {
  lists.set(baseHandle(db), blocklist);
}

/** Targets (already normalised http(s) URLs) whose host, or a parent domain of it, is blocked: target_blocked. */
export function assertTargetAllowed(db: Kysely<Database>, urls: readonly string[]): void {
  const list = lists.get(baseHandle(db));
  if (!list || list.size === 0) return;
  for (const url of urls) {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      continue;
    }
    if (list.isBlocked(host)) throw new AppError('target_blocked');
  }
}
