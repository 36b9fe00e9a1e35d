import { sql, type Kysely } from 'kysely';

/**
 * Link imports run in the background: a job and its parsed rows. `next_row` is the cursor (every row
 * before it is done); it moves in the same transaction as the links a batch creates, so a job resumed
 * by another process after a crash neither repeats nor skips a row. A worker holds a job by a lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'done')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('next_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('existing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_by', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('import_jobs_owner_idx').on('import_jobs').columns(['owner_id', 'id']).execute();
  await db.schema
    .createIndex('import_jobs_running_idx')
    .on('import_jobs')
    .column('id')
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createTable('import_rows')
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('title', 'text')
    // null: not processed yet; 'created' or an error code once it is.
    .addColumn('outcome', 'text')
    .addColumn('result_slug', 'text')
    .addPrimaryKeyConstraint('import_rows_pkey', ['job_id', 'row'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('import_jobs').execute();
}
