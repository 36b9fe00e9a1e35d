import { sql, type Kysely } from 'kysely';

/**
 * A downgrade deletes no analytics at once: the longer retention the account had is kept for a grace
 * period (retained_days until retained_until), and the clean-up keeps data that long. Both or neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('retained_days', 'integer')
    .addColumn('retained_until', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_retained_both', sql`(retained_days is null) = (retained_until is null)`)
    .execute();
  // The clean-up looks up the accounts under grace; few are, so the index stays small.
  await db.schema
    .createIndex('users_retained_until_idx')
    .on('users')
    .column('retained_until')
    .where(sql.ref('retained_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_retained_until_idx').execute();
  await db.schema.alterTable('users').dropConstraint('users_retained_both').execute();
  await db.schema.alterTable('users').dropColumn('retained_days').dropColumn('retained_until').execute();
}
