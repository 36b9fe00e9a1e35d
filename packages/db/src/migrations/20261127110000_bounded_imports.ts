import { sql, type Kysely } from 'kysely';

/**
 * An import keeps only what it can create: the rows checked when the job starts and found wanting (a
 * bad target, a slug taken, past the plan's links) are counted in `skipped` and the first 500 kept in
 * `problems`, and only the rest go to import_rows. A job whose owner is banned is `stopped`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('import_jobs')
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`alter table import_jobs drop constraint import_jobs_status_check`.execute(db);
  await db.schema
    .alterTable('import_jobs')
    .addCheckConstraint('import_jobs_status_check', sql`status in ('running', 'done', 'stopped')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('import_jobs').set({ status: 'done' }).where('status', '=', 'stopped').execute();
  await sql`alter table import_jobs drop constraint import_jobs_status_check`.execute(db);
  await db.schema
    .alterTable('import_jobs')
    .addCheckConstraint('import_jobs_status_check', sql`status in ('running', 'done')`)
    .execute();
  await db.schema.alterTable('import_jobs').dropColumn('skipped').dropColumn('problems').execute();
}
