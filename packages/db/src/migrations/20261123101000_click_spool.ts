import type { Kysely } from 'kysely';

/**
 * Clicks kept on disk while the database was unreachable are written back in batches; each batch
 * records itself here (segment file, first row) in the same transaction as its rows, so a replay
 * interrupted by a crash, or run twice, never writes a batch twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('spooled_click_batches')
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('first_row', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('spooled_click_batches_pkey', ['segment', 'first_row'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spooled_click_batches').execute();
}
