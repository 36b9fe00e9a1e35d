/**
 * A domain deleted while links are being created on it: no link outlives it. The creations are held
 * between their checks and their inserts (on the per-user lock they take before inserting), the domain
 * is deleted meanwhile, then they go on. PostgreSQL only: the hold needs a second connection.
 */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
let owner: TestClient;
let ownerId: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ client: owner, id: ownerId } = await userOn(server, 'pro', 'delete-race'));
});
afterAll(() => server.close());

it('creations held past their checks while the subdomain is deleted are refused, single and bulk', async () => {
  const hostname = 'held.kurz.localhost';
  const domain = (await owner.post('/api/domains/create-subdomain', { sub: 'held', edge: 'kurz.localhost' })).json();
  const answers = await server.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${ownerId}))`.execute(trx);
    const single = owner.post('/api/links/create', { url: 'https://example.com/single', hostname, slug: 'held1' });
    const bulk = owner.post('/api/links/bulk', {
      links: [{ url: 'https://example.com/bulk', hostname, slug: 'held2' }],
    });
    await untilWaitingOnLocks(server.db, 2);
    const deleted = await owner.del(`/api/domains/delete/${domain.id}`);
    expect(deleted.json()).toEqual({ ok: true, links_deleted: 0 });
    return [single, bulk];
  });
  const [single, bulk] = await Promise.all(answers);
  expect(single!.json()).toMatchObject({ error: 'domain_not_allowed' });
  expect(bulk!.json().results).toEqual([{ ok: false, hostname, slug: 'held2', error: 'domain_not_allowed' }]);
  const left = await server.db.selectFrom('links').select('slug').where('hostname', '=', hostname).execute();
  expect(left).toEqual([]);
});
