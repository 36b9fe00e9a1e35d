/**
 * @kurz/sdk against a running server: the README's example as a script runs it (over real HTTP, the
 * global fetch), the paging iterators, its errors, Idempotency-Key, and verifyWebhookSignature on real
 * deliveries.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createKurzClient, KurzApiError, verifyWebhookSignature, type KurzClient } from '@kurz/sdk';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { createKey, keyOwner } from '../testing/keys';
import { eventually, HOST } from '../testing/links';
import { startReceiver, type Receiver } from '../testing/webhooks';

const SDK_DIR = fileURLToPath(new URL('../../../../packages/sdk/', import.meta.url));

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

describe("the README's example", () => {
  it('runs as written against the server, creating, listing and cleaning up what it says', async () => {
    const { id, apiKey } = await owner('sdk-readme');
    const source = (await readmeExample()).replace(
      "from '@kurz/sdk'",
      `from ${JSON.stringify(pathToFileURL(join(SDK_DIR, 'src/index.ts')).href)}`,
    );
    expect(source).not.toContain('@kurz/sdk');
    const dir = await mkdtemp(join(tmpdir(), 'kurz-sdk-example-'));
    const file = join(dir, 'example.ts');
    await writeFile(file, source);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    vi.stubEnv('KURZ_URL', baseUrl);
    vi.stubEnv('KURZ_API_KEY', apiKey);
    vi.stubEnv('KURZ_HOST', HOST);
    try {
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
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
