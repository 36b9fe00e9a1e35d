import { join } from 'node:path';
import { isDatabaseUnavailable, type Logger } from '@kurz/api';
import { connect, migrateToLatest } from '@kurz/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { createRuntime } from './runtime';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** Waits for the database: a server started while it is down retries instead of exiting. */
async function untilDatabaseAnswers(log: Logger, attempt: () => Promise<void>, stopped: () => boolean): Promise<void> {
  for (let delayMs = 250; !stopped(); delayMs = Math.min(delayMs * 2, 2_000)) {
    try {
      return await attempt();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn({ err, retryInMs: delayMs }, 'the database does not answer; waiting for it');
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

async function main() {
  const config = readConfig();
  const log = createLogger(config.logLevel);
  const handle = config.databaseUrl
    ? await connect({ databaseUrl: config.databaseUrl })
    : await connect({ dataDir: join(config.dataDir, 'pg') });

  const runtime = createRuntime(handle, config, log);
  let started = false;
  // /healthz answers from the start; /readyz says 503 until the database answered and all is started.
  const app = await buildApp({
    deps: runtime.deps,
    engine: runtime.engine,
    trustProxy: config.trustProxy,
    logger: log,
    ready: () => started,
  });

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      // After the server stopped taking requests: every click it answered is written (or spooled) before exit.
      await runtime.stop();
      log.info({ clicks: runtime.recorder.stats }, 'clicks flushed');
      await handle.close();
    } catch (err) {
      log.error({ err }, 'the shutdown failed');
      exitCode = 1;
    } finally {
      process.exit(exitCode);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // The embedded database's thread ended (a crash): nothing here can use it again, and a process that
  // answers 503 for ever is not restarted by its supervisor. Clicks go to the spool; the next start
  // opens the data directory afresh and writes them.
  void handle.lost?.then((err) => {
    if (stopping) return;
    log.error({ err }, 'the embedded database stopped; exiting so that the process is started again');
    void stop('database lost', 1);
  });

  await app.listen({ port: config.port, host: config.host });
  await untilDatabaseAnswers(
    log,
    async () => {
      await migrateToLatest(handle.db);
      await runtime.start();
    },
    () => stopping,
  );
  if (stopping) return;
  started = true;
  log.info(
    { database: handle.kind, dataDir: config.dataDir, systemDomains: config.systemDomains },
    `kurz is running: open ${config.appOrigin}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
