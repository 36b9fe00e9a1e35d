/** GET /api/workspace/members: the current workspace's members, with their roles and last activity. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { withKey } from '../testing/keys';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/workspace/members', () => {
  it('lists the account alone in its personal workspace, as owner, active now', async () => {
    const before = now();
    const { client, id } = await server.signUp('members.alone@example.com');
    const res = await client.get('/api/workspace/members');
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results).toEqual([
      {
        user_id: id,
        email: 'members.alone@example.com',
        role: 'owner',
        joined_at: expect.any(Number),
        last_active_at: expect.any(Number),
      },
    ]);
    expect(results[0].joined_at).toBeGreaterThanOrEqual(before - 1);
    expect(results[0].last_active_at).toBeGreaterThanOrEqual(results[0].joined_at);
    expect((await client.get('/trpc/workspace.members')).json().result.data).toEqual(res.json());
  });

  it("lists a shared workspace's members to a viewer, owners first, and only that workspace's", async () => {
    const { id: viewerId, key, teamId } = await sharedWorkspace(server, 'viewer');
    const { id: ownerId } = await server.signUp('members.owner@example.com');
    await server.db
      .insertInto('workspace_members')
      .values({ workspace_id: teamId, user_id: ownerId, role: 'owner' })
      .execute();
    const res = await withKey(server, key, 'GET', '/api/workspace/members');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res
      .json()
      .results.map((m: { user_id: string; role: string; last_active_at: number | null }) => [
        m.user_id,
        m.role,
        m.last_active_at === null ? 'never' : 'seen',
      ]);
    expect(rows).toEqual([
      [ownerId, 'owner', 'never'],
      [viewerId, 'viewer', 'seen'],
    ]);
  });
});
