import { sql, type Database, type Kysely } from '@kurz/db';

export interface OwnedCounts {
  links: number;
  customSubdomains: number;
  byodDomains: number;
}

/** What a user has that counts against plan quotas (pending own-domain claims count too), in one round trip. */
export async function countOwned(db: Kysely<Database>, userId: string): Promise<OwnedCounts> {
  const { rows } = await sql<{ links: number; subdomains: number; byod: number }>`
    select (select count(*) from links where owner_id = ${userId})::int as links,
           (select count(*) from domains where owner_id = ${userId} and kind = 'subdomain')::int as subdomains,
           (select count(*) from domains where owner_id = ${userId} and kind = 'byod')::int as byod`.execute(db);
  const { links, subdomains, byod } = rows[0]!;
  return { links: Number(links), customSubdomains: Number(subdomains), byodDomains: Number(byod) };
}
