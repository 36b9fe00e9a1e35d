/** GET /api/me and auth.me name the workspace a call acts in and the caller's role; a key acts in its own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { withKey } from '../testing/keys';
import { HOST } from '../testing/links';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const personal = (id: string) => ({ id, name: 'Personal', role: 'owner', owner_email: null });

describe('a session', () => {
  it('acts in the personal workspace, whose id is the user id, as its owner', async () => {
    const { client, id } = await server.signUp('me.personal@example.com');
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, plan: 'free', workspace: personal(id) });
    const trpc = await client.get('/trpc/auth.me');
    expect(trpc.json().result.data).toEqual(me.json());
  });

  it("of a guest too, and the plan shown is the workspace's", async () => {
    const guest = server.client();
    const started = (await guest.post('/api/auth/guest')).json();
    expect(started.workspace).toEqual(personal(started.id));
    await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', started.id).execute();
    expect((await guest.get('/api/me')).json()).toMatchObject({ plan: 'hobby', workspace: personal(started.id) });
  });
});

describe('an API key of a shared workspace', () => {
  it('acts in that workspace with the holder’s role there, on its plan and its links only', async () => {
    const { client, id, teamId, key } = await sharedWorkspace(server, 'member');
    const own = await client.post('/api/links/create', { url: 'https://example.com/own', hostname: HOST });
    expect(own.statusCode, own.body).toBe(200);

    const me = await withKey(server, key, 'GET', '/api/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id, plan: 'pro', workspace: { id: teamId, name: 'Marketing', role: 'member' } });

    const created = await withKey(server, key, 'POST', '/api/links/create', {
      url: 'https://example.com/team',
      hostname: HOST,
    });
    expect(created.statusCode, created.body).toBe(200);
    const owner = await server.db
      .selectFrom('links')
      .select('owner_id')
      .where('slug', '=', created.json().slug)
      .executeTakeFirstOrThrow();
    expect(owner.owner_id).toBe(teamId);
    const teamList = (await withKey(server, key, 'GET', '/api/links/list')).json();
    expect(teamList.results.map((l: { slug: string }) => l.slug)).toEqual([created.json().slug]);
    const ownList = (await client.get('/api/links/list')).json();
    expect(ownList.results.map((l: { slug: string }) => l.slug)).toEqual([own.json().slug]);
    // The session still acts in the personal workspace.
    expect((await client.get('/api/me')).json().workspace).toEqual(personal(id));
  });

  it('stops working at once when its holder leaves the workspace', async () => {
    const { id, teamId, key } = await sharedWorkspace(server, 'admin');
    expect((await withKey(server, key, 'GET', '/api/me')).json().workspace.role).toBe('admin');
    await server.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', teamId)
      .where('user_id', '=', id)
      .execute();
    const after = await withKey(server, key, 'GET', '/api/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'invalid_api_key' });
  });
});
