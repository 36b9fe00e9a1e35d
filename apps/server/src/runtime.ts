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
  const recorder: ClickSink = handle.url
    ? new ThreadedClickRecorder(
        // Off the event loop a batch may be larger: PostgreSQL upserts the rollups once per batch.
        { databaseUrl: handle.url, ipSalt: config.sessionSecret, logLevel: config.logLevel, options: { batchSize: 5_000, ...options.recorder } },
        import.meta.resolve('tsx/esm/api'),
        log,
      )
    : new ClickRecorder(handle, country, config.sessionSecret, log, options.recorder);
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
  let housekeeping: NodeJS.Timeout | null = null;
  let postbacks: NodeJS.Timeout | null = null;
  const relayDuePostbacks = () => deliverDuePostbacks(deps).catch((err) => log.warn({ err }, 'relaying due postbacks failed'));
  const cleanUp = () =>
    runHousekeeping(deps)
      .then((deleted) => {
        if (deleted.clicks || deleted.conversions || deleted.uploads) log.info({ deleted }, 'housekeeping deleted old data');
      })
      .catch((err) => log.warn({ err }, 'housekeeping failed'));
  return {
    deps,
    engine,
    cache,
    recorder,
    async start() {
      await ensureSystemDomains(handle.db, config.systemDomains);
      await cache.start(handle.listen);
      await recorder.start();
      housekeeping = setInterval(cleanUp, HOUSEKEEPING_EVERY_MS);
      housekeeping.unref();
      // Retries left due by a previous run of this or another replica.
      void relayDuePostbacks();
      postbacks = setInterval(relayDuePostbacks, POSTBACK_POLL_MS);
      postbacks.unref();
    },
    async stop() {
      if (housekeeping) clearInterval(housekeeping);
      if (postbacks) clearInterval(postbacks);
      await recorder.stop();
    },
  };
}
