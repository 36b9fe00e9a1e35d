/** Targets on the host blocklist (BLOCKLIST_FILE and BLOCKLIST_URL) are refused with target_blocked, wherever a target is set. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let a: TestClient;
let dir: string;
let feed: Server;
/** What the local list server answers: a body, or a status to fail with. */
let served: { body: string } | { status: number } = { body: 'feed-listed.example\n' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kurz-blocklist-'));
  await writeFile(join(dir, 'blocklist.txt'), '# operator list\nevil.test\n\nphish.example  # reported\n');
  feed = createServer((_req, res) => {
    if ('status' in served) res.writeHead(served.status).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(served.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/list.txt`;
  server = await createTestServer({ blocklist: { file: join(dir, 'blocklist.txt'), url, refreshMs: 100 } });
  ({ client: a } = await userOn(server, 'pro', 'blocklist'));
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => feed.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const create = (url: string) => a.post('/api/links/create', { url, hostname: HOST });
const blocked = { error: 'target_blocked' };

describe('create', () => {
  it('refuses a listed host and any name under it, from the file and from the URL', async () => {
    for (const url of [
      'https://evil.test/x',
      'https://a.b.EVIL.test/login',
      'http://phish.example',
      'https://feed-listed.example/p',
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(blocked);
    }
    const mine = await a.get('/api/links/list');
    expect(mine.json().results).toEqual([]);
  });

  it('refuses a listed host in a bulk create row, and in link settings (A/B targets, expired URL)', async () => {
    const res = await a.post('/api/links/bulk', {
      links: [
        { url: 'https://login.evil.test/x', hostname: HOST },
        { url: 'https://example.com/fine', hostname: HOST },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { ok: boolean; error?: string }) => r.error ?? 'ok')).toEqual([
      'target_blocked',
      'ok',
    ]);
    const settings = await a.post('/api/links/create', {
      url: 'https://example.com/s',
      hostname: HOST,
      expired_url: 'https://evil.test/after',
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toEqual(blocked);
  });

  it('lets look-alike hosts through', async () => {
    for (const url of ['https://notevil.test/', 'https://evil.test.example/', 'https://example.com/?u=evil.test'])
      expect((await create(url)).statusCode, url).toBe(200);
  });
});

describe('edit, rules and domain settings', () => {
  it('refuses a blocked target on edit and leaves the link as it was', async () => {
    const slug = await newLink(a, 'https://example.com/ok');
    const res = await a.put(`/api/links/${q(slug)}`, { url: 'https://x.evil.test/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(blocked);
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/ok');
  });

  it('refuses a blocked rule target or default', async () => {
    const slug = await newLink(a, 'https://example.com/rules');
    const rule = await a.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://phish.example/us', when: { geo: ['US'] } }],
    });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toEqual(blocked);
    const def = await a.put(`/api/links/rules/${q(slug)}`, { default: 'https://evil.test/', rules: [] });
    expect(def.json()).toEqual(blocked);
    expect((await a.get(`/api/links/rules/${q(slug)}`)).json()).toMatchObject({
      default: 'https://example.com/rules',
      rules: [],
    });
  });

  it('refuses a blocked domain root or not-found URL', async () => {
    const d = (await a.post('/api/domains/request-byod', { hostname: 'brand.blocklist.test' })).json();
    for (const body of [{ root_url: 'https://evil.test/' }, { not_found_url: 'https://www.phish.example/404' }]) {
      const res = await a.put(`/api/domains/settings/${d.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(blocked);
    }
    expect((await a.put(`/api/domains/settings/${d.id}`, { root_url: 'https://example.com/' })).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('picks up a changed list, and keeps the last good one when a refresh fails', async () => {
    expect((await create('https://later.example/')).statusCode).toBe(200);
    served = { body: 'later.example\n' };
    await eventually(async () => (await create('https://x.later.example/')).statusCode === 400);
    // Dropped from the feed: allowed again.
    expect((await create('https://feed-listed.example/again')).statusCode).toBe(200);
    served = { status: 500 };
    await new Promise((r) => setTimeout(r, 400));
    expect((await create('https://later.example/still')).json()).toEqual(blocked);
    await writeFile(join(dir, 'blocklist.txt'), 'file-later.test\n');
    await eventually(async () => (await create('https://file-later.test/')).statusCode === 400);
    expect((await create('https://evil.test/now-allowed')).statusCode).toBe(200);
    // The feed still fails: its last good list is still in force.
    expect((await create('https://later.example/still')).json()).toEqual(blocked);
  });
});
