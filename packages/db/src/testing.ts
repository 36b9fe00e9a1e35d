/**
 * Fresh migrated databases for tests, one per test file, cloned from a template made once per run:
 * on PostgreSQL (DATABASE_URL set) `CREATE DATABASE .. TEMPLATE`, on PGlite a dumped data directory.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { connect } from './connect';
import type { DbHandle } from './handle';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

const PGLITE_TEMPLATE_ENV = 'KURZ_TEST_PGLITE_TEMPLATE';
const PG_TEMPLATE_ENV = 'KURZ_TEST_PG_TEMPLATE';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Called once per test run (vitest globalSetup). */
export async function prepareTestTemplate(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // One template per run: two runs against one server (two engineers, parallel CI jobs) must not
    // drop each other's template mid-run.
    const template = `kurz_test_template_${randomBytes(4).toString('hex')}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${template}`));
    const handle = await connect({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.close();
    process.env[PG_TEMPLATE_ENV] = template;
    return async () => {
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    };
  }
  const handle = await connect({ dataDir: undefined });
  await migrateToLatest(handle.db);
  const pglite = await dumpPglite(handle);
  const path = join(tmpdir(), `kurz-test-template-${process.pid}.tar`);
  await writeFile(path, pglite);
  await handle.close();
  process.env[PGLITE_TEMPLATE_ENV] = path;
  return () => rm(path, { force: true });
}

async function dumpPglite(handle: DbHandle): Promise<Buffer> {
  if (!handle.dumpDataDir) throw new Error('not a PGlite handle');
  const blob = await handle.dumpDataDir();
  return Buffer.from(await blob.arrayBuffer());
}

/** `pgliteDataDir`: on PGlite, keep the database in this directory (for a server process to open it later). */
export async function createTestDb(pgliteDataDir?: string): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env[PG_TEMPLATE_ENV];
    if (!template) throw new Error(`${PG_TEMPLATE_ENV} is not set: is the db globalSetup configured for this project?`);
    const name = `kurz_t_${randomBytes(6).toString('hex')}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const handle = await connect({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!path) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: is the db globalSetup configured for this project?`);
  const blob = new Blob([await readFile(path)]);
  return connect({ dataDir: pgliteDataDir, loadDataDir: blob });
}

/** A handle that compiles PostgreSQL queries and never sends them: for tests of a query's shape. */
export function compileOnlyDb(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
