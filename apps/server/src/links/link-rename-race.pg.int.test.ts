/**
 * A link renamed while an edit of it or the save of its QR code is under way: each is held on the link's
 * row (a lock the test takes) after the request found the link by its old name, the rename commits
 * meanwhile, then it goes on and is refused (404 not_found) instead of changing the link under a name it
 * no longer has, or publishing a QR code for that name. PostgreSQL only: the hold needs a second connection.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { newLink, q, userOn } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'pro', 'renamed'));
});
afterAll(() => server.close());

/** Holds the link's row while `call` reaches it, renames the link to `to` (as a rename does), and answers the call's answer. */
async function renamedDuring(slug: string, to: string, call: () => Promise<{ statusCode: number; json(): unknown }>) {
  const pending = await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('links').select('id').where('slug', '=', slug).forUpdate().execute();
    const answer = call();
    await untilWaitingOnLocks(server.db);
    const renamed = await trx
      .updateTable('links')
      .set({ slug: to })
      .where('slug', '=', slug)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('qr_codes').set({ image_key: null }).where('link_id', '=', renamed.id).execute();
    return { answer };
  });
  return pending.answer;
}

it('an edit that found the link by its old name changes nothing', async () => {
  const slug = await newLink(client, 'https://example.com/before');
  const res = await renamedDuring(slug, `${slug}-new`, () =>
    client.put(`/api/links/${q(slug)}`, { url: 'https://example.com/after' }),
  );
  expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
  const row = await server.db
    .selectFrom('links')
    .select(['slug', 'target_url'])
    .where('slug', '=', `${slug}-new`)
    .executeTakeFirstOrThrow();
  expect(row.target_url).toBe('https://example.com/before');
});

it('a QR code published for the old name is not saved', async () => {
  const slug = await newLink(client, 'https://example.com/qr');
  const res = await renamedDuring(slug, `${slug}-new`, () =>
    client.put(`/api/qr/config/${q(slug)}`, { margin: 5, format: 'png' }),
  );
  expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
  const qr = await server.db
    .selectFrom('qr_codes as c')
    .innerJoin('links as l', 'l.id', 'c.link_id')
    .select(['c.image_key', 'c.margin'])
    .where('l.slug', '=', `${slug}-new`)
    .executeTakeFirst();
  expect(qr?.image_key ?? null).toBeNull();
});
