/**
 * Membership changes at the same moment, as two replicas would run them: run on PostgreSQL and on
 * PGlite. Each decides under the workspace's lock, so the seats, the owners and a single-use link hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { invite, join, person, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const owners = async (teamId: string) =>
  (
    await server.db
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', teamId)
      .where('role', '=', 'owner')
      .execute()
  ).map((r) => r.user_id);

describe('at the same moment', () => {
  it('two invitations accepted past the last seat: one joins, the other is refused', async () => {
    const { id, owner } = await team(server, 'pro');
    await join(server, id, owner, 'member');
    const [a, b] = [await person(server, 'seat-a'), await person(server, 'seat-b')];
    const tokens = [(await invite(server, owner, a.email)).token, (await invite(server, owner, b.email)).token];
    // The plan shrank to 3 seats after both were invited: one seat is left for the two of them.
    await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', id).execute();
    const answers = await Promise.all([
      a.client.post('/api/invitations/accept', { token: tokens[0] }),
      b.client.post('/api/invitations/accept', { token: tokens[1] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((r) => r.statusCode === 403)!.json()).toEqual({ error: 'seats_limit_reached' });
    const members = await server.db
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', id)
      .execute();
    expect(members).toHaveLength(3);
  });

  it('two invitations sent for the last seat: one is sent, the other is refused', async () => {
    const { id, owner } = await team(server, 'hobby');
    await join(server, id, owner, 'member');
    const answers = await Promise.all(
      ['last-a', 'last-b'].map((n) =>
        owner.post('/api/workspace/invitations', { email: `${n}.${Date.now()}@example.com`, role: 'viewer' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await owner.get('/api/user/limits')).json().limits.seats.current).toBe(3);
  });

  it('one link accepted twice: one joins, the other finds it used', async () => {
    const { id, owner } = await team(server, 'pro');
    const invited = await person(server, 'twice');
    const { token } = await invite(server, owner, invited.email);
    const second = server.client();
    await second.post('/api/auth/login', { email: invited.email, password: 'correct horse battery' });
    const answers = await Promise.all([
      invited.client.post('/api/invitations/accept', { token }),
      second.post('/api/invitations/accept', { token }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)!.json()).toEqual({ error: 'invitation_not_found' });
    const rows = await server.db
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', id)
      .where('user_id', '=', invited.id)
      .execute();
    expect(rows).toEqual([{ role: 'member' }]);
  });

  it('ownership transferred twice at once: exactly one transfer happens, and one owner remains', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, owner, founder } = await team(server, 'pro');
      const b = await join(server, id, owner, 'admin', 'heir-b');
      const c = await join(server, id, owner, 'admin', 'heir-c');
      const answers = await Promise.all([
        owner.post('/api/workspace/transfer', { user_id: b.id }),
        owner.post('/api/workspace/transfer', { user_id: c.id }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(answers.find((r) => r.statusCode === 403)!.json()).toEqual({ error: 'role_not_allowed' });
      const heir = answers[0].statusCode === 200 ? b.id : c.id;
      expect(await owners(id)).toEqual([heir]);
      expect(await owners(id)).not.toContain(founder.id);
    }
  });

  it('the last two owners leaving at once: one leaves, the other stays the owner', async () => {
    const { id, owner } = await team(server, 'pro');
    const other = await join(server, id, owner, 'admin', 'co-owner');
    expect((await owner.put(`/api/workspace/members/${other.id}`, { role: 'owner' })).statusCode).toBe(200);
    const answers = await Promise.all([owner.post('/api/workspace/leave'), other.client.post('/api/workspace/leave')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await owners(id)).toHaveLength(1);
  });

  it('a member removed while creating links: every link written is theirs from before, none after', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, owner } = await team(server, 'pro');
      const member = await join(server, id, owner, 'member', 'leaving');
      const [created, removed] = await Promise.all([
        member.client.post('/api/links/create', { url: `https://example.com/r${round}`, hostname: HOST }),
        owner.del(`/api/workspace/members/${member.id}`),
      ]);
      expect(removed.statusCode).toBe(200);
      const links = await server.db.selectFrom('links').select('slug').where('owner_id', '=', id).execute();
      if (created.statusCode === 200) expect(links).toEqual([{ slug: created.json().slug }]);
      else {
        expect(created.json()).toEqual({ error: 'not_a_member' });
        expect(links).toEqual([]);
      }
    }
  });
});
