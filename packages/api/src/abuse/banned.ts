import { sql, type Database, type Kysely, type RawBuilder } from '@kurz/db';

const bannedOwner = (workspace: RawBuilder<unknown>, banned: boolean) => sql<boolean>`exists (
  select 1 from workspace_members m join users u on u.id = m.user_id
  where m.workspace_id = ${workspace} and m.role = 'owner' and u.banned_at is ${banned ? sql`not null` : sql`null`})`;

/**
 * Whether the workspace whose id the SQL expression `workspaceId` names is banned: a personal workspace
 * when its person is banned; a shared one when it has an owner and every owner is banned (a ban of a
 * person stops the shared workspaces they alone own, not those another owner still answers for).
 * A banned workspace's links answer 451, its webhooks, postbacks and imports stop, its own domains send
 * nobody to their root or not-found URLs.
 */
export function workspaceBanned(workspaceId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from workspaces bw where bw.id = ${workspaceId} and case
      when bw.personal_of is not null
        then exists (select 1 from users bu where bu.id = bw.personal_of and bu.banned_at is not null)
      else ${bannedOwner(sql`bw.id`, true)} and not ${bannedOwner(sql`bw.id`, false)}
    end)`;
}

/**
 * Whether the workspace is banned. With `lock`, in a transaction, its owners' user rows are held
 * (FOR SHARE) until it commits: a ban of one of them waits for the work done under this answer.
 */
export async function isWorkspaceBanned(db: Kysely<Database>, workspaceId: string, lock = false): Promise<boolean> {
  if (lock)
    await sql`
      select u.id from users u join workspace_members m on m.user_id = u.id
      where m.workspace_id = ${workspaceId} and m.role = 'owner' for share of u`.execute(db);
  const { rows } = await sql<{
    banned: boolean;
  }>`select ${workspaceBanned(sql`${workspaceId}::uuid`)} as banned`.execute(db);
  return rows[0]?.banned === true;
}
