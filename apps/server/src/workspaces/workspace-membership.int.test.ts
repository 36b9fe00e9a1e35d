/** Role changes, removal, leaving, transfer, rename and delete of a workspace; the person's workspaces. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, withKey } from '../testing/keys';
import { HOST } from '../testing/links';
import { inWorkspace, invite, join, person, sharedWorkspace, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const roles = async (client: TestClient) =>
  Object.fromEntries(
    (await client.get('/api/workspace/members'))
      .json<{ results: { email: string; role: string }[] }>()
      .results.map((m) => [m.email, m.role]),
  );
const setRole = (client: TestClient, userId: string, role: string) =>
  client.put(`/api/workspace/members/${userId}`, { role });

describe('role changes', () => {
  it('admins set admin, member or viewer on non-owners; only owners make or unmake owners', async () => {
    const { id, owner, founder } = await team(server);
    const admin = await join(server, id, owner, 'admin');
    const member = await join(server, id, owner, 'member');

    const res = await setRole(admin.client, member.id, 'viewer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await roles(owner))[member.email]).toBe('viewer');
    expect((await inWorkspace(member.client, id).get('/api/me')).json().workspace.role).toBe('viewer');

    for (const [target, role] of [
      [member.id, 'owner'],
      [founder.id, 'admin'],
    ] as const) {
      const refused = await setRole(admin.client, target, role);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'role_not_allowed' });
    }
    expect((await setRole(member.client, admin.id, 'viewer')).json()).toEqual({ error: 'role_not_allowed' });

    expect((await setRole(owner, member.id, 'owner')).statusCode).toBe(200);
    expect((await setRole(owner, member.id, 'admin')).statusCode).toBe(200);
    expect(await roles(owner)).toEqual({ [founder.email]: 'owner', [admin.email]: 'admin', [member.email]: 'admin' });
  });

  it('never demotes the last owner', async () => {
    const { id, owner, founder } = await team(server);
    await join(server, id, owner, 'admin');
    const res = await setRole(owner, founder.id, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'last_owner' });
    expect((await roles(owner))[founder.email]).toBe('owner');
  });

  it('refuses an unknown member, a bad role and unknown fields', async () => {
    const { owner } = await team(server);
    expect((await setRole(owner, '00000000-0000-4000-8000-000000000000', 'admin')).json()).toEqual({
      error: 'not_found',
    });
    expect((await setRole(owner, 'nope', 'admin')).statusCode).toBe(400);
    const other = await person(server, 'stranger');
    expect((await setRole(owner, other.id, 'admin')).statusCode).toBe(404);
    const { founder } = await team(server);
    expect((await setRole(owner, founder.id, 'superuser')).json()).toMatchObject({ error: 'invalid_input' });
    expect((await owner.put(`/api/workspace/members/${founder.id}`, { role: 'admin', x: 1 })).json()).toMatchObject({
      error: 'unknown_field',
    });
  });
});

describe('removing a member', () => {
  it('ends their sessions and keys in the workspace at once', async () => {
    const { id, owner } = await team(server);
    const member = await join(server, id, owner, 'admin');
    const key = await createKey(member.client, 'write');
    expect((await withKey(server, key.key, 'GET', '/api/links/list')).statusCode).toBe(200);

    const res = await owner.del(`/api/workspace/members/${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await member.client.get('/api/links/list');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ error: 'not_a_member' });
    expect((await withKey(server, key.key, 'GET', '/api/links/list')).statusCode).toBe(401);
    expect(await server.db.selectFrom('api_keys').select('id').where('id', '=', key.id).execute()).toEqual([]);
    // Their own workspace is untouched and the list no longer names the team.
    const personal = server.client();
    personal.cookie = member.client.cookie;
    expect((await personal.get('/api/workspaces')).json().results.map((w: { id: string }) => w.id)).toEqual([
      member.id,
    ]);
  });

  it('admins cannot remove owners; the last owner cannot be removed; members remove nobody', async () => {
    const { id, owner, founder } = await team(server);
    const admin = await join(server, id, owner, 'admin');
    const member = await join(server, id, owner, 'member');
    expect((await admin.client.del(`/api/workspace/members/${founder.id}`)).json()).toEqual({
      error: 'role_not_allowed',
    });
    expect((await member.client.del(`/api/workspace/members/${admin.id}`)).json()).toEqual({
      error: 'role_not_allowed',
    });
    const last = await owner.del(`/api/workspace/members/${founder.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'last_owner' });
    expect((await admin.client.del(`/api/workspace/members/${member.id}`)).statusCode).toBe(200);
    expect(Object.keys(await roles(owner))).toHaveLength(2);
  });
});

describe('leaving', () => {
  it('any member may leave; the last owner may not', async () => {
    const { id, owner } = await team(server);
    const viewer = await join(server, id, owner, 'viewer');
    const res = await viewer.client.post('/api/workspace/leave');
    expect(res.statusCode, res.body).toBe(200);
    expect((await viewer.client.get('/api/me')).json()).toEqual({ error: 'not_a_member' });
    const last = await owner.post('/api/workspace/leave');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'last_owner' });
  });
});

describe('a personal workspace', () => {
  it('can be shared, but its person stays its owner: not removed, demoted, leaving, nor transferred away', async () => {
    const ann = await person(server, 'ann');
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', ann.id).execute();
    const bob = await join(server, ann.id, ann.client, 'admin', 'bob');
    await setRole(ann.client, bob.id, 'owner');
    expect((await roles(ann.client))[bob.email]).toBe('owner');
    expect((await setRole(bob.client, ann.id, 'admin')).json()).toEqual({ error: 'personal_workspace' });
    expect((await bob.client.del(`/api/workspace/members/${ann.id}`)).json()).toEqual({ error: 'personal_workspace' });
    expect((await ann.client.post('/api/workspace/leave')).json()).toEqual({ error: 'personal_workspace' });
    expect((await ann.client.post('/api/workspace/transfer', { user_id: bob.id })).json()).toEqual({
      error: 'personal_workspace',
    });
    expect((await ann.client.request({ method: 'DELETE', url: '/api/workspace' })).json()).toEqual({
      error: 'personal_workspace',
    });
    expect((await bob.client.post('/api/workspace/leave')).statusCode).toBe(200);
  });
});

describe('transferring ownership', () => {
  it('makes the member the owner and the caller an admin; only owners may', async () => {
    const { id, owner, founder } = await team(server);
    const admin = await join(server, id, owner, 'admin');
    expect((await admin.client.post('/api/workspace/transfer', { user_id: admin.id })).json()).toEqual({
      error: 'role_not_allowed',
    });
    const res = await owner.post('/api/workspace/transfer', { user_id: admin.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await roles(owner)).toEqual({ [admin.email]: 'owner', [founder.email]: 'admin' });
    expect((await owner.post('/api/workspace/transfer', { user_id: founder.id })).json()).toEqual({
      error: 'role_not_allowed',
    });
    const stranger = await person(server, 'stranger');
    expect((await admin.client.post('/api/workspace/transfer', { user_id: stranger.id })).json()).toEqual({
      error: 'not_found',
    });
  });
});

describe('renaming and deleting', () => {
  it('owners rename; admins may not', async () => {
    const { id, owner } = await team(server, 'pro', 'Old');
    const admin = await join(server, id, owner, 'admin');
    const patch = (c: TestClient, body: object) => c.request({ method: 'PATCH', url: '/api/workspace', payload: body });
    expect((await patch(admin.client, { name: 'Nope' })).json()).toEqual({ error: 'role_not_allowed' });
    const res = await patch(owner, { name: '  New name  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'New name', role: 'owner', members: 2 });
    expect((await patch(owner, { name: '' })).json()).toMatchObject({ error: 'invalid_input' });
    expect((await patch(owner, { name: 'x'.repeat(101) })).json()).toMatchObject({ error: 'invalid_input' });
    for (const name of ['Pay\u202egpj.exe', 'Line\nbreak', 'Bell\u0007'])
      expect((await patch(owner, { name })).json(), name).toMatchObject({ error: 'invalid_input' });
    expect((await owner.get('/api/me')).json().workspace).toMatchObject({ name: 'New name' });
  });

  it('owners delete a shared workspace with what it owns; not while a paid subscription runs', async () => {
    const { id, owner, founder } = await team(server);
    const admin = await join(server, id, owner, 'admin');
    const link = await owner.post('/api/links/create', { url: 'https://example.com/gone', hostname: HOST });
    expect(link.statusCode, link.body).toBe(200);
    expect((await admin.client.request({ method: 'DELETE', url: '/api/workspace' })).json()).toEqual({
      error: 'role_not_allowed',
    });
    await server.db
      .insertInto('subscriptions')
      .values({
        id: `sub_${id}`,
        workspace_id: id,
        customer_id: 'cus_x',
        price_id: 'price_x',
        plan_id: 'pro',
        is_yearly: false,
        status: 'active',
        current_period_end: new Date(Date.now() + 86_400_000),
        cancel_at_period_end: false,
        created_at: new Date(),
      })
      .execute();
    const paid = await owner.request({ method: 'DELETE', url: '/api/workspace' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ error: 'subscription_active' });
    await server.db.updateTable('subscriptions').set({ status: 'canceled' }).where('workspace_id', '=', id).execute();

    const res = await owner.request({ method: 'DELETE', url: '/api/workspace' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await server.db.selectFrom('links').select('id').where('owner_id', '=', id).execute()).toEqual([]);
    expect((await admin.client.get('/api/me')).json()).toEqual({ error: 'not_a_member' });
    const personal = server.client();
    personal.cookie = founder.client.cookie;
    expect((await personal.get('/api/workspaces')).json().results).toHaveLength(1);
  });
});

describe("the person's workspaces", () => {
  it("names the owner of another person's own workspace, so that two Personal ones are told apart", async () => {
    const alice = await person(server, 'alice');
    const personalId = (await alice.client.get('/api/workspaces')).json().results[0].id as string;
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', personalId).execute();
    const bob = await person(server, 'bob');
    const { token } = await invite(server, alice.client, bob.email, 'member');
    expect((await server.client().get(`/api/invitations/${token}`)).json().workspace).toEqual({
      id: personalId,
      name: 'Personal',
      owner_email: alice.email,
    });
    expect((await bob.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
    const names = (await bob.client.get('/api/workspaces'))
      .json()
      .results.map((w: { name: string; personal: boolean; owner_email: string | null }) => [
        w.name,
        w.personal,
        w.owner_email,
      ]);
    expect(names).toEqual([
      ['Personal', true, null],
      ['Personal', false, alice.email],
    ]);
    // Alice's own list names nobody: it is hers.
    expect((await alice.client.get('/api/workspaces')).json().results[0]).toMatchObject({ owner_email: null });
    // The workspace a call acts in is named the same way, for the pages that show it.
    expect((await inWorkspace(bob.client, personalId).get('/api/me')).json().workspace).toEqual({
      id: personalId,
      name: 'Personal',
      role: 'member',
      owner_email: alice.email,
    });
    expect((await alice.client.get('/api/me')).json().workspace).toMatchObject({ owner_email: null });
  });

  it('lists their own first, then by name, with role, plan and members; made by a verified account', async () => {
    const me = await person(server, 'lister');
    for (const name of ['Zeta', 'Alpha'])
      expect((await me.client.post('/api/workspaces', { name })).statusCode).toBe(200);
    const other = await team(server, 'pro', 'Beta');
    const { token } = await invite(server, other.owner, me.email, 'viewer');
    expect((await me.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
    const res = await me.client.get('/api/workspaces');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((w: object) => ({ ...w, id: undefined }))).toEqual([
      { id: undefined, name: 'Personal', personal: true, owner_email: null, role: 'owner', plan: 'free', members: 1 },
      { id: undefined, name: 'Alpha', personal: false, owner_email: null, role: 'owner', plan: 'free', members: 1 },
      { id: undefined, name: 'Beta', personal: false, owner_email: null, role: 'viewer', plan: 'pro', members: 2 },
      { id: undefined, name: 'Zeta', personal: false, owner_email: null, role: 'owner', plan: 'free', members: 1 },
    ]);
    expect((await me.client.get('/trpc/workspaces.list')).json().result.data).toEqual(res.json());
    // Not to a key: it acts in one workspace and learns nothing of the others.
    const key = await createKey(me.client, 'read');
    expect((await withKey(server, key.key, 'GET', '/api/workspaces')).json()).toMatchObject({
      error: 'api_key_not_allowed',
    });
    // Still listed while the session names a workspace it has left.
    expect(
      (await inWorkspace(me.client, '00000000-0000-4000-8000-000000000000').get('/api/workspaces')).statusCode,
    ).toBe(200);
  });

  it('refuses an unverified account, an empty name, and more than 10 an hour', async () => {
    const { client } = await server.signUp(`unverified.${Date.now()}@example.com`);
    expect((await client.post('/api/workspaces', { name: 'X' })).json()).toEqual({ error: 'email_not_verified' });
    const me = await person(server, 'maker');
    expect((await me.client.post('/api/workspaces', { name: '   ' })).json()).toMatchObject({ error: 'invalid_input' });
    for (let i = 0; i < 10; i++)
      expect((await me.client.post('/api/workspaces', { name: `W${i}` })).statusCode).toBe(200);
    const limited = await me.client.post('/api/workspaces', { name: 'W10' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
  });
});

describe('an API key', () => {
  it('cannot invite, send an invitation again or change a role: a leaked key brings in no one', async () => {
    const { key, teamId } = await sharedWorkspace(server, 'admin', 'Keyed');
    const member = await server.db
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', teamId)
      .executeTakeFirstOrThrow();
    for (const [method, url, body] of [
      ['POST', '/api/workspace/invitations', { email: 'recruit@example.com', role: 'admin' }],
      ['POST', '/api/workspace/invitations/00000000-0000-4000-8000-000000000000/resend', undefined],
      ['PUT', `/api/workspace/members/${member.user_id}`, { role: 'owner' }],
    ] as const) {
      const res = await withKey(server, key, method, url, body);
      expect([res.statusCode, res.json()], url).toEqual([403, { error: 'api_key_not_allowed' }]);
    }
    const invited = await server.db
      .selectFrom('workspace_invitations')
      .select('id')
      .where('workspace_id', '=', teamId)
      .execute();
    expect(invited).toEqual([]);
  });
});
