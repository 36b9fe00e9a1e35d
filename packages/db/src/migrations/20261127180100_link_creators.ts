import { sql, type Kysely } from 'kysely';

/**
 * Who made a link: the member (for an API key, the member it acts for); null for links made before.
 * An import's links are made by the member who started it, kept on the job for the worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table links add column created_by uuid references users(id) on delete set null`.execute(db);
  await sql`alter table import_jobs add column created_by uuid references users(id) on delete set null`.execute(db);
  await sql`create index links_created_by_idx on links (created_by) where created_by is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table links drop column created_by`.execute(db);
  await sql`alter table import_jobs drop column created_by`.execute(db);
}
