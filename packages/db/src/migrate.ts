import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';

/** Kysely's Migrator takes an advisory lock on Postgres, so replicas starting together migrate once. */
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

export async function pendingMigrations(db: Kysely<any>): Promise<number> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).length;
}
