import { sql, type Kysely } from 'kysely';

/**
 * Stripe billing. users.plan_id stays the one column every gate reads; it is recomputed from the
 * account's subscriptions (or an admin's comp) whenever either changes. stripe_events holds every
 * applied event id: inserted in the same transaction as the change, so an event is applied once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('comped_plan_id', 'text', (c) => c.references('plans.id'))
    .execute();
  await db.schema.createIndex('users_stripe_customer_key').on('users').column('stripe_customer_id').unique().execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.references('plans.id'))
    .addColumn('is_yearly', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('synced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('invoice_url', 'text')
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropIndex('users_stripe_customer_key').execute();
  await db.schema.alterTable('users').dropColumn('stripe_customer_id').dropColumn('comped_plan_id').execute();
}
