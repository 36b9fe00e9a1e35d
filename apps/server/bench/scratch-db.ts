import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, migrateToLatest, type DbHandle } from '@kurz/db';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../src/config';
import { createRuntime, type Runtime } from '../src/runtime';

/**
 * Runs fn with a fresh database on the server DATABASE_URL points at, dropped afterwards; with no
 * DATABASE_URL, fn gets undefined (the caller uses PGlite).
 */
export async function withScratchDatabase<T>(fn: (url: string | undefined) => Promise<T>): Promise<T> {
  const base = process.env.DATABASE_URL;
  if (!base) return fn(undefined);
  const name = `kurz_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The setup of a bench that needs PostgreSQL: DATABASE_URL required, a scratch database migrated, the
 * app's runtime started on it, and all of it stopped and dropped after `fn`.
 */
export async function withPostgresRuntime(bench: string, fn: (r: { handle: DbHandle; runtime: Runtime }) => Promise<void>): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error(`${bench} needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)`);
    process.exit(2);
  }
  await withScratchDatabase(async (url) => {
    const handle = await connect({ databaseUrl: url! });
    try {
      await migrateToLatest(handle.db);
      const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'kurz-bench-')), LOG_LEVEL: 'warn' });
      const runtime = createRuntime(handle, config, pino({ level: 'warn' }));
      await runtime.start();
      try {
        await fn({ handle, runtime });
      } finally {
        await runtime.stop();
      }
    } finally {
      await handle.close();
    }
  });
}
