import type { Database, Kysely } from '@kurz/db';

export interface OwnedCounts {
  links: number;
  customSubdomains: number;
  byodDomains: number;
}

/** What a user has that counts against plan quotas. Links and own domains arrive with their tables. */
export async function countOwned(_db: Kysely<Database>, _userId: string): Promise<OwnedCounts> {
  return { links: 0, customSubdomains: 0, byodDomains: 0 };
}
