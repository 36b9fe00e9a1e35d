import { sql, type Kysely } from 'kysely';

/**
 * Webhooks: an account's endpoints and the deliveries to them. A delivery carries its exact body (the
 * signature is over those bytes, the same on every retry) and, like a postback, due_at: when its next
 * attempt is due, null once delivered or given up; whoever takes a due delivery moves it a lease ahead.
 * The signing secret is kept encrypted (AES-256-GCM under a key derived from SESSION_SECRET): signing
 * needs the secret itself, so a hash would not do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('disabled_at', 'timestamptz')
    // Deliveries given up on in a row; a delivered one resets it.
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    // link.clicked: the last click sent (clicks.id), and when the next batch may be collected.
    .addColumn('click_cursor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks_due_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The click ids handed out when the transactions then running are all over: up to there, no click
    // can still appear below the cursor (see webhooks/clicks.ts).
    .addColumn('click_watermark', 'bigint')
    .addColumn('click_watermark_xid', 'bigint')
    .addColumn('click_watermark_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_owner_idx')
    .on('webhook_endpoints')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('endpoint_id', 'uuid', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('due_at')
    .where(sql.ref('due_at'), 'is not', null)
    .execute();

  await db
    .insertInto('email_templates')
    .values({
      id: 'webhook_disabled',
      name: 'Webhook endpoint disabled',
      subject: 'A kurz webhook endpoint was disabled',
      body_html:
        '<p>Hi {{user_name}},</p><p>One of your webhook endpoints failed too many deliveries in a row and was disabled. No more events are sent to it until you enable it again.</p><p><a href="{{dashboard_url}}">See its delivery log</a></p>',
      body_text:
        'Hi {{user_name}},\n\nOne of your webhook endpoints failed too many deliveries in a row and was disabled. No more events are sent to it until you enable it again.\n\nSee its delivery log: {{dashboard_url}}',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('email_templates').where('id', '=', 'webhook_disabled').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
