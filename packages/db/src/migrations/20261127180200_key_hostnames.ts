import { sql, type Kysely } from 'kysely';

/** An API key narrowed to one hostname: it sees and changes only the links there. Null: every hostname. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table api_keys add column hostname text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table api_keys drop column hostname`.execute(db);
}
