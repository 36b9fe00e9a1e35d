import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hostname', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'pending')`))
    .addColumn('meta', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('domains_owner_id_idx').on('domains').column('owner_id').execute();

  await db.schema
    .createTable('links')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('target_url', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('og', 'jsonb')
    .addColumn('conversions_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('incoming_postback_url', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('links_hostname_slug_key').on('links').columns(['hostname', 'slug']).unique().execute();
  await db.schema
    .createIndex('links_owner_id_created_at_idx')
    .on('links')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('clicks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // No foreign key: a batch flushed just after its link was deleted must not fail.
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('lang', 'text')
    .addColumn('referer', 'text')
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('is_bot', 'boolean', (c) => c.notNull())
    .addColumn('click_id', 'text')
    .addColumn('external_click_id', 'text')
    .execute();
  await db.schema.createIndex('clicks_link_id_ts_idx').on('clicks').columns(['link_id', 'ts']).execute();
  await db.schema.createIndex('clicks_owner_id_ts_idx').on('clicks').columns(['owner_id', 'ts']).execute();
  await db.schema
    .createIndex('clicks_click_id_key')
    .on('clicks')
    .column('click_id')
    .unique()
    .where(sql.ref('click_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('conversions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('click_id', 'text', (c) => c.notNull().unique())
    .addColumn('link_id', 'bigint', (c) => c.notNull().references('links.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .execute();
  await db.schema.createIndex('conversions_link_id_ts_idx').on('conversions').columns(['link_id', 'ts']).execute();
  await db.schema.createIndex('conversions_owner_id_ts_idx').on('conversions').columns(['owner_id', 'ts']).execute();

  await db.schema
    .createTable('postback_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('conversion_id', 'bigint', (c) => c.notNull().references('conversions.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('ts', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('postback_attempts_conversion_id_idx')
    .on('postback_attempts')
    .column('conversion_id')
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['uploads', 'postback_attempts', 'conversions', 'clicks', 'links', 'domains']) {
    await db.schema.dropTable(t).execute();
  }
}
