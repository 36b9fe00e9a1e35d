import { sql, type Kysely } from 'kysely';

/**
 * Abuse control: a link an admin disabled (disabled_at) and an account an admin banned (banned_at)
 * stop redirecting; reports from the public wait in link_reports until an admin dismisses them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').addColumn('disabled_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('banned_at', 'timestamptz').execute();
  await db.schema
    .createTable('link_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('link_id', 'bigint', (c) => c.notNull().references('links.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('spam', 'phishing', 'malware', 'other')`))
    .addColumn('details', 'text', (c) => c.check(sql`char_length(details) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('dismissed_at', 'timestamptz')
    .execute();
  // The Flagged page reads open reports by link; dismissed ones are history.
  await db.schema
    .createIndex('link_reports_open_idx')
    .on('link_reports')
    .columns(['link_id', 'created_at'])
    .where(sql.ref('dismissed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('links_disabled_idx')
    .on('links')
    .column('disabled_at')
    .where(sql.ref('disabled_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_disabled_idx').execute();
  await db.schema.dropTable('link_reports').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
  await db.schema.alterTable('links').dropColumn('disabled_at').execute();
}
