import { join } from 'node:path';
import {
  ClickRecorder,
  ThreadedClickRecorder,
  type ClickSink,
  createCountryLookup,
  createMailer,
  deliverDuePostbacks,
  ensureSystemDomains,
  LinkCache,
  localObjectStore,
  POSTBACK_POLL_MS,
  RedirectEngine,
  runHousekeeping,
  s3ObjectStore,
  smtpTransport,
  type ApiDeps,
  type Logger,
  type RecorderOptions,
} from '@kurz/api';
import type { DbHandle } from '@kurz/db';
import type { Config } from './config';

export interface RuntimeOptions {
  recorder?: RecorderOptions;
  /** Tests only: let the postback relay call a local receiver. */
  postbackAllowedIps?: string[];
  postbackRetryDelaysMs?: number[];
}

/** Everything long-lived a server process holds, built the same way for `main` and for tests. */
export interface Runtime {
  deps: ApiDeps;
  engine: RedirectEngine;
  cache: LinkCache;
  recorder: ClickSink;
  start(): Promise<void>;
  /** Writes buffered clicks; call after the HTTP server stopped taking requests. */
  stop(): Promise<void>;
}

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

export function createRuntime(handle: DbHandle, config: Config, log: Logger, options: RuntimeOptions = {}): Runtime {
  const country = createCountryLookup();
  // Clicks the database cannot take wait here, on disk, across restarts.
  const recording: RecorderOptions = { spoolDir: join(config.dataDir, 'spool'), ...options.recorder };
  const recorder: ClickSink = handle.url
    ? new ThreadedClickRecorder(
        // Off the event loop a batch may be larger: PostgreSQL upserts the rollups once per batch.
        { databaseUrl: handle.url, ipSalt: config.sessionSecret, logLevel: config.logLevel, options: { batchSize: 5_000, ...recording } },
        import.meta.resolve('tsx/esm/api'),
        log,
      )
    : new ClickRecorder(handle, country, config.sessionSecret, log, recording);
  const cache = new LinkCache(handle.db, log);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null;
  const deps: ApiDeps = {
    db: handle.db,
    log,
    mailer: createMailer(handle.db, log, transport),
    clicks: recorder,
    objects: config.s3 ? s3ObjectStore(config.s3) : localObjectStore(join(config.dataDir, 'objects')),
    config: {
      appOrigin: config.appOrigin,
      adminEmails: config.adminEmails,
      systemDomains: config.systemDomains,
      loginUrl: config.loginUrl,
      guestLinkTtlDays: config.guestLinkTtlDays,
      postbackRetryDelaysMs: options.postbackRetryDelaysMs ?? [2_000, 30_000, 300_000],
      postbackAllowedIps: options.postbackAllowedIps ?? [],
    },
  };
  const engine = new RedirectEngine({ cache, recorder, country, appOrigin: config.appOrigin, countryHeader: config.countryHeader });
  const housekeeping = new Background('housekeeping', log, HOUSEKEEPING_EVERY_MS, () =>
    runHousekeeping(deps).then((deleted) => {
      if (deleted.clicks || deleted.conversions || deleted.uploads) log.info({ deleted }, 'housekeeping deleted old data');
    }),
  );
  // At start too: retries left due by a previous run of this or another replica.
  const postbacks = new Background('relaying due postbacks', log, POSTBACK_POLL_MS, () => deliverDuePostbacks(deps), { now: true });
  return {
    deps,
    engine,
    cache,
    recorder,
    async start() {
      await ensureSystemDomains(handle.db, config.systemDomains);
      await cache.start(handle.listen);
      await recorder.start();
      housekeeping.start();
      postbacks.start();
    },
    async stop() {
      await Promise.all([housekeeping.stop(), postbacks.stop()]);
      await recorder.stop();
    },
  };
}

/**
 * Work repeated every `everyMs` in the background: a run never overlaps the one before (the next waits
 * for it), a failure is logged, and stop() waits for the run under way.
 */
class Background {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private name: string,
    private log: Logger,
    private everyMs: number,
    private work: () => Promise<unknown>,
    private opts: { now?: boolean } = {},
  ) {}

  start(): void {
    this.schedule(this.opts.now ? 0 : this.everyMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.work()
        .then(() => undefined, (err: unknown) => this.log.warn({ err }, `${this.name} failed`))
        .finally(() => {
          this.running = null;
          this.schedule(this.everyMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
