import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionToken } from '@kurz/api';
import { connect, migrateToLatest, type DbHandle, type User } from '@kurz/db';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createRuntime, type Runtime, type RuntimeOptions } from '../src/runtime';
import { withScratchDatabase } from './scratch-db';

export interface BenchApp {
  database: 'PostgreSQL' | 'PGlite';
  handle: DbHandle;
  runtime: Runtime;
  app: FastifyInstance;
  user: User;
  /** The session cookie of `user` (plan pro: no link limit). */
  cookie: string;
}

/** The app on a scratch database: PostgreSQL when DATABASE_URL is set (made and dropped), PGlite otherwise. */
export async function withBenchApp(
  fn: (b: BenchApp) => Promise<void>,
  runtimeOptions: RuntimeOptions = {},
): Promise<void> {
  await withScratchDatabase(async (url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kurz-bench-'));
    const handle = url ? await connect({ databaseUrl: url }) : await connect({ dataDir: join(dataDir, 'pg') });
    try {
      await migrateToLatest(handle.db);
      const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      const runtime = createRuntime(handle, config, pino({ level: 'warn' }), runtimeOptions);
      await runtime.start();
      const app = await buildApp({ deps: runtime.deps, engine: runtime.engine, webDist: '/nonexistent' });
      try {
        const user = await handle.db
          .insertInto('users')
          .values({ email: 'bench@example.com', email_verified_at: new Date() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await handle.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', user.id).execute();
        const cookie = `kurz_session=${await createSessionToken(handle.db, user.id)}`;
        await fn({ database: url ? 'PostgreSQL' : 'PGlite', handle, runtime, app, user, cookie });
      } finally {
        await app.close();
        await runtime.stop();
      }
    } finally {
      await handle.close();
    }
  });
}

/** Samples the process's resident memory every 20 ms while running: its peak, and samples along the way. */
export function rssSampler() {
  const samples: number[] = [];
  const take = () => samples.push(process.memoryUsage.rss());
  take();
  const timer = setInterval(take, 20);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return Math.max(...samples);
    },
  };
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
