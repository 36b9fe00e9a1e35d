export { sql, type Kysely, type Transaction } from 'kysely';
export * from './schema';
export { connect, type DbHandle, type DbOptions } from './connect';
export { migrateToLatest, pendingMigrations } from './migrate';
