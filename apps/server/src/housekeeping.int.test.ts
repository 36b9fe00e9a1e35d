/** The clean-up every server runs every 10 minutes: expired sessions and rate-limit windows of yesterday. */
import { runHousekeeping } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './testing';

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
  await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', expiredUser).execute();
  await server.db
    .insertInto('rate_limits')
    .values([
      { key: 'test:yesterday', window_start: sql<Date>`now() - interval '25 hours'`, count: 3 },
      { key: 'test:this-hour', window_start: sql<Date>`now() - interval '10 minutes'`, count: 3 },
    ])
    .execute();

  await runHousekeeping(server.db);

  expect(await server.db.selectFrom('sessions').select('user_id').where('user_id', '=', expiredUser).execute()).toEqual([]);
  expect((await expired.get('/api/me')).statusCode).toBe(401);
  expect((await live.get('/api/me')).statusCode).toBe(200);
  const keys = await server.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute();
  expect(keys).toEqual([{ key: 'test:this-hour' }]);
});
