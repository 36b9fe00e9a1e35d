import { createHash } from 'node:crypto';
import type { Database, Kysely } from '@kurz/db';
import type { Logger } from '../context';
import { writeClicks, type ClickRow } from '../services/rollups';
import type { CountryLookup } from './geo';
import { classifyUserAgent } from './userAgent';

/** What the redirect path knows at once; the rest is worked out when the batch is written. */
export interface RawClick {
  ts: number;
  linkId: number;
  ownerId: string;
  ip: string;
  userAgent: string;
  lang: string | null;
  referer: string | null;
  target: string;
  /** Country when already known (a trusted CDN header, or looked up for the rules); else looked up later. */
  country: string | null;
  clickId: string | null;
  externalClickId: string | null;
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

/**
 * Buffers clicks in memory and writes them in batches: the clicks and their daily rollups (per link
 * and per account) in one statement, every flushIntervalMs or batchSize rows. A failed batch goes back
 * to the buffer and is retried; after maxAttempts it is dropped, counted and logged.
 */
export class ClickRecorder {
  private buffer: RawClick[] = [];
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly opts: Required<RecorderOptions>;
  readonly stats: RecorderStats = { recorded: 0, written: 0, dropped: 0, failedFlushes: 0, buffered: 0 };

  constructor(
    private db: Kysely<Database>,
    private country: CountryLookup,
    private ipSalt: string,
    private log: Logger,
    opts: RecorderOptions = {},
  ) {
    this.opts = { flushIntervalMs: 200, batchSize: 1000, maxBuffered: 200_000, maxAttempts: 5, ...opts };
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
        await this.write(batch);
        this.attempts = 0;
        this.stats.written += batch.length;
      } catch (err) {
        this.stats.failedFlushes++;
        this.attempts++;
        if (this.attempts >= this.opts.maxAttempts) {
          this.attempts = 0;
          this.drop(batch.length, 'batch failed repeatedly', err);
        } else {
          this.buffer.unshift(...batch);
          this.log.warn({ err, rows: batch.length, attempt: this.attempts }, 'click batch failed; will retry');
        }
        break;
      } finally {
        this.stats.buffered = this.buffer.length;
      }
    }
  }

  private drop(count: number, reason: string, err?: unknown): void {
    this.stats.dropped += count;
    this.log.error({ err, dropped: count, totalDropped: this.stats.dropped, reason }, 'clicks dropped');
  }

  private async write(batch: RawClick[]): Promise<void> {
    await writeClicks(this.db, batch.map((c) => this.enrich(c)));
  }

  private enrich(c: RawClick): ClickRow {
    const agent = classifyUserAgent(c.userAgent);
    const ts = new Date(c.ts);
    return {
      link_id: c.linkId,
      owner_id: c.ownerId,
      ts: ts.toISOString(),
      country: c.country ?? this.country(c.ip),
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      lang: c.lang,
      referer: c.referer,
      target: c.target,
      ip_hash: dailyIpHash(this.ipSalt, ts, c.ip),
      is_bot: agent.isBot,
      click_id: c.clickId,
      external_click_id: c.externalClickId,
    };
  }
}

/** Unique visitors are counted per day without keeping IPs: the salt changes the hash every day. */
export function dailyIpHash(salt: string, ts: Date, ip: string): string {
  return createHash('sha256').update(`${salt}:${ts.toISOString().slice(0, 10)}:${ip}`).digest('base64url').slice(0, 22);
}
