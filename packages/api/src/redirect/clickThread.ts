import { Worker } from 'node:worker_threads';
import type { Logger } from '../context';
import type { ClickSink, RawClick, RecorderStats } from './click';
import { ClickColumns } from './clickColumns';
import { DEFAULT_MAX_BUFFERED } from './clickRecorder';
import type { DbHandle } from '@kurz/db';
import type { FromWriter, ToWriter, WriterDatabase, WriterSettings, WriterThreadData } from './clickWriterWorker';

const RESTART_DELAY_MS = 5_000;
const STOP_GRACE_MS = 1_000;

/** What the writer thread runs: a module, and how Node must load it. */
export interface WriterCode {
  module: string;
  /** tsx's `esm/api`, registered in the thread before it loads TypeScript; null for JavaScript. */
  tsLoader: string | null;
  /** Node options for the thread: the built packages' resolution condition. */
  execArgv: string[];
}

/**
 * The writer this module comes with: built (scripts/build.mjs bundles clickWriterWorker.ts beside
 * it), the thread runs that under the server's package conditions; from source, the TypeScript
 * through `tsLoader`.
 */
export function clickWriterCode(tsLoader: string | null): WriterCode {
  // A CPU profile of the server (--cpu-prof) takes the writer thread's too.
  const profiling = process.execArgv.filter((arg) => arg.startsWith('--cpu-prof'));
  if (import.meta.url.endsWith('.js'))
    return {
      module: new URL('./clickWriterWorker.js', import.meta.url).href,
      tsLoader: null,
      execArgv: [...process.execArgv.filter((arg) => arg.startsWith('--conditions=')), ...profiling],
    };
  return { module: new URL('./clickWriterWorker.ts', import.meta.url).href, tsLoader, execArgv: profiling };
}

/**
 * Clicks written on a thread of their own: the redirect thread only collects them and hands them
 * over every handOverMs; the writer thread enriches, groups and writes them (clickWriterWorker.ts).
 * The event loop that answers redirects never encodes a batch or waits on the database, and the
 * writing runs on another core. On PostgreSQL the writer thread connects to `database.url`; on PGlite it
 * reaches the database's own thread through a port that `database.openPort` gives each thread it starts.
 */
export class ThreadedClickRecorder implements ClickSink {
  private pending = new ClickColumns();
  private timer: NodeJS.Timeout | null = null;
  private worker: Worker | null = null;
  /** Set while a new thread replaces one that died. */
  private restarting: Promise<void> | null = null;
  private waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  private nextId = 1;
  private recorded = 0;
  private lost = 0;
  private remote: RecorderStats = {
    recorded: 0,
    written: 0,
    dropped: 0,
    failedFlushes: 0,
    buffered: 0,
    spooled: 0,
    waiting: 0,
    failing: false,
  };
  private stopping = false;
  /** Where each thread started writes: its PostgreSQL URL, or a port of its own to PGlite's thread. */
  private readonly database: () => WriterDatabase;

  constructor(
    private settings: WriterSettings,
    { url, openPort }: Pick<DbHandle, 'url' | 'openPort'>,
    private code: WriterCode,
    private log: Logger,
    private handOverMs = 50,
  ) {
    if (openPort) this.database = () => ({ pglite: openPort() });
    else if (url) this.database = () => ({ databaseUrl: url });
    else throw new Error('the click writer needs a PostgreSQL URL or a port to the embedded database');
  }

  get stats(): RecorderStats {
    const { remote } = this;
    const pending = this.pending.length;
    return {
      ...remote,
      recorded: this.recorded,
      dropped: remote.dropped + this.lost,
      buffered: remote.buffered + pending,
      waiting: remote.waiting + pending,
    };
  }

  async start(): Promise<void> {
    if (this.worker) return;
    await this.spawn();
    this.timer = setInterval(() => this.handOver(), this.handOverMs);
    this.timer.unref();
  }

  record(click: RawClick): void {
    this.recorded++;
    // With no thread to take them (it keeps failing to start), clicks must not eat the memory.
    if (this.pending.length >= (this.settings.options.maxBuffered ?? DEFAULT_MAX_BUFFERED)) {
      if (this.lost++ % 10_000 === 0)
        this.log.error({ lost: this.lost }, 'click writer thread is not taking clicks; dropping them');
      return;
    }
    this.pending.add(click);
  }

  flush(): Promise<void> {
    return this.ask((id) => ({ flush: id }));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    await this.restarting;
    if (!this.worker) {
      if (this.pending.length > 0)
        this.log.error({ lost: this.pending.length }, 'no click writer thread at stop; clicks lost');
      this.lost += this.pending.length;
      this.pending.take();
      return;
    }
    await this.ask((id) => ({ stop: id }));
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    // The thread ends by itself once stopped (so that a CPU profile it takes is written); a thread that
    // does not within a second is ended.
    const ended = worker.threadId === -1 ? null : new Promise((resolve) => worker.once('exit', resolve));
    const late = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    await ended;
    clearTimeout(late);
  }

  private spawn(): Promise<void> {
    const { tsLoader, execArgv } = this.code;
    const entry = JSON.stringify(this.code.module);
    const boot = tsLoader
      ? `import(${JSON.stringify(tsLoader)}).then((tsx) => { tsx.register(); return import(${entry}); })`
      : `import(${entry})`;
    const database = this.database();
    const worker = new Worker(boot, {
      eval: true,
      workerData: { ...this.settings, ...database } satisfies WriterThreadData,
      transferList: 'pglite' in database ? [database.pglite] : [],
      execArgv,
    });
    this.worker = worker;
    return new Promise((resolve, reject) => {
      let started = false;
      worker.on('message', (msg: FromWriter) => {
        this.remote = msg.stats;
        if (!started) {
          started = true;
          resolve();
        }
        if (msg.done !== undefined) {
          this.waiting.get(msg.done)?.resolve();
          this.waiting.delete(msg.done);
        }
      });
      // A thread that never started must not stay this.worker: clicks posted to it would vanish uncounted.
      const failed = (err: Error) => {
        if (this.worker === worker) this.worker = null;
        reject(err);
      };
      worker.on('error', (err) => {
        if (!started) return failed(err);
        this.log.error({ err }, 'click writer thread failed');
      });
      worker.on('exit', (code) => {
        if (!started) return failed(new Error(`click writer thread exited with code ${code} before it started`));
        if (this.stopping) return;
        this.onCrash(code);
      });
    });
  }

  /** What the dead thread held is lost (counted); waiting callers hear of it; a new thread takes over. */
  private onCrash(code: number): void {
    this.lost += this.remote.buffered;
    this.log.error({ code, lost: this.remote.buffered }, 'click writer thread exited; starting a new one');
    this.remote = { ...this.remote, buffered: 0, waiting: this.remote.spooled };
    for (const w of this.waiting.values()) w.reject(new Error('click writer thread exited'));
    this.waiting.clear();
    this.worker = null;
    this.restart();
  }

  /** Until a thread runs again, clicks wait (up to maxBuffered) and flush fails fast. */
  private restart(): void {
    this.restarting = this.spawn()
      .catch((err: unknown) => {
        this.log.error({ err }, `click writer thread could not be restarted; trying again in ${RESTART_DELAY_MS} ms`);
        if (!this.stopping) setTimeout(() => this.restart(), RESTART_DELAY_MS).unref();
      })
      .finally(() => (this.restarting = null));
  }

  private handOver(): void {
    if (this.pending.length === 0 || !this.worker) return;
    const clicks = this.pending.take();
    const { ts, linkId, refs, agent, qr } = clicks;
    this.worker.postMessage({ clicks } satisfies ToWriter, [
      ts.buffer,
      linkId.buffer,
      refs.buffer,
      agent.buffer,
      qr.buffer,
    ]);
  }

  private async ask(msg: (id: number) => ToWriter): Promise<void> {
    await this.restarting;
    this.handOver();
    const worker = this.worker;
    if (!worker) throw new Error('click writer thread is not running');
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(msg(id));
    });
  }
}
