import { compileRules, type CompiledRule } from '@kurz/core';
import type { Database, Kysely, StoredOg } from '@kurz/db';
import QuickLRU from 'quick-lru';
import type { Logger } from '../context';
import { activeHostnames } from '../services/domains';
import { DOMAINS_CHANGED, LINK_CHANNEL, linkKey, onLocalChange } from '../services/events';

export interface CachedLink {
  id: number;
  ownerId: string;
  target: string;
  /** Compiled once when cached: a visit matches without parsing anything. */
  rules: CompiledRule[];
  og: StoredOg | null;
  conversionsEnabled: boolean;
  /** epoch ms, or null for links that never expire */
  expiresAt: number | null;
}

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<unknown>;

/**
 * Short links and short-link hosts held in memory, positive and negative entries alike, so a cached
 * redirect never waits on the database. Every replica listens for NOTIFY on LINK_CHANNEL and drops
 * what changed; the TTL is only a safety net should a notification be lost.
 */
export class LinkCache {
  private links = new QuickLRU<string, CachedLink | null>({ maxSize: 100_000, maxAge: 5 * 60_000 });
  private loading = new Map<string, Promise<CachedLink | null>>();
  private hosts = new Set<string>();
  /** Bumped on every change, so a read that raced with a change is not cached. */
  private changes = 0;

  constructor(
    private db: Kysely<Database>,
    private log: Logger,
  ) {}

  /** Safe to call again after it failed (a database not yet up): nothing is registered before listen succeeds. */
  async start(listen: Listen): Promise<void> {
    await this.reloadHosts();
    await listen(LINK_CHANNEL, (payload) => this.onChange(payload));
    onLocalChange(this.db, (payload) => this.onChange(payload));
  }

  isShortHost(hostname: string): boolean {
    return this.hosts.has(hostname);
  }

  get(hostname: string, slug: string): CachedLink | null | Promise<CachedLink | null> {
    const key = linkKey(hostname, slug);
    const hit = this.links.get(key);
    if (hit !== undefined) return hit;
    let pending = this.loading.get(key);
    if (!pending) {
      // One database read per key however many visitors arrive at once.
      pending = this.load(hostname, slug).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(hostname: string, slug: string): Promise<CachedLink | null> {
    const changesBefore = this.changes;
    const row = await this.db
      .selectFrom('links')
      .select(['id', 'owner_id', 'target_url', 'rules', 'og', 'conversions_enabled', 'expires_at'])
      .where('hostname', '=', hostname)
      .where('slug', '=', slug)
      .executeTakeFirst();
    const link: CachedLink | null = row
      ? {
          id: Number(row.id),
          ownerId: row.owner_id,
          target: row.target_url,
          rules: compileRules(row.rules),
          og: row.og,
          conversionsEnabled: row.conversions_enabled,
          expiresAt: row.expires_at ? row.expires_at.getTime() : null,
        }
      : null;
    if (changesBefore === this.changes) this.links.set(linkKey(hostname, slug), link);
    return link;
  }

  private onChange(payload: string): void {
    this.changes++;
    if (payload === DOMAINS_CHANGED) {
      this.reloadHosts().catch((err) => this.log.error({ err }, 'reloading short-link hosts failed'));
      return;
    }
    if (payload === '*') {
      // Changes may have been missed (a reconnected listener): forget everything, hosts included.
      this.links.clear();
      this.reloadHosts().catch((err) => this.log.error({ err }, 'reloading short-link hosts failed'));
      return;
    }
    this.links.delete(payload);
    this.loading.delete(payload);
  }

  async reloadHosts(): Promise<void> {
    this.hosts = new Set(await activeHostnames(this.db));
  }
}
