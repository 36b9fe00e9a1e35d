/** Helpers for the workspace tests (on top of index.ts and keys.ts). */
import type { TWorkspaceRole } from '@kurz/core';
import type { TestServer } from './index';
import { createKey, keyOwner } from './keys';

/**
 * A verified account that is `role` in a shared workspace (on the pro plan), with a write key of that
 * workspace. Made in SQL until members can be invited; the key is made through the API, then moved.
 */
export async function sharedWorkspace(server: TestServer, role: TWorkspaceRole, name = 'Marketing') {
  const { client, id } = await keyOwner(server, `shared-${role}`);
  const team = await server.db
    .insertInto('workspaces')
    .values({ name, plan_id: 'pro' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('workspace_members').values({ workspace_id: team.id, user_id: id, role }).execute();
  const { key, id: keyId } = await createKey(client, 'write');
  await server.db.updateTable('api_keys').set({ owner_id: team.id }).where('id', '=', keyId).execute();
  return { client, id, teamId: team.id, key };
}
