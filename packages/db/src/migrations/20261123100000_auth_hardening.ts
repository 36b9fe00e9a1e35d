import { sql, type Kysely } from 'kysely';

/**
 * Emailed tokens name the address they were mailed to: a token is good only while its user still holds
 * that address. Tokens issued before this carried no address; used ones keep theirs for the "already
 * used" answer, unused ones are dropped (their holders ask for a new link) rather than bound to whatever
 * address their row holds now, which is what a raced guest upgrade exploited.
 *
 * mail_requests: password-reset requests waiting for the mail worker, so that the request itself does
 * the same work whether or not the address has an account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('email', 'text').execute();
  await sql`update email_tokens t set email = u.email from users u where u.id = t.user_id and t.used_at is not null`.execute(
    db,
  );
  await db.deleteFrom('email_tokens').where('email', 'is', null).execute();
  await db.schema
    .alterTable('email_tokens')
    .alterColumn('email', (c) => c.setNotNull())
    .execute();

  await db.schema
    .createTable('mail_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('password_reset')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_requests_due_idx').on('mail_requests').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_requests').execute();
  await db.schema.alterTable('email_tokens').dropColumn('email').execute();
}
