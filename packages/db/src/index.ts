export {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type Selectable,
  type SqlBool,
  type Transaction,
  type UnknownRow,
} from 'kysely';
export * from './schema';
export { connect, type DbOptions } from './connect';
export type { DbHandle } from './handle';
export { connectPglitePort } from './pgliteThread';
export type { BulkInsert, CopyValue } from './copy';
export { migrateToLatest, pendingMigrations } from './migrate';
