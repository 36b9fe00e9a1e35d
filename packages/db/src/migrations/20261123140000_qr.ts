import { sql, type Kysely } from 'kysely';

/**
 * A link's QR settings and its published image (one row a link), and the traffic source of a click:
 * null for a direct visit, 'qr' for a scan of a printed code (the short URL with ?qr=1).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_codes')
    .addColumn('link_id', 'bigint', (c) => c.primaryKey().references('links.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ecc', 'text', (c) => c.notNull().defaultTo('H'))
    .addColumn('margin', 'integer', (c) => c.notNull().check(sql`margin between 0 and 10`))
    .addColumn('color_dark', 'text', (c) => c.notNull())
    .addColumn('color_light', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size between 64 and 4096`))
    .addColumn('logo_percent', 'integer', (c) => c.notNull().check(sql`logo_percent between 10 and 30`))
    // Keys in the object store (uploads rows); the public URLs are made from them.
    .addColumn('logo_key', 'text')
    .addColumn('image_key', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('qr_codes_owner_id_idx').on('qr_codes').column('owner_id').execute();
  // Housekeeping asks, per unused-looking upload, whether a QR code still uses it.
  await db.schema.createIndex('qr_codes_image_key_idx').on('qr_codes').column('image_key').execute();
  await db.schema.createIndex('qr_codes_logo_key_idx').on('qr_codes').column('logo_key').execute();

  await db.schema.alterTable('clicks').addColumn('source', 'text').execute();
  // Every click so far was direct: the rollups get the source breakdown for the days they already hold.
  await sql`
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, link_id, day, 'source', 'direct', clicks from stats_daily where dim = 'total'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from stats_daily where dim = 'source'`.execute(db);
  await db.schema.alterTable('clicks').dropColumn('source').execute();
  await db.schema.dropTable('qr_codes').execute();
}
