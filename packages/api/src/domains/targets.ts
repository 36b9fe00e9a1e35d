import type { Database, Kysely } from '@kurz/db';
import { acrossWorkspaces } from '../workspaces/scope';
import { AppError } from '../errors';

/** A URL's host as compared with domain rows: lower-case, without the trailing dot of a fully qualified name. */
export const hostOfUrl = (url: string) => new URL(url).hostname.toLowerCase().replace(/\.$/, '');

/**
 * Targets (already normalised) must not point at kurz itself: a short-link host (system domains, users'
 * subdomains and own domains: every active domain, whoever owns it) would make a redirect loop or a
 * chain through someone else's link, and the dashboard's host is no destination either.
 */
export async function assertNotOwnHosts(db: Kysely<Database>, appOrigin: string, urls: string[]): Promise<void> {
  const hosts = [...new Set(urls.map(hostOfUrl))];
  if (hosts.length === 0) return;
  if (hosts.includes(new URL(appOrigin).hostname.toLowerCase())) throw new AppError('target_is_short_link');
  const own = await acrossWorkspaces(db, "a target on any workspace's short-link host is refused")
    .selectFrom('domains')
    .select('id')
    .where('hostname', 'in', hosts)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (own) throw new AppError('target_is_short_link');
}

/** Of the given URLs' hosts, those that are kurz itself (as assertNotOwnHosts decides), in one query: for bulk creates. */
export async function ownHostsAmong(db: Kysely<Database>, appOrigin: string, urls: string[]): Promise<Set<string>> {
  const hosts = [...new Set(urls.map(hostOfUrl))];
  const own = new Set<string>();
  const appHost = new URL(appOrigin).hostname.toLowerCase();
  if (hosts.includes(appHost)) own.add(appHost);
  if (hosts.length === 0) return own;
  const rows = await acrossWorkspaces(db, "a target on any workspace's short-link host is refused")
    .selectFrom('domains')
    .select('hostname')
    .where('hostname', 'in', hosts)
    .where('status', '=', 'active')
    .execute();
  for (const r of rows) own.add(r.hostname);
  return own;
}
