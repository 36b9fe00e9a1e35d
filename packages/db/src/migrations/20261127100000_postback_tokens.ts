import { sql, type Kysely } from 'kysely';

/**
 * Postback tokens: an account's postbacks must carry its secret token, since the click id they name is
 * seen by every visitor. The token is kept as its SHA-256 (what a postback is checked against) and
 * sealed (AES-256-GCM under a key derived from SESSION_SECRET) for the dashboard, which shows the URL
 * to give the network again. A token is made when the account first reads it. Accounts that tracked
 * conversions before tokens existed accept postbacks without one for 30 days more (tokenless_until),
 * so their networks keep working while the owner puts the token in; the dashboard warns until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('postback_tokens')
    .addColumn('owner_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text')
    .addColumn('token_enc', 'text')
    .addColumn('tokenless_until', 'timestamptz')
    .addColumn('rotated_at', 'timestamptz')
    .addCheckConstraint('postback_tokens_both', sql`(token_hash is null) = (token_enc is null)`)
    .execute();
  await sql`
    insert into postback_tokens (owner_id, tokenless_until)
    select distinct owner_id, now() + interval '30 days' from links where conversions_enabled
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('postback_tokens').execute();
}
