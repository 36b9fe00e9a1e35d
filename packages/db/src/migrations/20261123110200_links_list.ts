import { sql, type Kysely } from 'kysely';

/**
 * The links list at scale. Each link's click total (people, as every screen counts them) is kept in
 * link_counters, so that the list can be sorted by clicks without adding up rollups of every link:
 * the click writer adds to it with the rollups, the retention clean-up takes off what it cuts. A row
 * is made for every new link by a trigger, whichever code inserts the link. Both sorts read one index
 * in order: (owner_id, created_at, id) on links, (owner_id, clicks_total, link_id) on the counters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_counters')
    .addColumn('link_id', 'bigint', (c) => c.primaryKey().references('links.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('clicks_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into link_counters (link_id, owner_id, clicks_total)
    select l.id, l.owner_id, coalesce((
      select sum(d.clicks) from stats_daily d
      where d.owner_id = l.owner_id and d.link_id = l.id and d.dim = 'total' and d.key = ''), 0)
    from links l`.execute(db);
  await sql`create index link_counters_owner_clicks_idx on link_counters (owner_id, clicks_total desc, link_id desc)`.execute(
    db,
  );
  await sql`
    create function link_counters_insert() returns trigger language plpgsql as $$
    begin
      insert into link_counters (link_id, owner_id) values (new.id, new.owner_id);
      return null;
    end $$`.execute(db);
  await sql`create trigger links_counter_insert after insert on links for each row execute function link_counters_insert()`.execute(
    db,
  );

  await sql`create index links_owner_created_id_idx on links (owner_id, created_at desc, id desc)`.execute(db);
  await db.schema.dropIndex('links_owner_id_created_at_idx').execute();

  // A search that few links match would otherwise read all of an owner's links. pg_trgm ships with
  // PostgreSQL's contrib and is trusted (a database owner may create it); where it cannot be had, the
  // search still works, by reading the links.
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE')) as ok`.execute(db);
  if (rows[0]?.ok) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // The list's search (packages/api/src/links/service.ts) uses this very expression, or the index is not used.
    await sql`create index links_search_trgm_idx on links using gin ((lower(slug || chr(10) || target_url || chr(10) || coalesce(title, ''))) gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists links_search_trgm_idx`.execute(db);
  await db.schema
    .createIndex('links_owner_id_created_at_idx')
    .on('links')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('links_owner_created_id_idx').execute();
  await sql`drop trigger links_counter_insert on links`.execute(db);
  await sql`drop function link_counters_insert()`.execute(db);
  await db.schema.dropTable('link_counters').execute();
}
