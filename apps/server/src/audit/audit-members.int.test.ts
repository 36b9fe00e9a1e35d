/** The members' calls in the audit log: invited, joined, role changed (and handed over), removed, left, revoked. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { invite, join, person, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Event = {
  action: string;
  actor: { email: string } | null;
  via: string;
  target: { label: string };
  details: object;
};

it('records who invited, joined, changed roles, removed, left and revoked, in the workspace the call acted in', async () => {
  const { id, founder, owner } = await team(server, 'pro', 'Audited');
  const ann = await join(server, id, owner, 'member', 'ann');
  const bob = await join(server, id, owner, 'viewer', 'bob');
  const carl = await join(server, id, owner, 'admin', 'carl');
  const stray = await person(server, 'stray');
  const { invitation } = await invite(server, owner, stray.email, 'viewer');
  expect((await owner.del(`/api/workspace/invitations/${invitation.id}`)).statusCode).toBe(200);
  expect((await owner.put(`/api/workspace/members/${ann.id}`, { role: 'admin' })).statusCode).toBe(200);
  expect((await carl.client.del(`/api/workspace/members/${bob.id}`)).statusCode).toBe(200);
  expect((await ann.client.post('/api/workspace/leave')).statusCode).toBe(200);
  expect((await owner.post('/api/workspace/transfer', { user_id: carl.id })).statusCode).toBe(200);

  const res = await carl.client.get('/api/workspace/audit?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  const lines = (res.json().results as Event[])
    .filter((e) => e.action.startsWith('member.'))
    .reverse()
    .map((e) => [e.action, e.actor?.email, e.via, e.target.label, e.details]);
  expect(lines).toEqual([
    ['member.invited', founder.email, 'session', ann.email, { role: 'member' }],
    ['member.joined', ann.email, 'session', ann.email, { role: 'member' }],
    ['member.invited', founder.email, 'session', bob.email, { role: 'viewer' }],
    ['member.joined', bob.email, 'session', bob.email, { role: 'viewer' }],
    ['member.invited', founder.email, 'session', carl.email, { role: 'admin' }],
    ['member.joined', carl.email, 'session', carl.email, { role: 'admin' }],
    ['member.invited', founder.email, 'session', stray.email, { role: 'viewer' }],
    ['member.invitation_revoked', founder.email, 'session', stray.email, { role: 'viewer' }],
    ['member.role_changed', founder.email, 'session', ann.email, { from: 'member', to: 'admin' }],
    ['member.removed', carl.email, 'session', bob.email, { role: 'viewer' }],
    ['member.removed', ann.email, 'session', ann.email, { role: 'admin', left: true }],
    ['member.role_changed', founder.email, 'session', carl.email, { from: 'admin', to: 'owner', transfer: true }],
    ['member.role_changed', founder.email, 'session', founder.email, { from: 'owner', to: 'admin', transfer: true }],
  ]);

  // Nothing of it in anyone's personal workspace.
  const own = await founder.client.get('/api/workspace/audit?action=member.invited');
  expect(own.json().results).toEqual([]);
});
