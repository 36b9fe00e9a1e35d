/** A workspace's calls by role: viewers read, members write links, admins manage domains and webhooks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { withKey } from '../testing/keys';
import { HOST } from '../testing/links';
import { sharedWorkspace } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Call = [method: 'GET' | 'POST', url: string, body?: unknown];
const LIST_LINKS: Call = ['GET', '/api/links/list'];
const CREATE_LINK: Call = ['POST', '/api/links/create', { url: 'https://example.com/team', hostname: HOST }];
const LIST_DOMAINS: Call = ['GET', '/api/domains/list'];
const CREATE_SUBDOMAIN = (sub: string): Call => ['POST', '/api/domains/create-subdomain', { sub, edge: HOST }];
const LIST_WEBHOOKS: Call = ['GET', '/api/webhooks'];
const BILLING: Call = ['GET', '/api/billing/me'];

/** Each call's status with the key of a `role` in a shared workspace. */
async function statuses(role: 'viewer' | 'member' | 'admin', calls: Call[]) {
  const { key, teamId } = await sharedWorkspace(server, role);
  const answers: number[] = [];
  for (const [method, url, body] of calls) {
    const res = await withKey(server, key, method, url, body);
    if (res.statusCode === 403) expect(res.json()).toEqual({ error: 'role_not_allowed' });
    else expect(res.statusCode, res.body).toBe(200);
    answers.push(res.statusCode);
  }
  const links = await server.db.selectFrom('links').select('id').where('owner_id', '=', teamId).execute();
  return { answers, links: links.length };
}

describe('with a key of a shared workspace', () => {
  it('a viewer reads links and domains, and may neither write nor see webhooks or billing', async () => {
    const calls = [LIST_LINKS, LIST_DOMAINS, CREATE_LINK, CREATE_SUBDOMAIN('viewer-sub'), LIST_WEBHOOKS, BILLING];
    expect(await statuses('viewer', calls)).toEqual({ answers: [200, 200, 403, 403, 403, 403], links: 0 });
  });

  it('a member creates links, and may not add domains or see webhooks or billing', async () => {
    const calls = [CREATE_LINK, LIST_LINKS, CREATE_SUBDOMAIN('member-sub'), LIST_WEBHOOKS, BILLING];
    expect(await statuses('member', calls)).toEqual({ answers: [200, 200, 403, 403, 403], links: 1 });
  });

  it('an admin also adds domains, manages webhooks and reads billing', async () => {
    const calls = [CREATE_LINK, CREATE_SUBDOMAIN(`admin${Date.now() % 100000}`), LIST_WEBHOOKS, BILLING];
    expect(await statuses('admin', calls)).toEqual({ answers: [200, 200, 200, 200], links: 1 });
  });
});
