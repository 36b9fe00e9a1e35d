import { toEpochSeconds, type TWorkspaceMember } from '@kurz/core';
import type { Database, Kysely } from '@kurz/db';

/** The workspace's members, owners first, then by when they joined. */
export async function listMembers(db: Kysely<Database>, workspaceId: string): Promise<TWorkspaceMember[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.role', 'm.created_at', 'm.last_active_at'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy((eb) => eb.case().when('m.role', '=', 'owner').then(0).else(1).end())
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    email: r.email,
    role: r.role,
    joined_at: toEpochSeconds(r.created_at),
    last_active_at: r.last_active_at ? toEpochSeconds(r.last_active_at) : null,
  }));
}
