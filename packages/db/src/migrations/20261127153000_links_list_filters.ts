import { sql, type Kysely } from 'kysely';

/**
 * The links list's filters, each read in the list's order from an index of its own where it narrows
 * much: one domain of an owner (owner_id, hostname, created_at, id); the password-protected links, and
 * the links that can expire at all (an expiry or a click limit), as partial indexes. Tags use the GIN
 * index links_tags_idx; the creation range the owner's (owner_id, created_at, id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index links_owner_host_created_idx on links (owner_id, hostname, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index links_owner_password_created_idx on links (owner_id, created_at desc, id desc)
    where password_hash is not null`.execute(db);
  await sql`create index links_owner_expiring_created_idx on links (owner_id, created_at desc, id desc)
    where expires_at is not null or clicks_exhausted_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index links_owner_expiring_created_idx`.execute(db);
  await sql`drop index links_owner_password_created_idx`.execute(db);
  await sql`drop index links_owner_host_created_idx`.execute(db);
}
