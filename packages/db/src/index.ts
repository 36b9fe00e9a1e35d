<<<<<<< HEAD
export {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
=======
export { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
>>>>>>> imports
export * from './schema';
export { connect, type DbHandle, type DbOptions } from './connect';
export type { BulkInsert, CopyValue } from './copy';
export { migrateToLatest, pendingMigrations } from './migrate';
