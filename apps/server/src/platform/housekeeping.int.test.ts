/** The clean-up every server runs every 10 minutes: sessions, rate-limit windows, unused uploads. */
import { runHousekeeping } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/index';
import { newLink, PNG_1PX, q, uploadImage, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('ends expired sessions and forgets rate-limit windows of yesterday, and keeps the rest', async () => {
  const expired = server.client();
  const live = server.client();
  const expiredUser = (await expired.post('/api/auth/guest')).json().id as string;
  await live.post('/api/auth/guest');
  await server.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', expiredUser)
    .execute();
  await server.db
    .insertInto('rate_limits')
    .values([
      { key: 'test:yesterday', window_start: sql<Date>`now() - interval '25 hours'`, count: 3 },
      { key: 'test:this-hour', window_start: sql<Date>`now() - interval '10 minutes'`, count: 3 },
    ])
    .execute();

  await runHousekeeping(server.runtime.deps);

  expect(await server.db.selectFrom('sessions').select('user_id').where('user_id', '=', expiredUser).execute()).toEqual(
    [],
  );
  expect((await expired.get('/api/me')).statusCode).toBe(401);
  expect((await live.get('/api/me')).statusCode).toBe(200);
  const keys = await server.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute();
  expect(keys).toEqual([{ key: 'test:this-hour' }]);
});

it('deletes uploaded images a day old that no preview of their owner uses, file and row', async () => {
  const { client } = await userOn(server, 'pro', 'uploads');
  const uploadKey = async () => {
    const res = await uploadImage(server, client, PNG_1PX);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    return { url, key: new URL(url).searchParams.get('key')! };
  };
  const used = await uploadKey();
  const pasted = await uploadKey();
  const replaced = await uploadKey();
  const fresh = await uploadKey();
  const slug = await newLink(client);
  await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'T', description: '', image_url: replaced.url });
  await client.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'T', description: '', image_url: used.url });
  // The same kind of URL typed by hand, its slash not encoded.
  const other = await newLink(client);
  await client.put(`/api/links/og/${q(other)}`, {
    enabled: true,
    title: 'T',
    description: '',
    image_url: `${TEST_ORIGIN}/api/r2?key=${pasted.key}`,
  });
  await server.db
    .updateTable('uploads')
    .set({ created_at: sql<Date>`now() - interval '25 hours'` } as never)
    .where('key', 'in', [used.key, pasted.key, replaced.key])
    .execute();
  const served = async (url: string) =>
    (await server.app.inject({ method: 'GET', url: url.replace(TEST_ORIGIN, '') })).statusCode;

  expect(await runHousekeeping(server.runtime.deps)).toMatchObject({ uploads: 1 });

  expect(await served(replaced.url)).toBe(404);
  expect(await server.runtime.deps.objects.get(replaced.key)).toBeNull();
  expect(await served(used.url)).toBe(200);
  expect(await served(pasted.url)).toBe(200);
  expect(await served(fresh.url)).toBe(200);
  expect(await runHousekeeping(server.runtime.deps)).toMatchObject({ uploads: 0 });
});
