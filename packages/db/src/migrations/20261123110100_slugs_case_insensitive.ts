import { sql, type Kysely } from 'kysely';

/**
 * Slugs are case-insensitive: `Summer-Sale` and `summer-sale` are one short link on a host, stored as
 * first typed and found whatever the case of the visit. Links that already differ only by case keep
 * the oldest as it is; each newer one gets `-<its id>` appended (cut to the 64-character limit), or
 * `-<its id>-2`, `-3`, ... when a link on the host already holds that slug in any case, so every link
 * stays reachable under a slug of its own and the unique index can be built.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    declare
      twin record;
      suffix text;
      candidate text;
      attempt int;
    begin
      for twin in
        select l.id, l.hostname, l.slug from links l
        join (select id, row_number() over (partition by hostname, lower(slug) order by created_at, id) as n from links) ranked
          on ranked.id = l.id
        where ranked.n > 1
        order by l.id
      loop
        attempt := 1;
        loop
          suffix := '-' || twin.id::text || case when attempt > 1 then '-' || attempt::text else '' end;
          candidate := left(twin.slug, 64 - length(suffix)) || suffix;
          exit when not exists (select 1 from links where hostname = twin.hostname and lower(slug) = lower(candidate));
          attempt := attempt + 1;
        end loop;
        update links set slug = candidate, updated_at = now() where id = twin.id;
      end loop;
    end $$`.execute(db);
  await sql`create unique index links_hostname_lower_slug_key on links (hostname, lower(slug))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_hostname_lower_slug_key').execute();
}
