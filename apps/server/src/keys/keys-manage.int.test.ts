/** POST /api/keys, GET /api/keys, DELETE /api/keys/{id}: who may manage keys, and what is stored. */
import { runHousekeeping, sha256 } from '@kurz/api';
import { API_KEYS_PER_ACCOUNT } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { createKey, keyOwner, withKey } from '../testing/keys';
import { guest } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const nowS = () => Math.floor(Date.now() / 1000);

describe('POST /api/keys', () => {
  it('answers the secret once, with its prefix and times in epoch seconds; stores only its sha256', async () => {
    const { client, id } = await keyOwner(server);
    const expires = nowS() + 86_400;
    const res = await client.post('/api/keys', { name: ' CMS ', scope: 'write', expires_at: expires });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(/^kurz_[A-Za-z0-9_-]{43}$/),
      name: 'CMS',
      scope: 'write',
      prefix: created.key.slice(0, 13),
      created_at: expect.any(Number),
      expires_at: expires,
      hostname: null,
    });
    expect(Math.abs(created.created_at - nowS())).toBeLessThan(10);
    const rows = await server.db.selectFrom('api_keys').selectAll().where('owner_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(sha256(created.key));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(13));
  });

  it.each([
    [{ name: '', scope: 'read' }],
    [{ name: 'x', scope: 'admin' }],
    [{ name: 'x'.repeat(101), scope: 'read' }],
    [{ name: 'CMS\u202egnp.exe', scope: 'read' }],
    [{ name: 'x', scope: 'read', expires_at: 1000 }],
    [{ name: 'x', scope: 'read', expires_at: 'tomorrow' }],
    // Past what a date holds (year 9999): a 500 once.
    [{ name: 'x', scope: 'read', expires_at: Number.MAX_SAFE_INTEGER }],
    [{ name: 'x', scope: 'read', expires_at: 253_402_300_800 }],
    [{ scope: 'read' }],
  ])('refuses %j with 400 invalid_input and stores nothing', async (body) => {
    const { client, id } = await keyOwner(server, 'bad');
    const res = await client.post('/api/keys', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_input');
    expect(await server.db.selectFrom('api_keys').select('id').where('owner_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a guest with 403 guest_not_allowed and an unverified account with 403 email_not_verified', async () => {
    const g = await guest(server);
    const asGuest = await g.post('/api/keys', { name: 'x', scope: 'read' });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toEqual({ error: 'guest_not_allowed' });
    expect((await g.get('/api/keys')).json()).toEqual({ error: 'guest_not_allowed' });
    const { client } = await server.signUp(`unverified.${Date.now()}@example.com`);
    const unverified = await client.post('/api/keys', { name: 'x', scope: 'read' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ error: 'email_not_verified' });
    expect((await server.client().post('/api/keys', { name: 'x', scope: 'read' })).statusCode).toBe(401);
  });

  it(`holds ${API_KEYS_PER_ACCOUNT} live keys at most, also when created at once`, async () => {
    const { client, id } = await keyOwner(server, 'many');
    const results = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT + 5 }, (_, i) =>
        client.post('/api/keys', { name: `k${i}`, scope: 'read' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(API_KEYS_PER_ACCOUNT);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toEqual({ error: 'api_keys_limit_reached' });
    const stored = await server.db.selectFrom('api_keys').select('id').where('owner_id', '=', id).execute();
    expect(stored).toHaveLength(API_KEYS_PER_ACCOUNT);
  });
});

describe('GET /api/keys', () => {
  it('lists live keys newest first without secrets; last_used_at appears after a use', async () => {
    const { client } = await keyOwner(server, 'list');
    const first = await createKey(client, 'read');
    const second = await createKey(client, 'write', { name: 'deploy' });
    const res = await client.get('/api/keys');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((k: { id: string }) => k.id)).toEqual([second.id, first.id]);
    expect(results[0]).toEqual({
      id: second.id,
      name: 'deploy',
      scope: 'write',
      prefix: second.prefix,
      created_at: second.created_at,
      last_used_at: null,
      expires_at: null,
      hostname: null,
    });
    expect(res.body).not.toContain(first.key);
    expect(res.body).not.toContain(second.key);

    expect((await withKey(server, first.key, 'GET', '/api/links/list')).statusCode).toBe(200);
    const used = (await client.get('/api/keys')).json().results.find((k: { id: string }) => k.id === first.id);
    expect(Math.abs(used.last_used_at - nowS())).toBeLessThan(10);
  });

  it('writes last_used_at at most once a minute however often the key is used', async () => {
    const { client } = await keyOwner(server, 'touch');
    const key = await createKey(client, 'read');
    await withKey(server, key.key, 'GET', '/api/links/list');
    const past = new Date(Date.now() - 30_000);
    await server.db.updateTable('api_keys').set({ last_used_at: past }).where('id', '=', key.id).execute();
    await withKey(server, key.key, 'GET', '/api/links/list');
    const row = await server.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at!.getTime()).toBe(past.getTime());
    const older = new Date(Date.now() - 61_000);
    await server.db.updateTable('api_keys').set({ last_used_at: older }).where('id', '=', key.id).execute();
    await withKey(server, key.key, 'GET', '/api/links/list');
    const touched = await server.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(touched.last_used_at!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe('DELETE /api/keys/{id}', () => {
  it("revokes the owner's key: it leaves the list and stops working; another account's key is not_found", async () => {
    const { client } = await keyOwner(server, 'revoker');
    const other = await keyOwner(server, 'other');
    const key = await createKey(client, 'read');
    const theirs = await createKey(other.client, 'read');

    const foreign = await client.del(`/api/keys/${theirs.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found' });
    expect((await withKey(server, theirs.key, 'GET', '/api/links/list')).statusCode).toBe(200);

    const res = await client.del(`/api/keys/${key.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await client.get('/api/keys')).json().results).toEqual([]);
    const use = await withKey(server, key.key, 'GET', '/api/links/list');
    expect(use.statusCode).toBe(401);
    expect(use.json()).toEqual({ error: 'invalid_api_key' });

    expect((await client.del(`/api/keys/${key.id}`)).statusCode).toBe(404);
    const malformed = await client.del('/api/keys/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_input');
  });
});

describe('a key cannot manage keys', () => {
  it('is refused on create, list and revoke with 403 api_key_not_allowed, cookie or not', async () => {
    const { client } = await keyOwner(server, 'nokeys');
    const key = await createKey(client, 'write');
    const cookie = { cookie: `kurz_session=${client.cookie}` };
    for (const headers of [{}, cookie]) {
      for (const res of [
        await withKey(server, key.key, 'POST', '/api/keys', { name: 'successor', scope: 'write' }, headers),
        await withKey(server, key.key, 'GET', '/api/keys', undefined, headers),
        await withKey(server, key.key, 'DELETE', `/api/keys/${key.id}`, undefined, headers),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'api_key_not_allowed' });
      }
    }
    expect((await client.get('/api/keys')).json().results.map((k: { id: string }) => k.id)).toEqual([key.id]);
  });

  it('is not taken by the dashboard endpoint /trpc at all', async () => {
    const { client } = await keyOwner(server, 'trpc');
    const key = await createKey(client, 'write');
    for (const url of ['/trpc/keys.list', '/trpc/links.list']) {
      const res = await withKey(server, key.key, 'GET', url);
      expect(res.statusCode).toBe(401);
    }
    const mint = await withKey(server, key.key, 'POST', '/trpc/keys.create', { name: 'x', scope: 'write' });
    expect(mint.statusCode).toBe(401);
    expect(await server.db.selectFrom('api_keys').select('id').where('name', '=', 'x').execute()).toEqual([]);
  });
});

describe('housekeeping', () => {
  it('deletes keys revoked or expired over 30 days ago and keeps the rest', async () => {
    const { client, id } = await keyOwner(server, 'house');
    const [live, revokedLately, revokedLong, expiredLong] = [
      await createKey(client),
      await createKey(client),
      await createKey(client),
      await createKey(client),
    ];
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    await server.db
      .updateTable('api_keys')
      .set({ revoked_at: daysAgo(2) })
      .where('id', '=', revokedLately.id)
      .execute();
    await server.db
      .updateTable('api_keys')
      .set({ revoked_at: daysAgo(31) })
      .where('id', '=', revokedLong.id)
      .execute();
    await server.db
      .updateTable('api_keys')
      .set({ expires_at: daysAgo(31) })
      .where('id', '=', expiredLong.id)
      .execute();
    await runHousekeeping(server.runtime.deps);
    const left = await server.db.selectFrom('api_keys').select('id').where('owner_id', '=', id).orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([live.id, revokedLately.id].sort());
  });
});
