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
 * DATABASE_URL, fn gets undefined (the caller uses PGlite). With `keep` (a database name), that
 * database is used instead, made when missing and never dropped, so a long seeding is paid once.
 */
export async function withScratchDatabase<T>(fn: (url: string | undefined) => Promise<T>, keep?: string): Promise<T> {
  const base = process.env.DATABASE_URL;
  if (!base) return fn(undefined);
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`not a plain database name: ${keep}`);
  const name = keep ?? `kurz_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    if (keep === undefined) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The setup of a bench that needs PostgreSQL: DATABASE_URL required, a scratch database migrated, the
 * app's runtime started on it, and all of it stopped and dropped after `fn`.
 */
export async function withPostgresRuntime(
  bench: string,
  fn: (r: { handle: DbHandle; runtime: Runtime }) => Promise<void>,
  keep?: string,
): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error(`${bench} needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)`);
    process.exit(2);
  }
  await withScratchDatabase(async (url) => {
    const handle = await connect({ databaseUrl: url! });
    try {
      await migrateToLatest(handle.db);
      const config = loadConfig({
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kurz-bench-')),
        LOG_LEVEL: 'warn',
      });
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
  }, keep);
}
