import { createHash } from 'node:crypto';
import { storableText } from '@kurz/core';
import type { DbHandle } from '@kurz/db';
import type { Logger } from '../context';
import { isRefusedInput } from '../errors';
import { writeClicks, type ClickRow } from '../services/rollups';
import type { CountryLookup } from './geo';
import type { AgentInfo } from './userAgent';

export const MAX_REFERER = 1000;
export const DEFAULT_MAX_BUFFERED = 200_000;
export const MAX_EXTERNAL_CLICK_ID = 200;

/**
 * What the redirect path knows at once, cut to length; the rest (country when unknown, IP hash,
 * text made storable) is worked out when the batch is written, off the redirect path.
 */
export interface RawClick {
  ts: number;
  linkId: number;
  ownerId: string;
  ip: string;
  /** The user agent as the redirect classified it (the raw string is not kept). */
  agent: AgentInfo;
  lang: string | null;
  referer: string | null;
  target: string;
  /** Country when already known (a trusted CDN header, or looked up for the rules); else looked up later. */
  country: string | null;
  clickId: string | null;
  externalClickId: string | null;
  /** 'qr' for a scan of a printed code; absent or null for everything else. */
  source?: 'qr' | null;
}

export interface RecorderOptions {
  flushIntervalMs?: number;
  batchSize?: number;
  /** Beyond this many unwritten clicks new ones are dropped (and counted) rather than eat the memory. */
  maxBuffered?: number;
  maxAttempts?: number;
}

export interface RecorderStats {
  recorded: number;
  written: number;
  dropped: number;
  failedFlushes: number;
  buffered: number;
}

/** Where the redirect path puts clicks: a ClickRecorder, or the handle of one on its own thread. */
export interface ClickSink {
  readonly stats: RecorderStats;
  record(click: RawClick): void;
  /** Resolves once every click recorded so far is written (or dropped). */
  flush(): Promise<void>;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/**
 * Buffers clicks in memory and writes them in batches: the clicks and their daily rollups (per link
 * and per account) in one transaction, every flushIntervalMs or batchSize rows. A failed batch goes back
 * to the buffer and is retried; after maxAttempts it is dropped, counted and logged.
 */
export class ClickRecorder implements ClickSink {
  private buffer: RawClick[] = [];
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private hashDay = '';
  private hashes = new Map<string, string>();
  private readonly opts: Required<RecorderOptions>;
  readonly stats: RecorderStats = { recorded: 0, written: 0, dropped: 0, failedFlushes: 0, buffered: 0 };

  constructor(
    private handle: Pick<DbHandle, 'db' | 'bulkInsert'>,
    private country: CountryLookup,
    private ipSalt: string,
    private log: Logger,
    opts: RecorderOptions = {},
  ) {
    this.opts = { flushIntervalMs: 200, batchSize: 1000, maxBuffered: DEFAULT_MAX_BUFFERED, maxAttempts: 5, ...opts };
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.opts.flushIntervalMs);
    this.timer.unref();
  }

  record(click: RawClick): void {
    this.stats.recorded++;
    if (this.buffer.length >= this.opts.maxBuffered) {
      this.drop(1, 'buffer full');
      return;
    }
    this.buffer.push(click);
    this.stats.buffered = this.buffer.length;
    if (this.buffer.length >= this.opts.batchSize) void this.flush();
  }

  /** Writes what is buffered now; concurrent callers share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** On shutdown: stop the timer and write everything, retrying failed batches. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.buffer.length > 0 || this.flushing) {
      await this.flush();
      if (this.buffer.length > 0 && this.attempts > 0) await new Promise((r) => setTimeout(r, 100));
    }
    if (this.stats.dropped > 0) this.log.warn({ ...this.stats }, 'clicks were dropped');
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.opts.batchSize);
      try {
        await this.writeIsolatingBadRows(batch);
        this.attempts = 0;
      } catch (err) {
        const { cause, unwritten } = err as Unwritten;
        this.stats.failedFlushes++;
        this.attempts++;
        if (this.attempts >= this.opts.maxAttempts) {
          this.attempts = 0;
          this.drop(unwritten.length, 'batch failed repeatedly', cause);
        } else {
          this.buffer.unshift(...unwritten);
          this.log.warn({ err: cause, rows: unwritten.length, attempt: this.attempts }, 'click batch failed; will retry');
        }
        break;
      } finally {
        this.stats.buffered = this.buffer.length;
      }
    }
  }

  /**
   * One row Postgres refuses (invalid text, an oversized key) must not sink the others: the batch is
   * halved until that row stands alone, and only it is dropped. Any other failure throws Unwritten with
   * exactly the rows not yet written.
   */
  private async writeIsolatingBadRows(batch: RawClick[]): Promise<void> {
    const parts = [batch];
    while (parts.length > 0) {
      const part = parts.shift()!;
      try {
        await this.write(part);
        this.stats.written += part.length;
      } catch (cause) {
        if (!isRefusedInput(cause)) throw { cause, unwritten: [part, ...parts].flat() } satisfies Unwritten;
        this.stats.failedFlushes++;
        if (part.length === 1) this.drop(1, 'row refused by the database', cause);
        else parts.unshift(part.slice(0, part.length >> 1), part.slice(part.length >> 1));
      }
    }
  }

  private drop(count: number, reason: string, err?: unknown): void {
    this.stats.dropped += count;
    this.log.error({ err, dropped: count, totalDropped: this.stats.dropped, reason }, 'clicks dropped');
  }

  private async write(batch: RawClick[]): Promise<void> {
    await writeClicks(this.handle, batch.map((c) => this.enrich(c)));
  }

  private enrich(c: RawClick): ClickRow {
    const { agent } = c;
    const ts = new Date(c.ts).toISOString();
    return {
      link_id: c.linkId,
      owner_id: c.ownerId,
      ts,
      country: c.country ?? this.country(c.ip),
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      lang: c.lang,
      referer: c.referer === null ? null : storableText(c.referer, MAX_REFERER) || null,
      target: c.target,
      ip_hash: this.ipHash(ts.slice(0, 10), c.ip),
      is_bot: agent.isBot,
      click_id: c.clickId,
      external_click_id: c.externalClickId === null ? null : storableText(c.externalClickId, MAX_EXTERNAL_CLICK_ID) || null,
      source: c.source ?? null,
    };
  }

  /** Visitors come back within a day: each (day, IP) is hashed once. */
  private ipHash(day: string, ip: string): string {
    if (day !== this.hashDay || this.hashes.size >= 100_000) {
      this.hashDay = day;
      this.hashes.clear();
    }
    let hash = this.hashes.get(ip);
    if (hash === undefined) this.hashes.set(ip, (hash = dailyIpHash(this.ipSalt, day, ip)));
    return hash;
  }
}

interface Unwritten {
  cause: unknown;
  unwritten: RawClick[];
}

/** Unique visitors are counted per day without keeping IPs: the salt changes the hash every day. */
function dailyIpHash(salt: string, day: string, ip: string): string {
  return createHash('sha256').update(`${salt}:${day}:${ip}`).digest('base64url').slice(0, 22);
}
