import { join } from 'node:path';
import { connect, migrateToLatest } from '@kurz/db';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
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

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const handle = config.databaseUrl
    ? await connect({ databaseUrl: config.databaseUrl })
    : await connect({ dataDir: join(config.dataDir, 'pg') });
  await migrateToLatest(handle.db);

  const runtime = createRuntime(handle, config, log);
  await runtime.start();
  const app = await buildApp({ deps: runtime.deps, engine: runtime.engine, trustProxy: config.trustProxy, logger: log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    // After the server stopped taking requests: every click it answered is written before exit.
    await runtime.stop();
    log.info({ clicks: runtime.recorder.stats }, 'clicks flushed');
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    { database: handle.kind, dataDir: config.dataDir, systemDomains: config.systemDomains },
    `kurz is running: open ${config.appOrigin}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
