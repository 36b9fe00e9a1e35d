export { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
export * from './schema';
export { connect, type DbHandle, type DbOptions } from './connect';
export type { BulkInsert, CopyValue } from './copy';
export { migrateToLatest, pendingMigrations } from './migrate';
