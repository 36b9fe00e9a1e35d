import { hash } from 'node:crypto';
import { storableText } from '@kurz/core';
import type { DbHandle } from '@kurz/db';
import type { Logger } from '../context';
import { isRefusedInput } from '../errors';
import { movePendingRollups, writeClicks, type ClickRow, type SpooledBatch } from '../stats';
import { MAX_EXTERNAL_CLICK_ID, MAX_REFERER, type ClickSink, type RawClick, type RecorderStats } from './click';
import { ClickSpool, newSegmentId } from './clickSpool';
import type { CountryLookup } from './geo';
import { SpoolReplica, type ReplicaOptions } from './spoolReplicas';

export const DEFAULT_MAX_BUFFERED = 200_000;
export const DEFAULT_MEMORY_LIMIT = 50_000;

export interface RecorderOptions {
  flushIntervalMs?: number;
  batchSize?: number;
  /** Beyond this many unwritten clicks in memory new ones are dropped (and counted) rather than eat the memory. */
  maxBuffered?: number;
  /** Where clicks the database cannot take go once memoryLimit of them wait (an append-only spool). */
  spoolDir: string;
  /** Clicks kept in memory while the database fails before they are spilled to the spool. */
  memoryLimit?: number;
  /** Replicas sharing one DATA_DIR: spoolDir is this one's folder in `root`, and it adopts the folders of replicas gone. */
  replicas?: ReplicaOptions;
}

/** While writes fail, one attempt a second, and a log line every ten seconds saying how many clicks wait. */
const RETRY_MS = 1_000;
const WAITING_LOG_MS = 10_000;
/** Flushes at stop while the database takes them (one may be under way, started before the stop). */
const STOP_WRITES = 3;
/** How often written batches' click groups are moved into stats_daily (movePendingRollups). */
const MOVE_PENDING_MS = 2_000;

/**
 * Buffers clicks in memory and writes them in batches: the clicks, their grouped counts for the daily
 * rollups and the visitors' sketches in one transaction, every flushIntervalMs or batchSize rows; the
 * grouped counts are moved into stats_daily every MOVE_PENDING_MS, on flush and on stop. A batch the database
 * does not take (it is unreachable) stays and is retried; past memoryLimit waiting clicks, and on stop,
 * they go to the spool on disk, which is written back (exactly once) when the database answers again,
 * by this process or the next one started on the same DATA_DIR.
 */
export class ClickRecorder implements ClickSink {
  private buffer: RawClick[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private spilling: Promise<void> | null = null;
  /** A batch whose write failed as a whole: it may have committed all the same, see writeAll. */
  private uncertain: { id: string; rows: RawClick[] } | null = null;
  /** Committed batches whose marker row is still to be deleted (see forgetBatch). */
  private unforgotten = new Set<string>();
  private retryAt = 0;
  /** Set by every batch written (and at start, for what an earlier run left): its groups wait to be moved. */
  private unmoved = true;
  private movedAt = 0;
  private failingSince: number | null = null;
  private loggedAt = 0;
  private droppedLoggedAt = -Infinity;
  private readonly spool: ClickSpool;
  private readonly replica: SpoolReplica | null;
  private readonly opts: Required<Omit<RecorderOptions, 'spoolDir' | 'replicas'>>;
  private readonly counts = { recorded: 0, written: 0, dropped: 0, failedFlushes: 0 };
  /** The last click time written out: clicks come in time order, dozens in the same millisecond. */
  private lastTime = { ms: NaN, iso: '' };

  constructor(
    private handle: Pick<DbHandle, 'db' | 'bulkInsert'>,
    private country: CountryLookup,
    private ipSalt: string,
    private log: Logger,
    opts: RecorderOptions,
  ) {
    const { spoolDir, replicas, ...rest } = opts;
    this.opts = {
      flushIntervalMs: 200,
      batchSize: 1000,
      maxBuffered: DEFAULT_MAX_BUFFERED,
      memoryLimit: DEFAULT_MEMORY_LIMIT,
      ...rest,
    };
    this.spool = new ClickSpool(spoolDir, replicas ? SpoolReplica.quietMs(replicas) : 0);
    this.replica = replicas ? new SpoolReplica(this.spool, spoolDir, replicas, log) : null;
  }

  get stats(): RecorderStats {
    const buffered = this.waitingInMemory();
    const spooled = this.spool.count;
    return { ...this.counts, buffered, spooled, waiting: buffered + spooled, failing: this.failingSince !== null };
  }

  async start(): Promise<void> {
    if (this.timer) return;
    await this.replica?.claim();
    await this.spool.open();
    this.replica?.run();
    if (this.spool.count > 0)
      this.log.warn({ spooled: this.spool.count }, 'clicks spooled by an earlier run will be written');
    this.timer = setInterval(() => void this.write(false), this.opts.flushIntervalMs);
    this.timer.unref();
  }

  record(click: RawClick): void {
    this.counts.recorded++;
    if (this.buffer.length >= this.opts.maxBuffered) {
      this.drop(1, 'buffer full');
      return;
    }
    this.buffer.push(click);
    if (this.failingSince === null) {
      if (this.buffer.length >= this.opts.batchSize) void this.write(false);
    } else if (this.waitingInMemory() >= this.opts.memoryLimit) void this.spill();
  }

  /** Writes what is buffered now (and what is spooled) and moves it into the rollups; concurrent callers share one flush. */
  async flush(): Promise<void> {
    await this.write(true);
    await this.movePending(true);
  }

  /**
   * On shutdown: stop the timer and write everything, the spool included. What the database does not
   * take now goes to the spool.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.spilling;
    // A flush under way (a replay finishing its file) completes first.
    await this.flushing;
    // With the database up, a graceful stop leaves nothing behind: the spool is written back too (a
    // kill meanwhile is safe: the replay is exactly once). A database that fails leaves it for later.
    for (
      let i = 0;
      i < STOP_WRITES && (this.stats.buffered > 0 || this.spool.pending || this.unforgotten.size > 0);
      i++
    ) {
      await this.write(true);
      if (this.failingSince !== null) break;
    }
    if (this.failingSince === null) await this.movePending(true);
    if (this.stats.buffered > 0 || this.unforgotten.size > 0) await this.spill();
    await this.spool.seal();
    if (this.spool.count > 0)
      this.log.warn({ spooled: this.spool.count }, 'clicks left in the spool for the next start');
    if (this.counts.dropped > 0) this.log.warn({ ...this.stats }, 'clicks were dropped');
    await this.replica?.stop(!this.spool.pending);
  }

  /**
   * A timed write takes what is buffered as one batch (more only while full batches wait): the batches
   * stay large under load, so the per-batch statements (counters, sketches) are paid for many clicks.
   * A forced one (flush, stop) writes everything, after the write under way if there is one.
   */
  private write(force: boolean): Promise<void> {
    if (!force && Date.now() < this.retryAt) return this.flushing ?? Promise.resolve();
    if (this.flushing) return force ? this.flushing.then(() => this.write(true)) : this.flushing;
    this.flushing = this.writeAll(force).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writeAll(force: boolean): Promise<void> {
    // Not while a spill moves clicks (an uncertain batch among them) to the spool.
    if (this.spilling) return;
    if (this.uncertain) {
      const { id, rows } = this.uncertain;
      try {
        await this.writeIsolatingBadRows(rows, { segment: id, first: 0 });
      } catch (err) {
        return this.failed((err as Unwritten).cause);
      }
      this.uncertain = null;
      await this.forgetBatch(id);
    }
    // Before the batches, not after: a flush that joins this write then returns only once the clicks
    // recorded during the move are written too. And not beside them: on PGlite the move's transaction
    // and a batch's would wait on each other for the one session.
    if (this.failingSince === null) await this.movePending(false);
    try {
      await this.writeBuffered(force);
    } catch (err) {
      return this.failed((err as Unwritten).cause);
    }
    if (this.spool.pending) {
      try {
        await this.drainSpool(this.spool);
      } catch (err) {
        return this.failed((err as Unwritten).cause ?? err);
      }
    }
    if (this.unforgotten.size > 0) await this.forgetBatch();
    if (this.failingSince !== null) {
      this.log.info({ outageMs: Date.now() - this.failingSince, ...this.stats }, 'the database takes clicks again');
      this.failingSince = null;
    }
  }

  /**
   * Writes the buffered clicks as batches: all of them when forced, else the first batch and then only
   * full ones. A batch that fails stays (uncertain, or back in the buffer) and the failure is thrown.
   */
  private async writeBuffered(force: boolean): Promise<void> {
    for (let first = true; this.buffer.length > 0; first = false) {
      if (!first && !force && this.buffer.length < this.opts.batchSize) return;
      const batch = this.buffer.splice(0, this.opts.batchSize);
      // Each batch commits a row under its id: retried after a failure that may have come after its
      // COMMIT (a connection lost meanwhile), it is refused by that row instead of written twice.
      const id = newSegmentId();
      try {
        await this.writeIsolatingBadRows(batch, { segment: id, first: 0 });
      } catch (err) {
        const { unwritten } = err as Unwritten;
        if (unwritten.length === batch.length) this.uncertain = { id, rows: batch };
        else this.buffer = unwritten.concat(this.buffer);
        throw err;
      }
      await this.forgetBatch(id);
    }
  }

  /**
   * Moves the click groups of written batches into stats_daily (movePendingRollups): at most every
   * MOVE_PENDING_MS after this recorder wrote, or now when forced, whoever wrote them. Two moves at
   * once (a flush's beside a timed one) are safe: each takes the groups the other has not. A move
   * that fails is tried again with the next one; the groups wait in the database meanwhile.
   */
  private async movePending(force: boolean): Promise<void> {
    if (!force && (!this.unmoved || Date.now() - this.movedAt < MOVE_PENDING_MS)) return;
    // Batches written from here on are for the next move.
    this.unmoved = false;
    this.movedAt = Date.now();
    try {
      await movePendingRollups(this.handle.db);
    } catch (err) {
      this.unmoved = true;
      this.log.warn({ err }, 'written clicks could not be moved into the rollups yet; trying again');
    }
  }

  /** The database did not take a batch: it stays (in memory, or spilled) and is tried again later. */
  private failed(cause: unknown): void {
    this.counts.failedFlushes++;
    const now = Date.now();
    this.retryAt = now + RETRY_MS;
    this.failingSince ??= now;
    if (now - this.loggedAt >= WAITING_LOG_MS) {
      this.loggedAt = now;
      this.log.warn({ err: cause, ...this.stats }, 'clicks cannot be written; they wait for the database');
    }
    if (this.waitingInMemory() >= this.opts.memoryLimit) void this.spill();
  }

  private waitingInMemory(): number {
    return this.buffer.length + (this.uncertain?.rows.length ?? 0);
  }

  /**
   * A confirmed batch needs its row no more. A row the database could not delete just then (it went
   * away) is deleted with the next one; a stop before that leaves it to the spool (spill).
   */
  private async forgetBatch(id?: string): Promise<void> {
    if (id !== undefined) this.unforgotten.add(id);
    const ids = [...this.unforgotten];
    if (ids.length === 0) return;
    try {
      await this.handle.db.deleteFrom('spooled_click_batches').where('segment', 'in', ids).execute();
      for (const done of ids) this.unforgotten.delete(done);
    } catch {
      // Kept in unforgotten.
    }
  }

  /**
   * Moves every click waiting in memory to the spool (one append, one fsync). A batch whose write
   * may have committed goes as a segment named by its id, so its replay meets the row it committed.
   */
  private spill(): Promise<void> {
    const spool = this.spool;
    this.spilling ??= (async () => {
      await this.flushing;
      const uncertain = this.uncertain;
      const clicks = this.buffer;
      this.buffer = [];
      try {
        if (uncertain) {
          await spool.writeSegment(uncertain.id, uncertain.rows);
          this.uncertain = null;
        }
        // A committed batch whose row is still in the database: an empty segment under its id, whose
        // replay (by this process or the next) deletes the row.
        for (const id of [...this.unforgotten]) {
          await spool.writeSegment(id, []);
          this.unforgotten.delete(id);
        }
        await spool.append(clicks);
      } catch (err) {
        this.log.error({ err, clicks: clicks.length }, 'spilling clicks to the spool failed; they stay in memory');
        this.buffer = clicks.concat(this.buffer);
      }
    })().finally(() => (this.spilling = null));
    return this.spilling;
  }

  /**
   * Writes every sealed spool segment back, batch by batch. Each batch commits a row naming its
   * segment and first row together with its clicks, so batches already written (before a crash, or
   * by an earlier attempt) are skipped and none is written twice. The file goes once all are in.
   */
  private async drainSpool(spool: ClickSpool): Promise<void> {
    await spool.seal();
    for (const segment of await spool.segmentIds()) {
      const clicks = await spool.read(segment);
      const done = await this.handle.db
        .selectFrom('spooled_click_batches')
        .select(['first_row', 'row_count'])
        .where('segment', '=', segment)
        .execute();
      const written = new Uint8Array(clicks.length);
      for (const b of done) written.fill(1, b.first_row, b.first_row + b.row_count);
      let rows = written.reduce((n, w) => n + w, 0);
      spool.progress(segment, rows);
      for (let i = 0; i < clicks.length;) {
        if (written[i]) {
          i++;
          continue;
        }
        let end = i;
        while (end < clicks.length && !written[end] && end - i < this.opts.batchSize) end++;
        await this.writeIsolatingBadRows(clicks.slice(i, end), { segment, first: i });
        spool.progress(segment, (rows += end - i));
        i = end;
        // Clicks go on arriving during a long replay: a full batch of them is written in between,
        // rather than let the buffer grow to its limit and drop them.
        if (this.buffer.length >= this.opts.batchSize) await this.writeBuffered(false);
      }
      await spool.remove(segment);
      await this.handle.db.deleteFrom('spooled_click_batches').where('segment', '=', segment).execute();
    }
  }

  /**
   * One row Postgres refuses (invalid text, an oversized key, a broken constraint) must not sink the others: the batch is
   * halved until that row stands alone, and only it is dropped. Any other failure throws Unwritten with
   * exactly the rows not yet written.
   */
  private async writeIsolatingBadRows(batch: RawClick[], spooled?: SpooledBatch): Promise<void> {
    const parts = [{ rows: batch, first: spooled?.first ?? 0 }];
    while (parts.length > 0) {
      const part = parts.shift()!;
      const mark = spooled && { segment: spooled.segment, first: part.first };
      try {
        await writeClicks(
          this.handle,
          part.rows.map((c) => this.enrich(c)),
          mark,
        );
        this.unmoved = true;
        this.counts.written += part.rows.length;
      } catch (cause) {
        // Another run wrote this spooled batch already.
        if (mark && isDuplicateBatch(cause)) continue;
        if (!isRefusedRow(cause)) {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the rows travel with the failure to the catch that keeps them
          throw { cause, unwritten: [part, ...parts].flatMap((p) => p.rows) } satisfies Unwritten;
        }
        this.counts.failedFlushes++;
        const half = part.rows.length >> 1;
        if (part.rows.length === 1) this.drop(1, 'row refused by the database', cause);
        else
          parts.unshift(
            { rows: part.rows.slice(0, half), first: part.first },
            { rows: part.rows.slice(half), first: part.first + half },
          );
      }
    }
  }

  /** Counted every time; logged at most every WAITING_LOG_MS (a full buffer drops clicks one by one). */
  private drop(count: number, reason: string, err?: unknown): void {
    this.counts.dropped += count;
    const now = Date.now();
    if (now - this.droppedLoggedAt < WAITING_LOG_MS) return;
    this.droppedLoggedAt = now;
    this.log.error({ err, dropped: count, totalDropped: this.counts.dropped, reason }, 'clicks dropped');
  }

  /** The ISO form of a click time; the clicks of one millisecond share one string (and so its hash in a Map). */
  private isoTime(ms: number): string {
    if (ms !== this.lastTime.ms) this.lastTime = { ms, iso: new Date(ms).toISOString() };
    return this.lastTime.iso;
  }

  private enrich(c: RawClick): ClickRow {
    const { agent } = c;
    const ts = this.isoTime(c.ts);
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
      ip_hash: dailyIpHash(this.ipSalt, ts, c.ip),
      is_bot: agent.isBot,
      click_id: c.clickId,
      external_click_id:
        c.externalClickId === null ? null : storableText(c.externalClickId, MAX_EXTERNAL_CLICK_ID) || null,
      source: c.source ?? null,
    };
  }
}

/**
 * A row the database will never take (bad text, an oversized key, a constraint it breaks): retrying
 * cannot help, so it is isolated and dropped. Anything else (the database is unreachable) is retried.
 */
function isRefusedRow(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isRefusedInput(error) || (typeof code === 'string' && code.startsWith('23'));
}

function isDuplicateBatch(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' &&
    (e.constraint === 'spooled_click_batches_pkey' || String(e.message).includes('spooled_click_batches_pkey'))
  );
}

interface Unwritten {
  cause: unknown;
  unwritten: RawClick[];
}

/**
 * Unique visitors are counted per day without keeping IPs: the salt changes the hash every day. `ts`
 * is the click's ISO time (its first ten characters the day).
 */
function dailyIpHash(salt: string, ts: string, ip: string): string {
  // One-shot, and not cached per IP: a Hash object per visitor cost three times as much, and a cache
  // of 100,000 addresses cost more to keep than the hashing it saved.
  return hash('sha256', `${salt}:${ts.slice(0, 10)}:${ip}`, 'base64url').slice(0, 22);
}
