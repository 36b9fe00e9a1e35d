import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
