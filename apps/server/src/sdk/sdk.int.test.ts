/**
 * @kurz/sdk against a running server: packed and installed as a user would, its README example run in plain
 * Node (over real HTTP, the global fetch), the paging iterators, its errors, Idempotency-Key, and verifyWebhookSignature on real
 * deliveries.
 */
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createKurzClient, KurzApiError, verifyWebhookSignature, type KurzClient } from '@kurz/sdk';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { createKey, keyOwner } from '../testing/keys';
import { eventually, HOST } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SDK_DIR = join(ROOT, 'packages/sdk');
const run = promisify(execFile);

let server: TestServer;
let receiver: Receiver;
let baseUrl: string;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function owner(name: string): Promise<{ id: string; apiKey: string; kurz: KurzClient }> {
  const { client, id } = await keyOwner(server, name);
  const apiKey = (await createKey(client, 'write')).key;
  return { id, apiKey, kurz: createKurzClient({ baseUrl, apiKey }) };
}

/** The first ```ts block of the SDK's README. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(join(SDK_DIR, 'README.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('no ```ts example in packages/sdk/README.md');
  return block;
}

/**
 * A project that installed the SDK as a user would: the tarball `pnpm pack` makes (built by its prepack)
 * unpacked in node_modules/@kurz/sdk, beside its one dependency.
 */
async function installedSdk(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kurz-sdk-user-'));
  await run('pnpm', ['pack', '--pack-destination', dir], { cwd: SDK_DIR });
  const [tarball] = (await readdir(dir)).filter((f) => f.endsWith('.tgz'));
  const modules = join(dir, 'node_modules');
  await mkdir(join(modules, '@kurz', 'sdk'), { recursive: true });
  await run('tar', ['-xzf', join(dir, tarball!), '-C', join(modules, '@kurz', 'sdk'), '--strip-components=1']);
  await symlink(await realpath(join(SDK_DIR, 'node_modules', 'openapi-fetch')), join(modules, 'openapi-fetch'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  return dir;
}

describe('the SDK as a user installs it', () => {
  let project: string;
  beforeAll(async () => {
    project = await installedSdk();
  }, 120_000);
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('holds compiled JavaScript and declarations only, found through its exports', async () => {
    const manifest = JSON.parse(await readFile(join(project, 'node_modules/@kurz/sdk/package.json'), 'utf8'));
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.private).toBeUndefined();
    const files = await readdir(join(project, 'node_modules/@kurz/sdk/dist'));
    expect(files).toContain('index.js');
    expect(files).toContain('index.d.ts');
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it("type-checks a user's code against its declarations, and refuses a call they do not allow", async () => {
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    // skipLibCheck: the declarations are read for the user's code, not checked themselves (the typecheck does).
    const options = [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
    ];
    const good = [
      "import { createKurzClient, verifyWebhookSignature, type Link } from '@kurz/sdk';",
      "const kurz = createKurzClient({ baseUrl: 'https://kurz.example', apiKey: 'k' });",
      "export const made: Promise<Link> = kurz.links.create({ url: 'https://example.com', hostname: 'kurz.link' });",
      "export const checked: Promise<boolean> = verifyWebhookSignature('s', {}, '');",
    ].join('\n');
    await writeFile(join(project, 'good.ts'), good);
    await writeFile(join(project, 'bad.ts'), good.replace("url: 'https://example.com'", 'url: 42'));
    // One compiler run for both files: its errors must all be the bad file's one.
    const checked = await run(tsc, [...options, '--lib', 'es2022,dom', 'good.ts', 'bad.ts'], { cwd: project }).catch(
      (err: { stdout: string }) => err,
    );
    const errors = String(checked.stdout).trimEnd().split('\n');
    expect(errors).toEqual([
      expect.stringMatching(/^bad\.ts\(3,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/),
    ]);
    // A compiler run is seconds of CPU: on a busy machine, more than the tier's 30 s.
  }, 120_000);

  it("runs the README's example as written, in plain Node, creating, listing and cleaning up what it says", async () => {
    const { id, apiKey } = await owner('sdk-readme');
    const example = join(project, 'example.mjs');
    await writeFile(example, await readmeExample());
    const { stdout } = await run(process.execPath, [example], {
      cwd: project,
      env: { ...process.env, KURZ_URL: baseUrl, KURZ_API_KEY: apiKey, KURZ_HOST: HOST },
    });
    const printed = stdout.trimEnd().split('\n');
    const links = await server.db
      .selectFrom('links')
      .select(['slug', 'target_url'])
      .where('owner_id', '=', id)
      .execute();
    expect(links).toHaveLength(3);
    expect(printed[0]).toMatch(new RegExp(`^created https://${HOST}/[A-Za-z0-9]+$`));
    expect(printed[1]).toBe('bulk: 2 created');
    expect(printed.filter((l) => l.startsWith('link: ')).sort()).toEqual(
      links.map((l) => `link: ${l.slug} -> ${l.target_url}`).sort(),
    );
    expect(printed).toContain('tagged spring: 1');
    expect(printed).toContain('clicks so far: 0');
    expect(printed).toContain('webhooks: https://example.com/kurz-events');
    const hooks = await server.db.selectFrom('webhook_endpoints').select('id').where('owner_id', '=', id).execute();
    expect(hooks).toEqual([]);
  });
});

describe('the client', () => {
  it('pages through every link of a query, with the total on each page', async () => {
    const { kurz } = await owner('sdk-pages');
    for (let i = 0; i < 5; i++)
      await kurz.links.create({ url: `https://example.com/p${i}`, hostname: HOST, tags: ['paged'] });
    await kurz.links.create({ url: 'https://example.com/untagged', hostname: HOST });
    const pages = [];
    for await (const page of kurz.links.pages({ tags: 'paged', limit: 2 })) pages.push(page);
    expect(pages.map((p) => [p.results.length, p.total])).toEqual([
      [2, 5],
      [2, 5],
      [1, 5],
    ]);
    const all = [];
    for await (const link of kurz.links.all({ limit: 4 })) all.push(link.target_url);
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
  });

  it('throws KurzApiError with the status, code and field the API answered', async () => {
    const { kurz } = await owner('sdk-errors');
    const bad = await kurz.links.create({ url: 'not a url', hostname: HOST }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(KurzApiError);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_url' });
    const query = await kurz.links.list({ tags_mode: 'some' as 'any' }).catch((e: unknown) => e);
    expect(query).toMatchObject({ status: 400, code: 'invalid_input', field: 'tags_mode' });
    const missing = await kurz.webhooks.delete(randomUUID()).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    const denied = await createKurzClient({ baseUrl, apiKey: 'kurz_nope' })
      .links.list()
      .catch((e: unknown) => e);
    expect(denied).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('sends an Idempotency-Key: a retry answers the same link and creates no other', async () => {
    const { id, kurz } = await owner('sdk-idem');
    const key = randomUUID();
    const input = { url: 'https://example.com/idem', hostname: HOST };
    const [a, b] = await Promise.all([
      kurz.links.create(input, { idempotencyKey: key }),
      kurz.links.create(input, { idempotencyKey: key }),
    ]);
    expect(b).toEqual(a);
    expect(await server.db.selectFrom('links').select('id').where('owner_id', '=', id).execute()).toHaveLength(1);
    const reused = await kurz.links
      .create({ ...input, url: 'https://example.com/other' }, { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(reused).toMatchObject({ status: 409, code: 'idempotency_key_reused', field: 'Idempotency-Key' });
  });
});

describe('verifyWebhookSignature', () => {
  it("accepts kurz's deliveries and refuses a changed body, another secret or an old timestamp", async () => {
    const { kurz } = await owner('sdk-hooks');
    const endpoint = await kurz.webhooks.create({ url: `${receiver.url}/sdk`, events: ['link.created'] });
    expect((await kurz.webhooks.list()).map((e) => e.id)).toEqual([endpoint.id]);
    const tested = await kurz.raw.POST('/api/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
    expect(tested.response.status).toBe(200);
    const got = await eventually(async () => receiver.for('/sdk')[0]);
    expect(await verifyWebhookSignature(endpoint.secret, got.headers, got.body)).toBe(true);
    // As a fetch-based receiver (a Request's Headers) and as bytes.
    const headers = new Headers({ 'Kurz-Signature': String(got.headers['kurz-signature']) });
    expect(await verifyWebhookSignature(endpoint.secret, headers, new TextEncoder().encode(got.body))).toBe(true);
    expect(await verifyWebhookSignature(endpoint.secret, got.headers, got.body.replace('webhook.test', 'x'))).toBe(
      false,
    );
    expect(await verifyWebhookSignature(`${endpoint.secret}x`, got.headers, got.body)).toBe(false);
    expect(await verifyWebhookSignature(endpoint.secret, {}, got.body)).toBe(false);
    const later = Math.floor(Date.now() / 1000) + 301;
    expect(await verifyWebhookSignature(endpoint.secret, got.headers, got.body, { now: later })).toBe(false);
    await kurz.webhooks.delete(endpoint.id);
    expect(await kurz.webhooks.list()).toEqual([]);
  });
});
