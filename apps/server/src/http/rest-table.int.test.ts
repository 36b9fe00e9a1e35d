/** Walks the REST route table: every row is served, and every non-public row needs a session. */
import { restRoutes } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Calls that answer without a session (the dashboard needs them before sign-in). */
const PUBLIC = new Set([
  'GET /api/config',
  'GET /api/plans/list',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/guest',
  'POST /api/auth/logout',
  'POST /api/auth/verify-email',
  'POST /api/auth/send-verification',
  'POST /api/auth/request-reset',
  'POST /api/auth/reset-password',
  // Traffic sources report conversions server-to-server with a click id and the account's postback token, never with a session.
  'GET /api/postback',
  'POST /api/postback',
  // Anyone may report a short link (abuse control).
  'POST /api/report',
  // The invite page shows what a link invites to before sign-in: the token is the secret.
  'GET /api/invitations/:token',
]);

const rows = restRoutes.map((r) => ({ ...r, key: `${r.method} ${r.path}` }));
const urlOf = (path: string) => path.replace(/:(\w+)/g, 'x1') + (path.includes('?') ? '' : '?hostname=kurz.localhost');

it('has one row per method and path', () => {
  expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  for (const key of PUBLIC) expect(rows.map((r) => r.key)).toContain(key);
});

it.each(rows)('$key is registered on the app', async ({ method, path }) => {
  expect(server.app.hasRoute({ method, url: path })).toBe(true);
  const res = await server
    .client()
    .request({ method, url: urlOf(path), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
  // The catch-all answers 404 {error: 'not_found'}; a served row never falls through to it or fails.
  expect(res.json()).not.toEqual({ error: 'not_found' });
  expect(res.statusCode).toBeLessThan(500);
});

it.each(rows.filter((r) => !PUBLIC.has(r.key)))(
  '$key answers 401 unauthorized without a session',
  async ({ method, path }) => {
    const res = await server
      .client()
      .request({ method, url: urlOf(path), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  },
);

it.each(rows.filter((r) => PUBLIC.has(r.key)))('$key answers without a session', async ({ method, path }) => {
  const res = await server
    .client()
    .request({ method, url: urlOf(path), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
  expect(res.statusCode).not.toBe(401);
  expect(res.statusCode).toBeLessThan(500);
});

it('an unknown /api path falls through to 404 not_found', async () => {
  const res = await server.client().get('/api/no/such/call');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'not_found' });
});
