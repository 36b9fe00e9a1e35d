import { sql, type Database, type Kysely } from '@kurz/db';

export interface OwnedCounts {
  links: number;
  customSubdomains: number;
  byodDomains: number;
  /** Members and pending (unexpired) invitations. */
  seats: number;
}

/** What a workspace has that counts against plan quotas (pending own-domain claims count too), in one round trip. */
export async function countOwned(db: Kysely<Database>, workspaceId: string): Promise<OwnedCounts> {
  const { rows } = await sql<{ links: number; subdomains: number; byod: number; seats: number }>`
    select (select count(*) from links where owner_id = ${workspaceId})::int as links,
           (select count(*) from domains where owner_id = ${workspaceId} and kind = 'subdomain')::int as subdomains,
           (select count(*) from domains where owner_id = ${workspaceId} and kind = 'byod')::int as byod,
           ${seatsTaken(workspaceId)} as seats`.execute(db);
  const { links, subdomains, byod, seats } = rows[0]!;
  return {
    links: Number(links),
    customSubdomains: Number(subdomains),
    byodDomains: Number(byod),
    seats: Number(seats),
  };
}

/** The seats a workspace fills: its members and its invitations still pending. */
export function seatsTaken(workspaceId: string) {
  return sql<number>`((select count(*) from workspace_members where workspace_id = ${workspaceId})
    + (select count(*) from workspace_invitations where workspace_id = ${workspaceId} and expires_at > now()))::int`;
}
