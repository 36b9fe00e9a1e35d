/**
 * Idempotency-Key on the calls that create: a retried request answers the first answer again, another
 * request with the same key is refused, requests at once create one thing, keys are the caller's
 * (session or API key alike; never another member's), stored hashed, and gone after 24 hours.
 */
import { randomUUID } from 'node:crypto';
import { openApiDocument, restRoutes, runHousekeeping } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient } from '../testing/apiClient';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey } from '../testing/keys';
import { HOST, userOn } from '../testing/links';
import { join, team } from '../testing/workspaces';
import { startReceiver, type Receiver } from '../testing/webhooks';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const post = (client: TestClient, url: string, body: unknown, key?: string) =>
  client.request({
    method: 'POST',
    url,
    payload: body as object,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const linksOf = async (ownerId: string) =>
  (await server.db.selectFrom('links').select('slug').where('owner_id', '=', ownerId).execute()).map((r) => r.slug);

describe('Idempotency-Key on POST /api/links/create', () => {
  it('answers a retry with the first answer, marked as replayed, and creates one link', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-retry');
    const key = randomUUID();
    const body = { url: 'https://example.com/once', hostname: HOST };
    const first = await post(client, '/api/links/create', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same fields in another order are the same request.
    const again = await post(client, '/api/links/create', { hostname: HOST, url: 'https://example.com/once' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await linksOf(id)).toEqual([first.json().slug]);
    // Without a key every call creates, as before.
    expect((await post(client, '/api/links/create', body)).statusCode).toBe(200);
    expect(await linksOf(id)).toHaveLength(2);
  });

  it('refuses the same key with another body or another call with 409 idempotency_key_reused, creating nothing', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-reuse');
    const key = randomUUID();
    expect(
      (await post(client, '/api/links/create', { url: 'https://example.com/a', hostname: HOST }, key)).statusCode,
    ).toBe(200);
    for (const [url, body] of [
      ['/api/links/create', { url: 'https://example.com/b', hostname: HOST }],
      ['/api/links/bulk', { links: [{ url: 'https://example.com/a', hostname: HOST }] }],
    ] as const) {
      const res = await post(client, url, body, key);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ error: 'idempotency_key_reused', field: 'Idempotency-Key' });
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await linksOf(id)).toHaveLength(1);
  });

  it('creates exactly one link for requests sent at once with one key', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-race');
    const key = randomUUID();
    const body = { url: 'https://example.com/race', hostname: HOST };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(client, '/api/links/create', body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await linksOf(id)).toHaveLength(1);
  });

  it('answers a refusal again as it was (same status and body)', async () => {
    const { client } = await userOn(server, 'pro', 'idem-refused');
    await post(client, '/api/links/create', { url: 'https://example.com/x', hostname: HOST, slug: 'idem-taken' });
    const key = randomUUID();
    const body = { url: 'https://example.com/y', hostname: HOST, slug: 'idem-taken' };
    const first = await post(client, '/api/links/create', body, key);
    expect([first.statusCode, first.json().error]).toEqual([409, 'slug_taken']);
    const again = await post(client, '/api/links/create', body, key);
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([409, first.body, 'true']);
  });

  it('keeps no rate-limited answer: once the limit is over, the same key creates', async () => {
    const { client, id } = await userOn(server, 'pro', 'idem-limited');
    const limited = async () => {
      for (;;) {
        const res = await post(client, '/api/links/bulk', {
          links: [{ url: 'https://example.com/n', hostname: HOST }],
        });
        if (res.statusCode === 429) return;
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    await limited();
    const key = randomUUID();
    const body = { url: 'https://example.com/after-limit', hostname: HOST };
    const refused = await post(client, '/api/links/create', body, key);
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'rate_limited']);
    // The window over (its rows gone), the retry runs instead of answering the 429 again.
    await server.db.deleteFrom('rate_limits').where('key', 'like', `link-create:user:${id}%`).execute();
    const retried = await post(client, '/api/links/create', body, key);
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect((await linksOf(id)).filter((s) => s === retried.json().slug)).toHaveLength(1);
  });

  it("keeps keys per account: another account's same key and body creates its own link", async () => {
    const a = await userOn(server, 'free', 'idem-a');
    const b = await userOn(server, 'free', 'idem-b');
    const key = 'shared-key-1';
    const body = { url: 'https://example.com/shared', hostname: HOST };
    const first = await post(a.client, '/api/links/create', body, key);
    const second = await post(b.client, '/api/links/create', body, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await linksOf(a.id)).toHaveLength(1);
    expect(await linksOf(b.id)).toHaveLength(1);
    const rows = await server.db.selectFrom('idempotency_keys').selectAll().where('owner_id', '=', a.id).execute();
    expect(rows).toHaveLength(1);
    // Stored as a hash, the answer sealed: neither the key nor the link's slug is in the row as sent.
    expect(rows[0]!.key_hash).not.toContain(key);
    expect(rows[0]!.body).not.toContain(first.json().slug);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-bad');
    for (const key of ['x'.repeat(256), 'has space', 'ünïcode']) {
      const res = await client.request({
        method: 'POST',
        url: '/api/links/create',
        payload: { url: 'https://example.com/bad', hostname: HOST },
        headers: { 'idempotency-key': Buffer.from(key).toString('latin1') },
      });
      expect([res.statusCode, res.json().error, res.json().field], key).toEqual([
        400,
        'invalid_input',
        'Idempotency-Key',
      ]);
    }
    expect(await linksOf(id)).toEqual([]);
  });

  it('forgets a key after 24 hours (housekeeping deletes it); the key then creates again', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-expiry');
    const key = randomUUID();
    expect(
      (await post(client, '/api/links/create', { url: 'https://example.com/old', hostname: HOST }, key)).statusCode,
    ).toBe(200);
    await server.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('owner_id', '=', id)
      .execute();
    const reused = await post(client, '/api/links/create', { url: 'https://example.com/new', hostname: HOST }, key);
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await linksOf(id)).toHaveLength(2);
    await server.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('owner_id', '=', id)
      .execute();
    await runHousekeeping(server.deps);
    expect(await server.db.selectFrom('idempotency_keys').selectAll().where('owner_id', '=', id).execute()).toEqual([]);
  });
});

describe('Idempotency-Key with API keys and on the other creating calls', () => {
  it("an API key shares its account's keys with the session; the generated client sends the header", async () => {
    const { client, id } = await userOn(server, 'free', 'idem-apikey', { verified: true });
    const api = typedClient(server, (await createKey(client, 'write')).key);
    const key = randomUUID();
    const body = { links: [{ url: 'https://example.com/bulk-1', hostname: HOST }] };
    const byKey = await api.POST('/api/links/bulk', { body, params: { header: { 'Idempotency-Key': key } } });
    expect(byKey.response.status).toBe(200);
    const bySession = await post(client, '/api/links/bulk', body, key);
    expect([bySession.statusCode, bySession.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(bySession.json()).toEqual(byKey.data);
    expect(await linksOf(id)).toHaveLength(1);
  });

  it('creates one webhook endpoint and one API key for requests at once with one key', async () => {
    const { client, id } = await userOn(server, 'free', 'idem-others', { verified: true });
    const hook = { url: `${receiver.url}/idem`, events: ['link.created'] };
    const hooks = await Promise.all([0, 1, 2].map(() => post(client, '/api/webhooks', hook, 'hook-1')));
    expect(hooks.map((h) => h.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(hooks.map((h) => h.json().secret)).size).toBe(1);
    expect((await client.get('/api/webhooks')).json().results).toHaveLength(1);
    const keys = await Promise.all(
      [0, 1, 2].map(() => post(client, '/api/keys', { name: 'ci', scope: 'read' }, 'key-1')),
    );
    expect(keys.map((k) => k.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(keys.map((k) => k.json().key)).size).toBe(1);
    const live = await server.db.selectFrom('api_keys').select('id').where('owner_id', '=', id).execute();
    expect(live).toHaveLength(1);
  });

  it("keeps keys per member: a viewer repeating an admin's key gets the role check, not the admin's new API key", async () => {
    const { id: teamId, owner } = await team(server, 'pro', 'Idempotent team');
    const viewer = await join(server, teamId, owner, 'viewer');
    const request = { name: 'deploy', scope: 'write' };
    const made = await post(owner, '/api/keys', request, 'deploy-key');
    expect(made.statusCode, made.body).toBe(200);
    const replay = await post(viewer.client, '/api/keys', request, 'deploy-key');
    expect([replay.statusCode, replay.json().error]).toEqual([403, 'role_not_allowed']);
    expect(replay.body).not.toContain(made.json().key);
    // The admin's own retry still answers the first answer.
    const again = await post(owner, '/api/keys', request, 'deploy-key');
    expect([again.headers['idempotent-replayed'], again.json().key]).toEqual(['true', made.json().key]);
  });

  it('declares the optional header on every creating call of the document, and on no other', () => {
    const document = openApiDocument(restRoutes, [], { version: '0', server: 'http://localhost' }) as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string; required: boolean }> }>>;
    };
    const withHeader = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header' && !p.required))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withHeader.sort()).toEqual([
      'POST /api/domains/create-subdomain',
      'POST /api/domains/request-byod',
      'POST /api/imports',
      'POST /api/keys',
      'POST /api/links/bulk',
      'POST /api/links/create',
      'POST /api/webhooks',
      'POST /api/webhooks/{id}/test',
    ]);
  });
});
