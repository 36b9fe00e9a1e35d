import { createHash } from 'node:crypto';
import type { Database, Kysely, NewClick } from '@kurz/db';
import { sql } from '@kurz/db';
import type { Logger } from '../context';
import { addToRollups } from '../services/rollups';
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
  /** Country from a trusted CDN header, when there is one. */
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
 * Buffers clicks in memory and writes them in batches: one multi-row insert and the daily rollups
 * (per link and per account) in the same transaction, every flushIntervalMs or batchSize rows. A failed batch goes back
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
    const rows = batch.map((c) => this.enrich(c));
    const col = <K extends keyof NewClick>(k: K) => rows.map((r) => r[k]);
    await this.db.transaction().execute(async (trx) => {
      // One array parameter a column: a 1,000-row batch is 15 parameters, not 15,000, to bind and parse.
      await sql`
        insert into clicks (link_id, owner_id, ts, country, device, browser, os, lang, referer, target, ip_hash, is_bot, click_id, external_click_id)
        select * from unnest(
          ${col('link_id')}::bigint[], ${col('owner_id')}::uuid[], ${col('ts')}::timestamptz[], ${col('country')}::text[],
          ${col('device')}::text[], ${col('browser')}::text[], ${col('os')}::text[], ${col('lang')}::text[],
          ${col('referer')}::text[], ${col('target')}::text[], ${col('ip_hash')}::text[], ${col('is_bot')}::boolean[],
          ${col('click_id')}::text[], ${col('external_click_id')}::text[])`.execute(trx);
      await addToRollups(trx, rows);
    });
  }

  private enrich(c: RawClick): NewClick {
    const agent = classifyUserAgent(c.userAgent);
    const ts = new Date(c.ts);
    return {
      link_id: c.linkId,
      owner_id: c.ownerId,
      ts,
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
