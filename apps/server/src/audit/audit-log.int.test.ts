/** The audit log through HTTP: what each change records, who did it and how, paging, filters, roles and retention. */
import { runHousekeeping } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, withKey } from '../testing/keys';
import { HOST, q, userOn } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer({ adminEmails: ['audit-admin@example.com'] });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

interface Event {
  id: string;
  at: number;
  actor: { id: string | null; email: string | null } | null;
  via: 'session' | 'api_key' | 'system';
  api_key_name?: string;
  action: string;
  target: { type: string; id: string; label: string };
  details: Record<string, unknown>;
}

async function auditOf(client: TestClient, query = ''): Promise<{ results: Event[]; next_cursor: string | null }> {
  const res = await client.get(`/api/workspace/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every event of the workspace, oldest first, read page by page. */
async function allEvents(client: TestClient, pageSize = 100): Promise<Event[]> {
  const events: Event[] = [];
  let cursor: string | null = null;
  do {
    const page = await auditOf(client, `?limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
    events.push(...page.results);
    cursor = page.next_cursor;
  } while (cursor);
  return events.reverse();
}

describe('what a session records', () => {
  it('links, domains, keys and webhooks: created, changed and deleted, by whom, through the session', async () => {
    const { client, id, email } = await userOn(server, 'pro', 'audit-session', { verified: true });
    const sub = `audit${Date.now() % 1_000_000}`;
    expect(
      (await client.post('/api/links/create', { url: 'https://example.com/a', hostname: HOST, slug: 'aud-1' }))
        .statusCode,
    ).toBe(200);
    expect((await client.put(`/api/links/${q('aud-1')}`, { title: 'Audited' })).statusCode).toBe(200);
    expect((await client.del(`/api/links/delete/${q('aud-1')}`)).statusCode).toBe(200);
    const domain = await client.post('/api/domains/create-subdomain', { sub, edge: HOST });
    expect(domain.statusCode, domain.body).toBe(200);
    expect((await client.del(`/api/domains/delete/${domain.json<{ id: string }>().id}`)).statusCode).toBe(200);
    const key = await createKey(client, 'read');
    expect((await client.del(`/api/keys/${key.id}`)).statusCode).toBe(200);
    const hook = await client.post('/api/webhooks', { url: `${receiver.url}/audit`, events: ['link.created'] });
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await client.del(`/api/webhooks/${hook.json<{ id: string }>().id}`)).statusCode).toBe(200);

    const events = await allEvents(client);
    expect(events.map((e) => [e.action, e.target.label])).toEqual([
      ['link.created', `${HOST}/aud-1`],
      ['link.updated', `${HOST}/aud-1`],
      ['link.deleted', `${HOST}/aud-1`],
      ['domain.created', `${sub}.${HOST}`],
      ['domain.deleted', `${sub}.${HOST}`],
      ['api_key.created', `read key (${key.prefix}…)`],
      ['api_key.deleted', `read key (${key.prefix}…)`],
      ['webhook.created', `${receiver.url}/audit`],
      ['webhook.deleted', `${receiver.url}/audit`],
    ]);
    for (const e of events) {
      expect(e.actor).toEqual({ id, email });
      expect(e.via).toBe('session');
      expect(e).not.toHaveProperty('api_key_name');
    }
    expect(events[1]!.details).toEqual({ fields: ['title'] });
    expect(events[5]!.details).toEqual({ scope: 'read', hostname: null });
  });

  it('a bulk create is one event for the call; a bulk delete one a link', async () => {
    const { client } = await userOn(server, 'pro', 'audit-bulk', { verified: true });
    const links = ['b-1', 'b-2', 'b-3'].map((slug) => ({
      url: `https://example.com/${slug}`,
      hostname: HOST,
      slug: `aud-${slug}-${Date.now()}`,
    }));
    expect((await client.post('/api/links/bulk', { links })).statusCode).toBe(200);
    const del = await client.post('/api/links/bulk/delete', {
      links: links.slice(0, 2).map(({ hostname, slug }) => ({ hostname, slug })),
    });
    expect(del.statusCode, del.body).toBe(200);
    const events = await allEvents(client);
    expect(events.map((e) => e.action)).toEqual(['links.bulk_created', 'link.deleted', 'link.deleted']);
    expect(events[0]!.details).toMatchObject({ count: 3 });
    expect(
      events
        .slice(1)
        .map((e) => e.target.label)
        .sort(),
    ).toEqual(
      links
        .slice(0, 2)
        .map((l) => `${HOST}/${l.slug}`)
        .sort(),
    );
  });

  it('a plan given by a site admin is recorded in the workspace, with the old and new plan', async () => {
    const { client, id } = await userOn(server, 'free', 'audit-plan', { verified: true });
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow())
      .email!;
    const { client: admin, id: adminId } = await server.signUp('audit-admin@example.com', { verified: true });
    const res = await admin.put('/api/admin/users/plan', { email, plan: 'pro' });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await auditOf(client, '?action=plan.changed')).results;
    expect(event).toMatchObject({
      action: 'plan.changed',
      actor: { id: adminId, email: 'audit-admin@example.com' },
      via: 'session',
      details: { from: 'free', to: 'pro', comped: true, by: 'site_admin' },
    });
  });
});

describe('through an API key', () => {
  it('records the member the key acts for, via api_key and the key’s name', async () => {
    const { client, id, email } = await userOn(server, 'free', 'audit-key', { verified: true });
    const key = await createKey(client, 'write', { name: 'CI script' });
    const res = await withKey(server, key.key, 'POST', '/api/links/create', {
      url: 'https://example.com/k',
      hostname: HOST,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await auditOf(client, '?action=link.created')).results;
    expect(event).toMatchObject({ actor: { id, email }, via: 'api_key', api_key_name: 'CI script' });
    expect(event!.target.label).toBe(`${HOST}/${res.json<{ slug: string }>().slug}`);
  });
});

describe('reading the log', () => {
  it('pages newest first by cursor, filters by action, and refuses a cursor it did not give', async () => {
    const { client } = await userOn(server, 'free', 'audit-pages', { verified: true });
    for (let i = 0; i < 5; i++)
      expect(
        (await client.post('/api/links/create', { url: `https://example.com/${i}`, hostname: HOST })).statusCode,
      ).toBe(200);
    await client.post('/api/webhooks', { url: `${receiver.url}/pages`, events: ['link.created'] });
    const whole = await auditOf(client);
    expect(whole.results).toHaveLength(6);
    expect(whole.next_cursor).toBeNull();
    const paged = await allEvents(client, 2);
    expect(paged.reverse().map((e) => e.id)).toEqual(whole.results.map((e) => e.id));
    const firstPage = await auditOf(client, '?limit=2');
    expect(firstPage.results.map((e) => e.id)).toEqual(whole.results.slice(0, 2).map((e) => e.id));
    expect(firstPage.next_cursor).not.toBeNull();

    const created = await auditOf(client, '?action=link.created');
    expect(created.results).toHaveLength(5);
    expect(new Set(created.results.map((e) => e.action))).toEqual(new Set(['link.created']));

    for (const bad of ['?cursor=nonsense', '?limit=0', '?limit=101', '?action=link.exploded', '?colour=red']) {
      const res = await client.get(`/api/workspace/audit${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('is for admins and owners: a member or viewer is refused, a key of an admin reads it', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const { key, client } = await sharedWorkspace(server, role);
      const res = await withKey(server, key, 'GET', '/api/workspace/audit');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'role_not_allowed' });
      // Their own personal workspace's log is theirs to read.
      expect((await client.get('/api/workspace/audit')).statusCode).toBe(200);
    }
    const { key, teamId } = await sharedWorkspace(server, 'admin');
    expect(
      (await withKey(server, key, 'POST', '/api/links/create', { url: 'https://example.com/t', hostname: HOST }))
        .statusCode,
    ).toBe(200);
    const res = await withKey(server, key, 'GET', '/api/workspace/audit');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ results: Event[] }>().results.map((e) => e.action)).toEqual(['link.created']);
    const stored = await server.db
      .selectFrom('audit_events')
      .select('workspace_id')
      .where('workspace_id', '=', teamId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('another workspace never sees the events', async () => {
    const { client: ann } = await userOn(server, 'free', 'audit-ann', { verified: true });
    const { client: bob } = await userOn(server, 'free', 'audit-bob', { verified: true });
    expect((await ann.post('/api/links/create', { url: 'https://example.com/ann', hostname: HOST })).statusCode).toBe(
      200,
    );
    expect((await auditOf(ann)).results).toHaveLength(1);
    expect((await auditOf(bob)).results).toEqual([]);
  });
});

describe('retention', () => {
  it('the clean-up deletes events older than the plan keeps analytics, and only those', async () => {
    const { client: free, id: freeId } = await userOn(server, 'free', 'audit-old-free', { verified: true });
    const { client: pro, id: proId } = await userOn(server, 'pro', 'audit-old-pro', { verified: true });
    for (const c of [free, pro])
      expect((await c.post('/api/links/create', { url: 'https://example.com/r', hostname: HOST })).statusCode).toBe(
        200,
      );
    // Back-dated copies: 40 days is past the free plan's 30 days and within pro's 365.
    for (const id of [freeId, proId])
      await sql`
        insert into audit_events (workspace_id, actor_id, actor_email, via, action, target_type, target_id, target_label, created_at)
        select workspace_id, actor_id, actor_email, via, action, target_type, target_id, 'old', now() - interval '40 days'
        from audit_events where workspace_id = ${id}`.execute(server.db);
    expect((await auditOf(free)).results).toHaveLength(2);
    await runHousekeeping(server.runtime.deps);
    expect((await auditOf(free)).results.map((e) => e.target.label)).not.toContain('old');
    expect((await auditOf(free)).results).toHaveLength(1);
    expect((await auditOf(pro)).results.map((e) => e.target.label)).toContain('old');
    expect((await auditOf(pro)).results).toHaveLength(2);
  });
});

describe('a deleted actor', () => {
  it('leaves the event with their email and no id', async () => {
    const { id, key, teamId } = await sharedWorkspace(server, 'admin');
    expect(
      (await withKey(server, key, 'POST', '/api/links/create', { url: 'https://example.com/d', hostname: HOST }))
        .statusCode,
    ).toBe(200);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow())
      .email;
    // The workspace has another member, its owner: it outlives the account (one alone in it goes with it).
    const owner = await server.signUp('audit.survivor@example.com');
    await server.db
      .insertInto('workspace_members')
      .values({ workspace_id: teamId, user_id: owner.id, role: 'owner' })
      .execute();
    await server.db.deleteFrom('users').where('id', '=', id).execute();
    const row = await server.db
      .selectFrom('audit_events')
      .selectAll()
      .where('workspace_id', '=', teamId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_id: null, actor_email: email, via: 'api_key', action: 'link.created' });
  });
});
