import { sql, type Kysely } from 'kysely';

/**
 * Imports carry what a source had: each row its own host (the source's domain, when it is one of the
 * account's), its settings and its warnings (what could not be carried over). A link keeps the key of
 * the row it was imported from (the source's own id), unique per owner, so importing the same file
 * again creates nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').addColumn('import_key', 'text').execute();
  await db.schema
    .createIndex('links_owner_import_key_idx')
    .on('links')
    .columns(['owner_id', 'import_key'])
    .unique()
    .where(sql.ref('import_key'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('import_rows')
    .addColumn('hostname', 'text')
    .addColumn('import_key', 'text')
    .addColumn('settings', 'jsonb')
    .addColumn('warnings', 'jsonb')
    .execute();
  await db.schema
    .alterTable('import_jobs')
    .addColumn('warning_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_jobs').dropColumn('warning_count').execute();
  await db.schema
    .alterTable('import_rows')
    .dropColumn('hostname')
    .dropColumn('import_key')
    .dropColumn('settings')
    .dropColumn('warnings')
    .execute();
  await db.schema.dropIndex('links_owner_import_key_idx').execute();
  await db.schema.alterTable('links').dropColumn('import_key').execute();
}
