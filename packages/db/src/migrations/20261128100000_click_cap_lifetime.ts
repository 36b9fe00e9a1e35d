import { sql, type Kysely } from 'kysely';

/**
 * A click limit counts every click the link ever had. link_counters.clicks_total follows the rollups,
 * which the retention clean-up cuts; what it cuts is kept in clicks_cut, so a capped link whose early
 * clicks age out of the window does not open again. The trigger that marks a link spent reads both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table link_counters add column clicks_cut bigint not null default 0`.execute(db);
  await clickLimit(db, sql`new.clicks_total + new.clicks_cut`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await clickLimit(db, sql`new.clicks_total`);
  await sql`alter table link_counters drop column clicks_cut`.execute(db);
}

async function clickLimit(db: Kysely<any>, clicks: ReturnType<typeof sql>): Promise<void> {
  await sql`
    create or replace function link_click_limit() returns trigger language plpgsql as $$
    declare l record;
    begin
      select id, hostname, slug, max_clicks into l from links
      where id = new.link_id and max_clicks is not null and clicks_exhausted_at is null;
      if found then
        if ${clicks} >= l.max_clicks then
          update links set clicks_exhausted_at = now() where id = l.id;
        end if;
        perform pg_notify('kurz_links', l.hostname || '/' || lower(l.slug));
      end if;
      return null;
    end $$`.execute(db);
}
