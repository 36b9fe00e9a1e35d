/**
 * Deleting an account (no call does it: an operator's script) and its shared workspaces: refused while
 * it is the last owner of one with other members; the ones it is alone in go with it.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { join, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const deleteAccount = (id: string) => server.db.deleteFrom('users').where('id', '=', id).execute();
const exists = async (workspaceId: string) =>
  (await server.db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).execute()).length === 1;

it('is refused while the account is the last owner of a shared workspace with other members', async () => {
  const { id, owner, founder } = await team(server);
  const admin = await join(server, id, owner, 'admin');
  await expect(deleteAccount(founder.id)).rejects.toThrow(/last_owner/);
  expect((await owner.get('/api/me')).statusCode).toBe(200);

  // Once another member owns it, the account goes and the workspace stays with its members.
  expect((await owner.post('/api/workspace/transfer', { user_id: admin.id })).statusCode).toBe(200);
  await deleteAccount(founder.id);
  expect(await exists(id)).toBe(true);
  const members = (await admin.client.get('/api/workspace/members')).json().results;
  expect(members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([[admin.id, 'owner']]);
});

it('takes the shared workspaces it is alone in along, with what they own', async () => {
  const { id, owner, founder } = await team(server);
  expect((await owner.post('/api/links/create', { url: 'https://example.com/alone', hostname: HOST })).statusCode).toBe(
    200,
  );
  const { id: other, owner: otherOwner } = await team(server);
  const member = await join(server, other, otherOwner, 'member');
  await deleteAccount(member.id);
  expect(await exists(other)).toBe(true);
  await deleteAccount(founder.id);
  expect(await exists(id)).toBe(false);
  expect(await exists(founder.id)).toBe(false);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from links where owner_id = ${id}`.execute(
    server.db,
  );
  expect(rows[0]!.n).toBe(0);
});
