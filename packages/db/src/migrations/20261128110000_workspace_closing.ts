import { sql, type Kysely } from 'kysely';

/**
 * workspaces.closing_at: set, committed, while a workspace's deletion asks Stripe whether anything still
 * bills it. A checkout refuses a closing workspace, and one that finds it closing (or gone) after making
 * its Checkout Session expires that session: none can be paid for a workspace that is gone. A mark
 * older than a few minutes (a deletion that died half-way) counts for nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table workspaces add column closing_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table workspaces drop column closing_at`.execute(db);
}
