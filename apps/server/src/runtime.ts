import { join } from 'node:path';
import {
  BlocklistSource,
  useBlocklist,
  holdImportThread,
  holdQrThread,
  ImportWorker,
  ThreadedClickRecorder,
  clickWriterCode,
  type ClickSink,
  createBilling,
  createCountryLookup,
  createMailer,
  createTlsProvider,
  deliverDuePostbacks,
  DOMAIN_RECHECK_POLL_MS,
  recheckDueDomains,
  ensureSystemDomains,
  LinkCache,
  MailRequestWorker,
  localObjectStore,
  POSTBACK_POLL_MS,
  RedirectEngine,
  runHousekeeping,
  runWebhooks,
  WEBHOOK_POLL_MS,
  WEBHOOK_SENDER_LIMITS,
  WebhookSender,
  type SenderLimits,
  s3ObjectStore,
  smtpTransport,
  type ApiDeps,
  type Logger,
  type RecorderOptions,
  type WriterCode,
} from '@kurz/api';
import { connect, type DbHandle } from '@kurz/db';
import type { Config } from './config';

export interface RuntimeOptions {
  recorder?: Partial<RecorderOptions>;
  /** The click writer thread's code (PostgreSQL); by default the one built beside @kurz/api, or its source through tsx. */
  clickWriter?: WriterCode;
  /** Tests only: let the postback relay call a local receiver. */
  postbackAllowedIps?: string[];
  postbackRetryDelaysMs?: number[];
  /** Tests only: webhook timings (retry waits, click batching, the poll, failures before disabling). */
  webhookRetryDelaysMs?: number[];
  webhookClickBatchMs?: number;
  webhookPollMs?: number;
  webhookDisableAfter?: number;
  /** Deliveries at once, per endpoint and per account per claim (benches try others). */
  webhookSender?: Partial<SenderLimits>;
  /** How long a sign-in past an account's ceiling waits (3 s); tests shorten it. */
  loginSlowdownMs?: number;
  /** false: queued mail is sent only by runtime.mail.drain() (a test looking at what a request wrote). */
  mailWorker?: boolean;
}

/** Everything long-lived a server process holds, built the same way for `main` and for tests. */
export interface Runtime {
  deps: ApiDeps;
  engine: RedirectEngine;
  cache: LinkCache;
  recorder: ClickSink;
  /** Sends queued mail (password resets) off the request path. */
  mail: MailRequestWorker;
  start(): Promise<void>;
  /** Writes buffered clicks; call after the HTTP server stopped taking requests. */
  stop(): Promise<void>;
}

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/** tsx's loader where it is installed (from source); the built server's image has none. */
function tsxLoader(): string | null {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return null;
  }
}

export function createRuntime(handle: DbHandle, config: Config, log: Logger, options: RuntimeOptions = {}): Runtime {
  const country = createCountryLookup();
  // Clicks the database cannot take wait here, on disk, across restarts.
  // One folder per replica (replicas may share DATA_DIR); a replica adopts the folders of replicas gone.
  const spoolRoot = join(config.dataDir, 'spool');
  const recording: RecorderOptions = {
    spoolDir: join(spoolRoot, config.replicaId),
    replicas: { root: spoolRoot, beatMs: config.spoolBeatMs, adoptEveryMs: 6 * config.spoolBeatMs },
    ...options.recorder,
  };
  // Clicks are written on a thread of their own, on either database (PGlite's thread is reached through a port).
  // Off the event loop a batch may be larger: the link counters and visitor sketches are updated once
  // per link and batch, so half a second of a busy server's clicks in one batch costs the database a
  // quarter of what the small batches written one after another did.
  const recorder = new ThreadedClickRecorder(
    {
      ipSalt: config.sessionSecret,
      logLevel: config.logLevel,
      options: { batchSize: 20_000, flushIntervalMs: 500, ...recording },
    },
    handle,
    options.clickWriter ?? clickWriterCode(tsxLoader()),
    log,
  );
  const cache = new LinkCache(handle.db, log);
  const blocklist = new BlocklistSource(config.blocklist, log);
  useBlocklist(handle.db, blocklist.list);
  // Renders and decodes QR images off the event loop; shared by the runtimes of one process.
  const releaseQrThread = holdQrThread();
  // Reads import files off the event loop; run from source, the thread loads the checks' TypeScript through tsx.
  const releaseImportThread = holdImportThread(tsxLoader());
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null;
  const mail = new MailRequestWorker(() => deps, log, options.mailWorker ?? true);
  const deps: ApiDeps = {
    db: handle.db,
    mailQueue: mail,
    log,
    mailer: createMailer(handle.db, log, transport),
    clicks: recorder,
    objects: config.s3 ? s3ObjectStore(config.s3) : localObjectStore(join(config.dataDir, 'objects')),
    billing: config.stripe ? createBilling(config.stripe) : null,
    domains: { dns: config.dns, tls: createTlsProvider(config.tls) },
    config: {
      appOrigin: config.appOrigin,
      adminEmails: config.adminEmails,
      systemDomains: config.systemDomains,
      loginUrl: config.loginUrl,
      guestLinkTtlDays: config.guestLinkTtlDays,
      postbackRetryDelaysMs: options.postbackRetryDelaysMs ?? [2_000, 30_000, 300_000],
      postbackAllowedIps: options.postbackAllowedIps ?? [],
      sessionSecret: config.sessionSecret,
      previousSessionSecrets: config.previousSessionSecrets,
      loginSlowdownMs: options.loginSlowdownMs ?? 3_000,
      webhookRetryDelaysMs: options.webhookRetryDelaysMs,
      webhookClickBatchMs: options.webhookClickBatchMs,
      webhookDisableAfter: options.webhookDisableAfter,
      webhooksAllowPrivateTargets: config.webhooksAllowPrivateTargets,
    },
  };
  if (config.webhooksAllowPrivateTargets)
    log.warn({}, 'WEBHOOKS_ALLOW_PRIVATE_TARGETS is on: webhooks may reach private and loopback addresses');
  const engine = new RedirectEngine({
    cache,
    recorder,
    country,
    appOrigin: config.appOrigin,
    countryHeader: config.countryHeader,
    db: handle.db,
    onError: (err) => log.error({ err }, 'a password check failed'),
  });
  const housekeeping = new Background('housekeeping', log, HOUSEKEEPING_EVERY_MS, () =>
    runHousekeeping(deps).then((deleted) => {
      if (deleted.clicks || deleted.conversions || deleted.uploads)
        log.info({ deleted }, 'housekeeping deleted old data');
    }),
  );
  // At start too: retries left due by a previous run of this or another replica.
  const postbacks = new Background('relaying due postbacks', log, POSTBACK_POLL_MS, () => deliverDuePostbacks(deps), {
    now: true,
  });
  const blocklistRefresh = new Background('refreshing the blocklist', log, config.blocklist.refreshMs, () =>
    blocklist.refresh(),
  );
  // Imports: a job left by a stopped or dead process is taken up again from its cursor.
  const imports = new ImportWorker(() => deps);
  // Attempts run in a pool of their own: the poll only claims, and never waits for a slow receiver.
  const sender = new WebhookSender(deps, { ...WEBHOOK_SENDER_LIMITS, ...options.webhookSender });
  const webhooks = new Background(
    'delivering webhooks',
    log,
    options.webhookPollMs ?? WEBHOOK_POLL_MS,
    () => runWebhooks(deps, sender),
    { now: true },
  );
  const domainChecks = new Background(
    're-checking own domains',
    log,
    DOMAIN_RECHECK_POLL_MS,
    () => recheckDueDomains(deps),
    { now: true },
  );
  // Reports read from a hot standby when one is named; everything else (and every write) on the primary.
  let statsHandle: DbHandle | null = null;
  return {
    deps,
    engine,
    cache,
    recorder,
    mail,
    async start() {
      if (config.statsDatabaseUrl && !statsHandle) {
        statsHandle = await connect({ databaseUrl: config.statsDatabaseUrl, poolSize: 5 });
        deps.statsDb = statsHandle.db;
      }
      await ensureSystemDomains(handle.db, config.systemDomains);
      await cache.start(handle.listen);
      // Read before the first request (each source time-bounded); failures are logged, not fatal.
      if (blocklist.configured) {
        await blocklist.refresh();
        blocklistRefresh.start();
      }
      await recorder.start();
      housekeeping.start();
      postbacks.start();
      mail.start();
      domainChecks.start();
      imports.start();
      webhooks.start();
    },
    async stop() {
      await Promise.all([
        housekeeping.stop(),
        postbacks.stop(),
        mail.stop(),
        domainChecks.stop(),
        blocklistRefresh.stop(),
        imports.stop(),
        webhooks.stop().then(() => sender.stop()),
        releaseQrThread(),
        releaseImportThread(),
      ]);
      await recorder.stop();
      await statsHandle?.close();
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
        .then(
          () => undefined,
          (err: unknown) => this.log.warn({ err }, `${this.name} failed`),
        )
        .finally(() => {
          this.running = null;
          this.schedule(this.everyMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
