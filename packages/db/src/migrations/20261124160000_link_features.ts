import { sql, type Kysely } from 'kysely';

/**
 * Link features beyond the target: tags (with a colour per owner's tag), expiry by date or by clicks,
 * a password, an A/B split and app deep links. A link without them keeps nulls and an empty tag list.
 *
 * max_clicks counts people (the counter the click writer keeps). The writer's counter update fires a
 * trigger for the few links with a limit: it marks the link exhausted once the limit is reached (so
 * the retention clean-up, which lowers the counter, cannot revive it) and notifies every replica, whose
 * cached copy then reloads with the current count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('links')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('max_clicks', 'integer')
    .addColumn('clicks_exhausted_at', 'timestamptz')
    .addColumn('expired_url', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('targets', 'jsonb')
    .addColumn('ios_url', 'text')
    .addColumn('android_url', 'text')
    .execute();
  await db.schema
    .alterTable('links')
    .addCheckConstraint('links_max_clicks_positive', sql`max_clicks is null or max_clicks > 0`)
    .execute();
  // The list's ?tag= filter; most links have no tags, so the index holds only those that do.
  await sql`create index links_tags_idx on links using gin (tags) where tags <> '{}'`.execute(db);

  await db.schema
    .createTable('tags')
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // lower-cased: tags are case-insensitive; name keeps the spelling as first typed.
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tags_pkey', ['owner_id', 'key'])
    .execute();

  await sql`
    create function link_click_limit() returns trigger language plpgsql as $$
    declare l record;
    begin
      select id, hostname, slug, max_clicks into l from links
      where id = new.link_id and max_clicks is not null and clicks_exhausted_at is null;
      if found then
        if new.clicks_total >= l.max_clicks then
          update links set clicks_exhausted_at = now() where id = l.id;
        end if;
        perform pg_notify('kurz_links', l.hostname || '/' || lower(l.slug));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger link_counters_click_limit after update of clicks_total on link_counters
    for each row when (new.clicks_total > old.clicks_total) execute function link_click_limit()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger link_counters_click_limit on link_counters`.execute(db);
  await sql`drop function link_click_limit()`.execute(db);
  await db.schema.dropTable('tags').execute();
  await sql`drop index links_tags_idx`.execute(db);
  await db.schema.alterTable('links').dropConstraint('links_max_clicks_positive').execute();
  await db.schema
    .alterTable('links')
    .dropColumn('tags')
    .dropColumn('max_clicks')
    .dropColumn('clicks_exhausted_at')
    .dropColumn('expired_url')
    .dropColumn('password_hash')
    .dropColumn('targets')
    .dropColumn('ios_url')
    .dropColumn('android_url')
    .execute();
}
