/**
 * SESSION_SECRET rotated: the postback token (sealed under the old secret) still shows when the old
 * secret is named in SESSION_SECRET_PREVIOUS, and answers 409 secret_unreadable with what to do when
 * it is not; postbacks with the token keep working either way (they check its hash).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { HOST, newLink, postbackToken, q, userOn } from '../testing/links';

const NEW_SECRET = 'the-secret-after-the-rotation-xxxx';
let before: TestServer;
let token: string;
let email: string;
let slug: string;

beforeAll(async () => {
  before = await createTestServer();
  const owner = await userOn(before, 'hobby', 'rotation');
  email = owner.email;
  token = await postbackToken(owner.client);
  slug = await newLink(owner.client, 'https://example.com/rotation');
  const tracked = await owner.client.put(`/api/links/conversions/${q(slug)}`, {
    enabled: true,
    incoming_postback_url: 'http://127.0.0.1:9/pb?cid={ExternalClickId}',
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
});
afterAll(() => before.close());

/** The same database served again under NEW_SECRET, with these earlier secrets; the owner signed in there. */
async function afterRotation(previous: string[]) {
  const server = await createTestServer(
    { sessionSecret: NEW_SECRET, previousSessionSecrets: previous },
    {},
    { sameDatabaseAs: before },
  );
  const client = server.client();
  const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return { server, client };
}

describe('the postback token after SESSION_SECRET changed', () => {
  it('shows as before when the old secret is in SESSION_SECRET_PREVIOUS', async () => {
    const { server, client } = await afterRotation([before.deps.config.sessionSecret]);
    try {
      expect(await postbackToken(client)).toBe(token);
    } finally {
      await server.close();
    }
  });

  it('answers secret_unreadable with what to do when it is not, still accepts postbacks, and rotates', async () => {
    const { server, client } = await afterRotation([]);
    try {
      const res = await client.get('/api/postback/token');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'secret_unreadable',
        message:
          'The postback token was sealed with an earlier SESSION_SECRET and cannot be shown: rotate it, or set SESSION_SECRET_PREVIOUS to that secret.',
      });
      const visit = await server.visit(HOST, `/${slug}?ext_click_id=SRC-1`);
      const clid = new URL(visit.headers.location as string).searchParams.get('clid')!;
      const postback = await server.client('203.0.113.7').get(`/api/postback?clickid=${clid}&token=${token}`);
      expect([postback.statusCode, postback.json()]).toEqual([200, { ok: true, duplicate: false }]);
      const rotated = await client.post('/api/postback/token/rotate', {});
      expect(rotated.statusCode, rotated.body).toBe(200);
      expect(await postbackToken(client)).toBe(rotated.json<{ token: string }>().token);
    } finally {
      await server.close();
    }
  });
});
