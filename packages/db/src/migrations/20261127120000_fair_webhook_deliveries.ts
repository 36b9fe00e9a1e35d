import { sql, type Kysely } from 'kysely';

/**
 * Due deliveries are claimed a few per endpoint (a lateral lookup per endpoint, webhooks/claim.ts), so
 * they are found by endpoint and due time rather than by due time alone. Endpoints of accounts whose
 * address was never proven are dropped: such accounts may no longer add any, and one may have been set
 * up by whoever registered someone else's address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_endpoint_due_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'due_at'])
    .where(sql.ref('due_at'), 'is not', null)
    .execute();
  await db.schema.dropIndex('webhook_deliveries_due_idx').execute();
  await sql`delete from webhook_endpoints e using users u where u.id = e.owner_id and u.email_verified_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('due_at')
    .where(sql.ref('due_at'), 'is not', null)
    .execute();
  await db.schema.dropIndex('webhook_deliveries_endpoint_due_idx').execute();
}
