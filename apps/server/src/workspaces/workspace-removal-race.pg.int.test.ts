/**
 * A member removed while their links or keys are being made, edited or deleted, and an invitation revoked
 * while it is being accepted: each call is held between its check and its write (on a lock or a row the
 * test holds), the removal or the revoke commits meanwhile, then the call goes on and is refused.
 * PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST, newLink, q } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';
import { invite, join, person, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('creations held past the membership check while the member is removed write nothing, single and bulk', async () => {
  const { id, owner } = await team(server, 'pro');
  const member = await join(server, id, owner, 'member');
  const answers = await server.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${id}))`.execute(trx);
    const single = member.client.post('/api/links/create', { url: 'https://example.com/held', hostname: HOST });
    const bulk = member.client.post('/api/links/bulk', {
      links: [{ url: 'https://example.com/bulk', hostname: HOST }],
    });
    await untilWaitingOnLocks(server.db, 2);
    const removed = await owner.del(`/api/workspace/members/${member.id}`);
    expect(removed.json()).toEqual({ ok: true });
    return [single, bulk];
  });
  const [single, bulk] = await Promise.all(answers);
  expect(single!.statusCode).toBe(403);
  expect(single!.json()).toEqual({ error: 'not_a_member' });
  expect(bulk!.statusCode).toBe(403);
  expect(await server.db.selectFrom('links').select('slug').where('owner_id', '=', id).execute()).toEqual([]);
});

it('an edit and a delete held on their link rows while the member is removed change nothing', async () => {
  const { id, owner } = await team(server, 'pro');
  const member = await join(server, id, owner, 'member');
  const [edited, deleted] = [
    await newLink(owner, 'https://example.com/keep'),
    await newLink(owner, 'https://example.com/stay'),
  ];
  const answers = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('links').select('id').where('owner_id', '=', id).forUpdate().execute();
    const edit = member.client.put(`/api/links/rules/${q(edited)}`, { title: 'after removal', rules: [] });
    const del = member.client.del(`/api/links/delete/${q(deleted)}`);
    await untilWaitingOnLocks(server.db, 2);
    const removed = await owner.del(`/api/workspace/members/${member.id}`);
    expect(removed.json()).toEqual({ ok: true });
    return [edit, del];
  });
  for (const res of await Promise.all(answers)) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'not_a_member' });
  }
  const rows = await server.db.selectFrom('links').select(['slug', 'title']).where('owner_id', '=', id).execute();
  // Sorted here, both sides alike: the database's collation and localeCompare order mixed case apart.
  const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
  expect(rows.sort(bySlug)).toEqual(
    [
      { slug: edited, title: null },
      { slug: deleted, title: null },
    ].sort(bySlug),
  );
});

it('an API key made by an admin removed while it waits on the workspace is not made', async () => {
  const { id, owner } = await team(server, 'pro');
  const admin = await join(server, id, owner, 'admin');
  const pending = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('workspaces').select('id').where('id', '=', id).forUpdate().execute();
    const key = admin.client.post('/api/keys', { name: 'held', scope: 'write' });
    await untilWaitingOnLocks(server.db);
    // The removal, as it commits meanwhile: the membership and the member's keys go.
    await trx.deleteFrom('workspace_members').where('workspace_id', '=', id).where('user_id', '=', admin.id).execute();
    await trx.deleteFrom('api_keys').where('owner_id', '=', id).where('created_by', '=', admin.id).execute();
    return { key };
  });
  const res = await pending.key;
  expect([res.statusCode, res.json()]).toEqual([403, { error: 'not_a_member' }]);
  expect(await server.db.selectFrom('api_keys').select('id').where('owner_id', '=', id).execute()).toEqual([]);
});

it('an invitation revoked while it is being accepted lets no one in', async () => {
  const { id, owner } = await team(server, 'pro');
  const invitee = await person(server, 'revoked');
  const { invitation, token } = await invite(server, owner, invitee.email);
  const pending = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('workspace_invitations').select('id').where('id', '=', invitation.id).forUpdate().execute();
    const accept = invitee.client.post('/api/invitations/accept', { token });
    await untilWaitingOnLocks(server.db);
    // The revoke, as it commits meanwhile.
    await trx.deleteFrom('workspace_invitations').where('id', '=', invitation.id).execute();
    return { accept };
  });
  const res = await pending.accept;
  expect([res.statusCode, res.json()]).toEqual([404, { error: 'invitation_not_found' }]);
  expect(
    await server.db
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', id)
      .where('user_id', '=', invitee.id)
      .execute(),
  ).toEqual([]);
});
