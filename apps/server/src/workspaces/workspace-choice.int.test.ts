/** A session acts in the workspace its request names (X-Kurz-Workspace), by default the personal one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { withKey } from '../testing/keys';
import { HOST } from '../testing/links';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inWorkspace = (client: TestClient, workspace: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  client.request({ method, url, payload, headers: { 'x-kurz-workspace': workspace } });

describe('a session naming a workspace', () => {
  it('acts in it with its role there, and without the header in the personal one', async () => {
    const { client, id, teamId } = await sharedWorkspace(server, 'member');
    const me = await inWorkspace(client, teamId, 'GET', '/api/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id, plan: 'pro', workspace: { id: teamId, name: 'Marketing', role: 'member' } });

    const created = await inWorkspace(client, teamId, 'POST', '/api/links/create', {
      url: 'https://example.com/team',
      hostname: HOST,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = await server.db
      .selectFrom('links')
      .select('owner_id')
      .where('slug', '=', created.json().slug)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(teamId);
    const trpc = await inWorkspace(client, teamId, 'GET', '/trpc/links.list');
    expect(trpc.json().result.data.results.map((l: { slug: string }) => l.slug)).toEqual([created.json().slug]);

    expect((await client.get('/api/me')).json().workspace).toEqual({
      id,
      name: 'Personal',
      role: 'owner',
      owner_email: null,
    });
    expect((await client.get('/api/links/list')).json().results).toEqual([]);
  });

  it.each([
    ['another team', async () => (await sharedWorkspace(server, 'owner', 'Other')).teamId],
    ['a workspace that does not exist', async () => '00000000-0000-4000-8000-000000000000'],
    ['no workspace id at all', async () => "1' or '1'='1"],
  ])('answers 403 not_a_member for %s, and changes nothing', async (_name, target) => {
    const { client } = await sharedWorkspace(server, 'admin', 'Mine');
    const workspace = await target();
    const before = await server.db
      .selectFrom('links')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .execute();
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/trpc/links.list'],
      ['POST', '/api/links/create'],
    ] as const) {
      const res = await inWorkspace(
        client,
        workspace,
        method,
        url,
        method === 'POST' ? { url: 'https://example.com/x', hostname: HOST } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(JSON.stringify(res.json())).toContain('not_a_member');
    }
    const after = await server.db
      .selectFrom('links')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .execute();
    expect(after).toEqual(before);
  });

  it('ends at once when the member is removed', async () => {
    const { client, id, teamId } = await sharedWorkspace(server, 'viewer');
    expect((await inWorkspace(client, teamId, 'GET', '/api/links/list')).statusCode).toBe(200);
    await server.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', teamId)
      .where('user_id', '=', id)
      .execute();
    const after = await inWorkspace(client, teamId, 'GET', '/api/links/list');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ error: 'not_a_member' });
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('without a session is still 401 unauthorized', async () => {
    const { teamId } = await sharedWorkspace(server, 'owner', 'Anon');
    const res = await inWorkspace(server.client(), teamId, 'GET', '/api/links/list');
    expect(res.statusCode).toBe(401);
  });
});

describe('an API key', () => {
  it('refuses a header naming another workspace than its own, and accepts its own', async () => {
    const { id, teamId, key } = await sharedWorkspace(server, 'member', 'Keyed');
    const other = await withKey(server, key, 'GET', '/api/me', undefined, { 'x-kurz-workspace': id });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'invalid_input', field: 'x-kurz-workspace' });
    const own = await withKey(server, key, 'GET', '/api/me', undefined, { 'x-kurz-workspace': teamId });
    expect(own.json().workspace.id).toBe(teamId);
  });
});
