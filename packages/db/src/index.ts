export {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
export * from './schema';
export { connect, type DbHandle, type DbOptions } from './connect';
export type { BulkInsert, CopyValue } from './copy';
export { migrateToLatest, pendingMigrations } from './migrate';
