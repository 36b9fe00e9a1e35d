/** Inviting by email: the mailed single-use link, accepting it, expiry, revoke, resend, seats and guests. */
import { runHousekeeping } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { invitationToken, invite, inWorkspace, join, person, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const membersOf = async (client: TestClient) =>
  (await client.get('/api/workspace/members')).json<{ results: { email: string; role: string }[] }>().results;

describe('an invitation', () => {
  it('is mailed with a link that shows the workspace before sign-in, and signing up through it joins', async () => {
    const { id, founder, owner } = await team(server, 'pro', 'Growth');
    const res = await owner.post('/api/workspace/invitations', { email: ' New.Person@Example.com ', role: 'viewer' });
    expect(res.statusCode, res.body).toBe(200);
    const invitation = res.json();
    expect(invitation).toEqual({
      id: expect.any(String),
      email: 'new.person@example.com',
      role: 'viewer',
      invited_by: founder.email,
      created_at: expect.any(Number),
      expires_at: expect.any(Number),
    });
    expect(invitation.expires_at - invitation.created_at).toBeGreaterThanOrEqual(7 * 86_400 - 5);
    expect(invitation.expires_at - invitation.created_at).toBeLessThanOrEqual(7 * 86_400 + 5);
    expect((await owner.get('/api/workspace/invitations')).json()).toEqual({ results: [invitation] });

    const mail = await server.lastMail('new.person@example.com');
    expect(mail?.subject).toBe(`${founder.email} invited you to Growth on kurz`);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{40,}$/);
    const token = await invitationToken(server, 'new.person@example.com');
    const stored = await server.db
      .selectFrom('workspace_invitations')
      .select('token_hash')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const preview = await server.client().get(`/api/invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      workspace: { id, name: 'Growth', owner_email: null },
      email: 'new.person@example.com',
      role: 'viewer',
      invited_by: founder.email,
      expires_at: invitation.expires_at,
    });
    const trpc = await server
      .client()
      .get(`/trpc/workspaces.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}`);
    expect(trpc.json().result.data).toEqual(preview.json());

    // Signing up with the invited address (unverified): accepting proves the address.
    const { client } = await server.signUp('new.person@example.com');
    expect((await client.get('/api/me')).json().status).toBe('unverified');
    const accepted = await client.post('/api/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      id,
      name: 'Growth',
      personal: false,
      owner_email: null,
      role: 'viewer',
      plan: 'pro',
      members: 2,
    });
    expect((await client.get('/api/me')).json().status).toBe('verified');
    expect((await inWorkspace(client, id).get('/api/me')).json().workspace).toEqual({
      id,
      name: 'Growth',
      role: 'viewer',
      owner_email: null,
    });
    expect((await membersOf(owner)).map((m) => [m.email, m.role])).toEqual([
      [founder.email, 'owner'],
      ['new.person@example.com', 'viewer'],
    ]);
    expect((await owner.get('/api/workspace/invitations')).json()).toEqual({ results: [] });
    const list = await client.get('/api/workspaces');
    expect(list.json().results.map((w: { name: string; personal: boolean }) => [w.name, w.personal])).toEqual([
      ['Personal', true],
      ['Growth', false],
    ]);
  });

  it('joins an existing account that signs in, once: the link is dead afterwards', async () => {
    const { id, owner } = await team(server);
    const member = await person(server, 'existing');
    const { token } = await invite(server, owner, member.email.toUpperCase(), 'admin');
    const signedIn = server.client();
    expect(
      (await signedIn.post('/api/auth/login', { email: member.email, password: 'correct horse battery' })).statusCode,
    ).toBe(200);
    const res = await signedIn.post('/api/invitations/accept', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, role: 'admin', members: 2 });

    const again = await signedIn.post('/api/invitations/accept', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'invitation_not_found' });
    expect((await server.client().get(`/api/invitations/${token}`)).json()).toEqual({ error: 'invitation_not_found' });
  });

  it('refuses another account than the invited address, with a message naming the address', async () => {
    const { owner } = await team(server);
    const invited = `invited.${Date.now()}@example.com`;
    const { token } = await invite(server, owner, invited);
    const other = await person(server, 'other');
    const res = await other.client.post('/api/invitations/accept', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'invitation_email_mismatch', message: expect.stringContaining(invited) });
    // Nothing changed: the invited address can still accept.
    expect(await membersOf(owner)).toHaveLength(1);
    const { client } = await server.signUp(invited);
    expect((await client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
  });

  it('answers already_member (and is used up) for someone who is in already', async () => {
    const { id, owner } = await team(server);
    const member = await join(server, id, owner, 'member');
    const res = await owner.post('/api/workspace/invitations', { email: member.email, role: 'viewer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'already_member' });

    // In already by the time they follow the link (written in SQL: no call adds a member without one).
    const later = await person(server, 'twice');
    const first = await invite(server, owner, later.email);
    await server.db
      .insertInto('workspace_members')
      .values({ workspace_id: id, user_id: later.id, role: 'viewer' })
      .execute();
    const dup = await later.client.post('/api/invitations/accept', { token: first.token });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'already_member' });
    expect((await owner.get('/api/workspace/invitations')).json().results).toEqual([]);
  });

  it('refuses a second invitation of a pending address: it is sent again instead', async () => {
    const { owner } = await team(server);
    const email = `pending.${Date.now()}@example.com`;
    await invite(server, owner, email);
    const res = await owner.post('/api/workspace/invitations', { email, role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'already_invited' });
  });

  it('expires after 7 days (and its seat is free again)', async () => {
    const { owner } = await team(server, 'hobby');
    const email = `late.${Date.now()}@example.com`;
    const { invitation, token } = await invite(server, owner, email);
    await server.db
      .updateTable('workspace_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    expect((await server.client().get(`/api/invitations/${token}`)).statusCode).toBe(404);
    const { client } = await server.signUp(email);
    const res = await client.post('/api/invitations/accept', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'invitation_not_found' });
    expect((await owner.get('/api/workspace/invitations')).json().results).toEqual([]);
    expect((await owner.get('/api/user/limits')).json().limits.seats).toEqual({
      current: 1,
      limit: 3,
      unlimited: false,
      remaining: 2,
    });
    // Inviting the address anew replaces the lapsed one.
    await invite(server, owner, email);
  });

  it('lapsed 30 days ago is deleted by the clean-up; one lapsed since, and a pending one, stay', async () => {
    const { id, owner } = await team(server, 'pro');
    const lapse = async (email: string, daysAgo: number) => {
      const { invitation } = await invite(server, owner, email);
      await server.db
        .updateTable('workspace_invitations')
        .set({ expires_at: new Date(Date.now() - daysAgo * 86_400_000) })
        .where('id', '=', invitation.id)
        .execute();
    };
    await lapse(`long.gone.${Date.now()}@example.com`, 31);
    await lapse(`recently.${Date.now()}@example.com`, 29);
    const pending = `pending.${Date.now()}@example.com`;
    await invite(server, owner, pending);
    await runHousekeeping(server.runtime.deps);
    const left = await server.db
      .selectFrom('workspace_invitations')
      .select('email')
      .where('workspace_id', '=', id)
      .orderBy('email')
      .execute();
    expect(left.map((r) => r.email.split('.')[0])).toEqual(['pending', 'recently']);
  });

  it('is revoked: its link stops working at once', async () => {
    const { owner } = await team(server);
    const email = `revoked.${Date.now()}@example.com`;
    const { invitation, token } = await invite(server, owner, email);
    const res = await owner.del(`/api/workspace/invitations/${invitation.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await owner.del(`/api/workspace/invitations/${invitation.id}`)).json()).toEqual({ error: 'not_found' });
    const { client } = await server.signUp(email);
    expect((await client.post('/api/invitations/accept', { token })).json()).toEqual({ error: 'invitation_not_found' });
  });

  it('is sent again with a new link: the old one is dead', async () => {
    const { id, owner } = await team(server);
    const email = `resent.${Date.now()}@example.com`;
    const { invitation, token: old } = await invite(server, owner, email);
    const res = await owner.post(`/api/workspace/invitations/${invitation.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: invitation.id, email });
    expect(await server.mailCount(email)).toBe(2);
    const fresh = await invitationToken(server, email);
    expect(fresh).not.toBe(old);
    const { client } = await server.signUp(email);
    expect((await client.post('/api/invitations/accept', { token: old })).json()).toEqual({
      error: 'invitation_not_found',
    });
    expect((await client.post('/api/invitations/accept', { token: fresh })).json()).toMatchObject({ id });
  });

  it('cannot be seen or changed from another workspace', async () => {
    const a = await team(server);
    const b = await team(server);
    const { invitation } = await invite(server, a.owner, `scoped.${Date.now()}@example.com`);
    expect((await b.owner.get('/api/workspace/invitations')).json().results).toEqual([]);
    expect((await b.owner.del(`/api/workspace/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await b.owner.post(`/api/workspace/invitations/${invitation.id}/resend`)).statusCode).toBe(404);
    expect((await a.owner.get('/api/workspace/invitations')).json().results).toHaveLength(1);
  });

  it('is sent by admins, not by members or viewers', async () => {
    const { id, owner } = await team(server);
    const admin = await join(server, id, owner, 'admin');
    const member = await join(server, id, owner, 'member');
    expect(
      (
        await admin.client.post('/api/workspace/invitations', {
          email: `by.admin.${Date.now()}@example.com`,
          role: 'member',
        })
      ).statusCode,
    ).toBe(200);
    const refused = await member.client.post('/api/workspace/invitations', {
      email: `by.member.${Date.now()}@example.com`,
      role: 'member',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'role_not_allowed' });
    expect((await member.client.get('/api/workspace/invitations')).json()).toEqual({ error: 'role_not_allowed' });
  });

  it('refuses bad input with a code and unknown fields', async () => {
    const { owner } = await team(server);
    expect(
      (await owner.post('/api/workspace/invitations', { email: 'not-an-address', role: 'member' })).json(),
    ).toMatchObject({ error: 'invalid_email' });
    expect(
      (await owner.post('/api/workspace/invitations', { email: 'a@example.com', role: 'owner' })).json(),
    ).toMatchObject({ error: 'invalid_input' });
    expect(
      (await owner.post('/api/workspace/invitations', { email: 'a@example.com', role: 'member', x: 1 })).json(),
    ).toMatchObject({ error: 'unknown_field', field: 'x' });
    expect((await owner.post('/api/workspace/invitations/nope/resend')).statusCode).toBe(400);
    expect((await server.client().post('/api/invitations/accept', { token: 'x' })).statusCode).toBe(401);
  });
});

describe('seats', () => {
  it('count members and pending invitations, shown in the limits, and refuse an invitation past them', async () => {
    const { id, owner } = await team(server, 'hobby');
    await join(server, id, owner, 'member');
    await invite(server, owner, `third.${Date.now()}@example.com`);
    expect((await owner.get('/api/user/limits')).json().limits.seats).toEqual({
      current: 3,
      limit: 3,
      unlimited: false,
      remaining: 0,
    });
    const res = await owner.post('/api/workspace/invitations', {
      email: `fourth.${Date.now()}@example.com`,
      role: 'member',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'seats_limit_reached' });
    const plans = (await server.client().get('/api/plans/list')).json().plans;
    expect(plans.map((p: { id: string; max_seats: number }) => [p.id, p.max_seats])).toEqual([
      ['free', 1],
      ['hobby', 3],
      ['pro', 10],
    ]);
  });

  it('a free workspace has one seat: its owner', async () => {
    const { owner } = await team(server, 'free');
    const res = await owner.post('/api/workspace/invitations', {
      email: `free.${Date.now()}@example.com`,
      role: 'member',
    });
    expect(res.json()).toEqual({ error: 'seats_limit_reached' });
  });

  it('are checked again on accepting: a plan that shrank leaves the invitation waiting', async () => {
    const { id, owner } = await team(server, 'pro');
    await join(server, id, owner, 'member');
    await join(server, id, owner, 'member', 'm2');
    const late = await person(server, 'late');
    const { token } = await invite(server, owner, late.email);
    await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', id).execute();
    const res = await late.client.post('/api/invitations/accept', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'seats_limit_reached' });
    expect((await owner.get('/api/workspace/invitations')).json().results).toHaveLength(1);
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
    expect((await late.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
  });
});

describe('an unverified account', () => {
  it('cannot send invitations, even from a workspace with seats', async () => {
    const { id, client } = await server.signUp(`unproven.${Date.now()}@example.com`);
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
    const res = await client.post('/api/workspace/invitations', {
      email: `x.${Date.now()}@example.com`,
      role: 'member',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'email_not_verified' });
    expect((await client.get('/api/workspace/invitations')).json()).toEqual({ results: [] });
  });
});

describe('guests', () => {
  it('cannot invite from their workspace, nor accept an invitation', async () => {
    const guest = server.client();
    expect((await guest.post('/api/auth/guest')).statusCode).toBe(200);
    const res = await guest.post('/api/workspace/invitations', {
      email: `g.${Date.now()}@example.com`,
      role: 'member',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'guest_not_allowed' });
    const { owner } = await team(server);
    const { token } = await invite(server, owner, `for.guest.${Date.now()}@example.com`);
    expect((await guest.post('/api/invitations/accept', { token })).json()).toEqual({ error: 'guest_not_allowed' });
    expect((await guest.post('/api/workspaces', { name: 'Mine' })).json()).toEqual({ error: 'guest_not_allowed' });
  });
});
