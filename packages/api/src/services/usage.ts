import type { Database, Kysely } from '@kurz/db';

export interface OwnedCounts {
  links: number;
  customSubdomains: number;
  byodDomains: number;
}

/** What a user has that counts against plan quotas (pending own-domain claims count too). */
export async function countOwned(db: Kysely<Database>, userId: string): Promise<OwnedCounts> {
  const { links } = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number>().as('links'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  const domains = await db
    .selectFrom('domains')
    .select([
      (eb) => eb.fn.countAll<number>().filterWhere('kind', '=', 'subdomain').as('subdomains'),
      (eb) => eb.fn.countAll<number>().filterWhere('kind', '=', 'byod').as('byod'),
    ])
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { links: Number(links), customSubdomains: Number(domains.subdomains), byodDomains: Number(domains.byod) };
}
