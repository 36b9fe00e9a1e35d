/** Helpers for the workspace tests (on top of index.ts and keys.ts). */
import type { TWorkspaceRole } from '@kurz/core';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './index';
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

/** The client acting in a workspace: every request names it in X-Kurz-Workspace, as a dashboard tab does. */
export function inWorkspace(client: TestClient, workspaceId: string): TestClient {
  const scoped: TestClient = {
    ...client,
    request: (opts) => client.request({ ...opts, headers: { 'x-kurz-workspace': workspaceId, ...opts.headers } }),
    get: (url) => scoped.request({ method: 'GET', url }),
    post: (url, body = {}) => scoped.request({ method: 'POST', url, payload: body as object }),
    put: (url, body = {}) => scoped.request({ method: 'PUT', url, payload: body as object }),
    del: (url) => scoped.request({ method: 'DELETE', url }),
  };
  return scoped;
}

type Invitable = Exclude<TWorkspaceRole, 'owner'>;

let people = 0;
/** A fresh, verified address and its account. */
export async function person(server: TestServer, name = 'person') {
  const email = `${name}.${++people}.${Date.now()}@example.com`;
  return { email, ...(await server.signUp(email, { verified: true })) };
}

/**
 * A shared workspace made through the API by a verified owner, moved to `plan` (the free plan has one
 * seat); `owner` is the owner's client acting in it.
 */
export async function team(server: TestServer, plan: 'free' | 'hobby' | 'pro' = 'pro', name = 'Team') {
  const founder = await person(server, 'founder');
  const res = await founder.client.post('/api/workspaces', { name });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ id: string }>().id;
  await server.db.updateTable('workspaces').set({ plan_id: plan }).where('id', '=', id).execute();
  return { id, founder, owner: inWorkspace(founder.client, id) };
}

/** The token in the latest invitation mailed to the address. */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const mail = await server.lastMail(email.trim().toLowerCase());
  const token = mail?.link?.match(/\/invite\/([A-Za-z0-9_-]+)$/)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}: ${mail?.text}`);
  return token;
}

/** Invites the address (as `role`) and returns the mailed token. */
export async function invite(server: TestServer, admin: TestClient, email: string, role: Invitable = 'member') {
  const res = await admin.post('/api/workspace/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(200);
  return { invitation: res.json<{ id: string }>(), token: await invitationToken(server, email) };
}

/** A new verified account that joins the team as `role` through an invitation; its client acts in the team. */
export async function join(
  server: TestServer,
  teamId: string,
  admin: TestClient,
  role: Invitable,
  name: string = role,
) {
  const member = await person(server, name);
  const { token } = await invite(server, admin, member.email, role);
  const res = await member.client.post('/api/invitations/accept', { token });
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, client: inWorkspace(member.client, teamId) };
}
