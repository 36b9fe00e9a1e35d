import type { Database, Kysely } from '@kurz/db';

export interface OwnedCounts {
  links: number;
  customSubdomains: number;
  byodDomains: number;
}

/** What a user has that counts against plan quotas. Own domains arrive with the domains feature. */
export async function countOwned(db: Kysely<Database>, userId: string): Promise<OwnedCounts> {
  const { links } = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number>().as('links'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { links: Number(links), customSubdomains: 0, byodDomains: 0 };
}
