import { sql, type Kysely } from 'kysely';

/**
 * Slugs are case-insensitive: `Summer-Sale` and `summer-sale` are one short link on a host, stored as
 * first typed and found whatever the case of the visit. Links that already differ only by case keep
 * the oldest as it is; each newer one gets `-<its id>` appended (cut to the 64-character limit), so
 * every link stays reachable under a slug of its own and the unique index can be built.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update links l set slug = left(l.slug, 63 - length(l.id::text)) || '-' || l.id::text, updated_at = now()
    from (
      select id, row_number() over (partition by hostname, lower(slug) order by created_at, id) as n from links
    ) ranked
    where ranked.id = l.id and ranked.n > 1`.execute(db);
  await sql`create unique index links_hostname_lower_slug_key on links (hostname, lower(slug))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_hostname_lower_slug_key').execute();
}
