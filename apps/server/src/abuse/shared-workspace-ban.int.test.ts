/**
 * A shared workspace (no person of its own) works like a personal one: its links redirect and record
 * clicks, its webhooks fire, its imports run. A ban of its only owner stops it as it stops a personal
 * workspace; one owner banned among others does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { withKey } from '../testing/keys';
import { eventually, HOST } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
let receiver: Receiver;
let admin: Awaited<ReturnType<TestServer['signUp']>>['client'];
beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer(
    { adminEmails: ['ban-admin@example.com'] },
    { webhookPollMs: 30, webhookClickBatchMs: 50 },
  );
  ({ client: admin } = await server.signUp('ban-admin@example.com', { verified: true }));
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function clicksOf(slug: string): Promise<number> {
  await server.runtime.recorder.flush();
  const rows = await server.db
    .selectFrom('clicks')
    .innerJoin('links', 'links.id', 'clicks.link_id')
    .select('clicks.id')
    .where('links.slug', '=', slug)
    .execute();
  return rows.length;
}

async function teamLink(key: string, slug: string) {
  const res = await withKey(server, key, 'POST', '/api/links/create', {
    url: `https://example.com/${slug}`,
    hostname: HOST,
    slug,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a shared workspace', () => {
  it('redirects, records clicks and conversions, fires webhooks, imports; banning its only owner stops it', async () => {
    const { id: ownerId, key, teamId } = await sharedWorkspace(server, 'owner', 'Ban team');
    const path = `/team-${Date.now()}`;
    const hook = await withKey(server, key, 'POST', '/api/webhooks', {
      url: `${receiver.url}${path}`,
      events: ['link.created', 'link.clicked'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const slug = `team-${Date.now()}`;
    await teamLink(key, slug);

    const visit = await server.visit(HOST, `/${slug}`);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(`https://example.com/${slug}`);
    expect(await clicksOf(slug)).toBe(1);
    await eventually(async () => {
      const types = receiver.for(path).map((r) => r.json.type);
      return types.includes('link.created') && types.includes('link.clicked');
    }, 10_000);

    const imported = await withKey(server, key, 'POST', '/api/imports', {
      csv: `url,slug\nhttps://example.com/i,${slug}-imp\n`,
      hostname: HOST,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const job = await eventually(
      async () => {
        const j = (await withKey(server, key, 'GET', `/api/imports/${imported.json().id}`)).json();
        return j.status === 'done' ? j : null;
      },
      20_000,
      100,
    );
    expect(job).toMatchObject({ created: 1 });
    expect((await withKey(server, key, 'GET', `/api/links/${slug}-imp?hostname=${HOST}`)).statusCode).toBe(200);
    // Everything queued so far has arrived: the link.created of the imported link too.
    await eventually(async () => receiver.for(path).filter((r) => r.json.type === 'link.created').length === 2, 10_000);

    // Conversions: a postback on one of its click ids is stored (the workspace still takes them without a token).
    await server.db
      .insertInto('postback_tokens')
      .values({
        owner_id: teamId,
        token_hash: null,
        token_enc: null,
        tokenless_until: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const tracked = await withKey(server, key, 'PUT', `/api/links/conversions/${slug}?hostname=${HOST}`, {
      enabled: true,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const clickIdOf = async () =>
      new URL((await server.visit(HOST, `/${slug}`)).headers.location as string).searchParams.get('clid');
    const converted = await server.client().get(`/api/postback?clickid=${await clickIdOf()}`);
    expect([converted.statusCode, converted.json()]).toEqual([200, { ok: true, duplicate: false }]);
    const lateClick = await clickIdOf();

    const ban = await admin.post('/api/admin/users/ban', { user_id: ownerId });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(451);
    expect(await clicksOf(slug)).toBe(3);
    const refusedPostback = await server.client().get(`/api/postback?clickid=${lateClick}`);
    expect([refusedPostback.statusCode, refusedPostback.json()]).toEqual([403, { error: 'account_banned' }]);
    // The events of a banned workspace go nowhere: a delivery queued now is dropped, not sent.
    const before = receiver.for(path).length;
    const queued = await server.db
      .insertInto('webhook_deliveries')
      .values({ endpoint_id: hook.json().id, owner_id: teamId, event: 'webhook.test', body: '{}', due_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dropped = await eventually(async () => {
      const d = await server.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', queued.id)
        .executeTakeFirstOrThrow();
      return d.status === 'pending' ? null : d;
    }, 10_000);
    expect(dropped).toMatchObject({ status: 'failed', error: 'account banned' });
    expect(receiver.for(path).length).toBe(before);

    expect((await admin.post('/api/admin/users/unban', { user_id: ownerId })).statusCode).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  });

  it('keeps working while another owner is not banned', async () => {
    const { id: first, key, teamId } = await sharedWorkspace(server, 'owner', 'Two owners');
    const { id: second } = await sharedWorkspace(server, 'owner', 'Elsewhere');
    await server.db
      .insertInto('workspace_members')
      .values({ workspace_id: teamId, user_id: second, role: 'owner' })
      .execute();
    const slug = `two-${Date.now()}`;
    await teamLink(key, slug);
    expect((await admin.post('/api/admin/users/ban', { user_id: second })).statusCode).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    expect((await admin.post('/api/admin/users/ban', { user_id: first })).statusCode).toBe(200);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(451);
  });
});
