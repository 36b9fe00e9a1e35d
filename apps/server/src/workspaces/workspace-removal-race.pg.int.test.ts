/**
 * A member removed while their links are being created: the creations are held between the request's
 * membership check and their insert (on the workspace's link lock, taken before inserting), the member
 * is removed meanwhile, then they go on and are refused. PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';
import { join, team } from '../testing/workspaces';

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
