import { compileRules, type CompiledRule } from '@kurz/core';
import { sql, type Database, type Kysely, type StoredOg } from '@kurz/db';
import QuickLRU from 'quick-lru';
import type { Logger } from '../context';
import { activeHosts, type ActiveHost } from '../domains';
import { DOMAINS_CHANGED, LINK_CHANNEL, linkKey, onLocalChange } from '../platform';
import { workspaceBanned } from '../abuse/banned';
import { extrasOf, type LinkExtras } from './linkExtras';

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
  /** An admin disabled the link or banned its owner: it answers 451. */
  disabled?: boolean;
  /** Click limit, password, A/B split, deep links: null for a link without any (the common case). */
  extra: LinkExtras | null;
}

/** A link not in the cache, and the visitors' wait for it. */
interface Miss {
  hostname: string;
  slug: string;
  key: string;
  resolve: (link: CachedLink | null) => void;
  reject: (err: unknown) => void;
}

/** Misses read in one query at the most: the statement stays small, and a cold start still takes a few. */
const MISSES_PER_READ = 500;

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<unknown>;

/**
 * Short links and short-link hosts held in memory, positive and negative entries alike, so a cached
 * redirect never waits on the database. Every replica listens for NOTIFY on LINK_CHANNEL and drops
 * what changed; the TTL is only a safety net should a notification be lost.
 */
export class LinkCache {
  private links = new QuickLRU<string, CachedLink | null>({ maxSize: 100_000, maxAge: 5 * 60_000 });
  private loading = new Map<string, Promise<CachedLink | null>>();
  /** Links asked for and not cached, waiting for the next read (loadMisses). */
  private misses: Miss[] = [];
  /** A read of misses is under way: misses arriving meanwhile wait for the next. */
  private reading = false;
  private hosts = new Map<string, ActiveHost>();
  /**
   * People clicks this replica counted on links with a click limit, by link id, beyond their cache
   * entries: a reload reads link_counters, which lacks the clicks still waiting in the click buffer,
   * and must not count from below what was already served.
   */
  private counted = new QuickLRU<number, number>({ maxSize: 100_000 });
  /** Bumped on every change, so a read that raced with a change is not cached. */
  private changes = 0;

  constructor(
    private db: Kysely<Database>,
    private log: Logger,
  ) {}

  /** Safe to call again after it failed (a database not yet up): nothing is registered before listen succeeds. */
  async start(listen: Listen): Promise<void> {
    await this.reloadHosts();
    // onChange never rejects: a failed reload of the hosts is logged.
    await listen(LINK_CHANNEL, (payload) => void this.onChange(payload));
    onLocalChange(this.db, async (payload) => this.onChange(payload));
  }

  isShortHost(hostname: string): boolean {
    return this.hosts.has(hostname);
  }

  /** An active short-link host's own settings (root and not-found URLs); undefined when not one. */
  host(hostname: string): ActiveHost | undefined {
    return this.hosts.get(hostname);
  }

  get(hostname: string, slug: string): CachedLink | null | Promise<CachedLink | null> {
    const key = linkKey(hostname, slug);
    const hit = this.links.get(key);
    if (hit !== undefined) return hit;
    let pending = this.loading.get(key);
    if (!pending) {
      // One database read per key however many visitors arrive at once.
      const load = this.miss(hostname, slug, key).finally(() => {
        // A change notice may have dropped this load and a newer one taken its place: that one stays.
        if (this.loading.get(key) === load) this.loading.delete(key);
      });
      pending = load;
      this.loading.set(key, load);
    }
    return pending;
  }

  /**
   * A link to read: with the other misses that arrive before the read under way ends, in one query. A
   * cold cache (a start, a flushed cache) meets hundreds of links within a second, and PGlite's one
   * session read them one after another, each visitor behind all the reads before (p99 400 ms).
   */
  private miss(hostname: string, slug: string, key: string): Promise<CachedLink | null> {
    return new Promise((resolve, reject) => {
      this.misses.push({ hostname, slug, key, resolve, reject });
      if (!this.reading) {
        this.reading = true;
        setImmediate(() => void this.loadMisses());
      }
    });
  }

  private async loadMisses(): Promise<void> {
    while (this.misses.length > 0) {
      const part = this.misses.splice(0, MISSES_PER_READ);
      try {
        const found = await this.load(part);
        for (const m of part) m.resolve(found.get(m.key) ?? null);
      } catch (err) {
        for (const m of part) m.reject(err);
      }
    }
    this.reading = false;
  }

  /** The links of `misses` by key (a key absent: no such link), cached unless something changed meanwhile. */
  private async load(misses: Miss[]): Promise<Map<string, CachedLink>> {
    const changesBefore = this.changes;
    const rows = await this.db
      .selectFrom('links')
      .leftJoin('link_counters', 'link_counters.link_id', 'links.id')
      .select([
        'id',
        'hostname',
        'slug',
        'links.owner_id',
        'target_url',
        'rules',
        'og',
        'conversions_enabled',
        'expires_at',
      ])
      .select((eb) =>
        eb.or([eb('disabled_at', 'is not', null), workspaceBanned(sql.ref('links.owner_id'))]).as('disabled'),
      )
      .select([
        'max_clicks',
        sql<string | null>`clicks_total + clicks_cut`.as('clicks_ever'),
        'clicks_exhausted_at',
        'expired_url',
        'password_hash',
        'targets',
        'ios_url',
        'android_url',
      ])
      .where(
        sql`(hostname, lower(slug))`,
        'in',
        sql`(select * from unnest(${misses.map((m) => m.hostname)}::text[], ${misses.map((m) => m.slug.toLowerCase())}::text[]))`,
      )
      .execute();
    const found = new Map<string, CachedLink>();
    for (const row of rows) {
      const link: CachedLink = {
        id: Number(row.id),
        ownerId: row.owner_id,
        target: row.target_url,
        rules: compileRules(row.rules),
        og: row.og,
        conversionsEnabled: row.conversions_enabled,
        expiresAt: row.expires_at ? row.expires_at.getTime() : null,
        // Always set, so every cached link has one shape on the hot path.
        disabled: !!row.disabled,
        extra: extrasOf(row),
      };
      if (link.extra) {
        const counted = this.counted.get(link.id);
        if (counted !== undefined && counted > link.extra.clicks) link.extra.clicks = counted;
      }
      found.set(linkKey(row.hostname, row.slug), link);
    }
    if (changesBefore === this.changes) for (const m of misses) this.links.set(m.key, found.get(m.key) ?? null);
    return found;
  }

  private onChange(payload: string): Promise<void> | undefined {
    this.changes++;
    if (payload === DOMAINS_CHANGED) return this.reloadHostsLogged();
    if (payload === '*') {
      // Changes may have been missed (a reconnected listener): forget everything, hosts included.
      this.links.clear();
      // Loads started before the notice would fill the cache with what it replaced.
      this.loading.clear();
      return this.reloadHostsLogged();
    }
    this.links.delete(payload);
    this.loading.delete(payload);
    return undefined;
  }

  /** A person's click on a link with extras, counted at once: this replica stops at max_clicks without waiting for the writer. */
  countClick(linkId: number, extra: LinkExtras): void {
    const clicks = ++extra.clicks;
    if (extra.maxClicks !== null && clicks > (this.counted.get(linkId) ?? 0)) this.counted.set(linkId, clicks);
  }

  private reloadHostsLogged(): Promise<void> {
    return this.reloadHosts().catch((err: unknown) => this.log.error({ err }, 'reloading short-link hosts failed'));
  }

  async reloadHosts(): Promise<void> {
    const hosts = new Map((await activeHosts(this.db)).map((h) => [h.hostname, h]));
    const gone = [...this.hosts.keys()].filter((h) => !hosts.has(h));
    this.hosts = hosts;
    if (gone.length === 0) return;
    // A host that stopped serving may later be verified by another account: none of its old links may linger.
    const prefixes = gone.map((h) => `${h}/`);
    for (const key of [...this.links.keys()]) if (prefixes.some((p) => key.startsWith(p))) this.links.delete(key);
  }
}
