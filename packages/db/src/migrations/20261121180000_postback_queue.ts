import { sql, type Kysely } from 'kysely';

/**
 * A conversion's relay to the link's incoming postback URL, kept with the conversion so that a retry
 * survives a restart and is made by one replica only: postback_due_at is when the next attempt is due
 * (null once delivered or given up); whoever takes a due postback moves it a lease into the future.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversions')
    .addColumn('postback_url', 'text')
    .addColumn('postback_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('postback_due_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('conversions_postback_due_idx')
    .on('conversions')
    .column('postback_due_at')
    .where(sql.ref('postback_due_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversions_postback_due_idx').execute();
  await db.schema
    .alterTable('conversions')
    .dropColumn('postback_url')
    .dropColumn('postback_attempts')
    .dropColumn('postback_due_at')
    .execute();
}
