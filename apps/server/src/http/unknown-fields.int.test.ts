/** A field a call does not know is refused with 400 {error: 'unknown_field', field}, on REST and tRPC, and nothing is written. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, PNG_1PX, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let slug: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'pro', 'fields'));
  slug = await newLink(client, 'https://example.com/fields');
});
afterAll(() => server.close());

const refused = (res: { statusCode: number; json(): unknown; body: string }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: 'unknown_field', field });
};

/** A tRPC call as the dashboard's client sends it (no batching): the error's code and field. */
async function trpc(type: 'query' | 'mutation', path: string, input: unknown) {
  const res =
    type === 'mutation'
      ? await client.request({
          method: 'POST',
          url: `/trpc/${path}`,
          payload: JSON.stringify(input),
          headers: { 'content-type': 'application/json' },
        })
      : await client.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = res.json();
  return {
    status: res.statusCode,
    code: body.error?.data?.appCode as string | undefined,
    field: body.error?.data?.field as string | undefined,
    body,
  };
}

const linkCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('REST', () => {
  it('refuses a link create with a setting kurz does not have, and creates nothing', async () => {
    const before = await linkCount();
    refused(
      await client.post('/api/links/create', {
        url: 'https://example.com/secret',
        hostname: HOST,
        passphrase: 'hunter2',
      }),
      'passphrase',
    );
    expect(await linkCount()).toBe(before);
  });

  it('names the first unknown field of an edit, and changes nothing', async () => {
    refused(
      await client.put(`/api/links/${q(slug)}`, { url: 'https://example.com/changed', expires_in: 3600 }),
      'expires_in',
    );
    const list = await client.get('/api/links/list');
    expect(list.json().results.find((l: { slug: string }) => l.slug === slug).target_url).toBe(
      'https://example.com/fields',
    );
  });

  it('names a nested unknown field by its path from the body', async () => {
    const rules = [{ target: 'https://example.com/de', when: { geo: ['DE'], weekday: ['mon'] } }];
    refused(await client.put(`/api/links/rules/${q(slug)}`, { rules }), 'rules.0.when.weekday');
    // The body of a settings call is the settings: an unknown one is named as sent, not under tRPC's `data`.
    refused(await client.put(`/api/links/og/${q(slug)}`, { enabled: false, colour: 'red' }), 'colour');
    refused(await client.put(`/api/qr/config/${q(slug)}`, { margin: 2, shape: 'round' }), 'shape');
  });

  it('refuses unknown query parameters, on GET calls too', async () => {
    refused(await client.get(`/api/links/rules/${q(slug)}&utm_source=newsletter`), 'utm_source');
    refused(await client.get('/api/links/list?page=2'), 'page');
    refused(await client.get('/api/me?verbose=1'), 'verbose');
  });

  it('refuses a body on a GET call instead of ignoring the settings in it', async () => {
    const res = await client.request({
      method: 'GET',
      url: '/api/links/list',
      payload: JSON.stringify({ page_size: 5 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_input',
      message: 'A GET call takes no body: send its parameters in the query.',
    });
    expect((await client.get('/api/links/list')).statusCode).toBe(200);
    // An empty body is none; a HEAD's is refused as a GET's is.
    const empty = await client.request({ method: 'GET', url: '/api/links/list', headers: { 'content-length': '0' } });
    expect(empty.statusCode, empty.body).toBe(200);
    const head = await client.request({
      method: 'HEAD',
      url: '/api/links/list',
      payload: JSON.stringify({ page_size: 5 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(head.statusCode).toBe(400);
  });

  it('refuses an unknown query parameter of an upload', async () => {
    const res = await client.request({
      method: 'POST',
      url: `/api/qr/upload?slug=${slug}&hostname=${HOST}&dpi=300`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    refused(res, 'dpi');
    for (const path of ['/api/og/upload', '/api/qr/logo']) {
      const other = await client.request({
        method: 'POST',
        url: `${path}?zz=1`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      refused(other, 'zz');
    }
  });

  it('refuses an upload part other than the one file named file, and a second file, instead of dropping them', async () => {
    const upload = async (parts: [string, string | Blob, string?][]) => {
      const form = new FormData();
      for (const [name, value, filename] of parts) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, filename);
      }
      const body = new Response(form);
      return client.request({
        method: 'POST',
        url: '/api/qr/logo',
        payload: Buffer.from(await body.arrayBuffer()),
        headers: { 'content-type': body.headers.get('content-type')! },
      });
    };
    const png = new Blob([PNG_1PX], { type: 'image/png' });
    refused(
      await upload([
        ['zzz', '1'],
        ['file', png, 'a.png'],
      ]),
      'zzz',
    );
    refused(await upload([['image', png, 'a.png']]), 'image');
    const two = await upload([
      ['file', png, 'a.png'],
      ['file', png, 'b.png'],
    ]);
    expect([two.statusCode, two.json()]).toEqual([
      400,
      { error: 'invalid_input', message: 'An upload carries one file.' },
    ]);
    expect((await upload([['file', png, 'a.png']])).statusCode).toBe(200);
  });

  it("refuses a query the object reads don't take", async () => {
    refused(await client.get('/api/r2?key=x&zzz=1'), 'zzz');
    expect((await client.get('/api/r2')).json()).toEqual({
      error: 'invalid_input',
      field: 'key',
      message: 'key is required.',
    });
  });

  it('refuses a body on a call that takes none', async () => {
    refused(await server.client().post('/api/auth/guest', { name: 'visitor' }), 'name');
  });

  it('refuses a JSON body that is not an object (null, an array, a string) instead of reading it as no fields', async () => {
    const rules = [{ target: 'https://example.com/de', when: { geo: ['DE'] } }];
    expect((await client.put(`/api/links/rules/${q(slug)}`, { rules })).statusCode).toBe(200);
    for (const payload of ['null', '[]', '"rules"']) {
      const res = await client.request({
        method: 'PUT',
        url: `/api/links/rules/${q(slug)}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([res.statusCode, res.json()], payload).toEqual([
        400,
        { error: 'invalid_input', message: 'The body must be a JSON object.' },
      ]);
    }
    const guestCall = await server.client().request({
      method: 'POST',
      url: '/api/auth/guest',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(guestCall.statusCode).toBe(400);
    // The rules are still there.
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toHaveLength(1);
  });

  it('still answers 401 first to a caller without a session', async () => {
    const res = await server
      .client()
      .post('/api/links/create', { url: 'https://example.com/', hostname: HOST, password: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('takes the known fields as before', async () => {
    const res = await client.put(`/api/links/${q(slug)}`, { title: 'Fields' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get(`/api/links/og/${q(slug)}`)).statusCode).toBe(200);
  });

  it('lets ad networks add their own postback parameters (the one loose input)', async () => {
    const res = await server.client().get('/api/postback?clickid=nope&status=approved&offer_id=7');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'unknown_click' });
  });
});

describe('tRPC', () => {
  it('refuses an unknown field of links.create, naming it', async () => {
    expect(
      await trpc('mutation', 'links.create', { url: 'https://example.com/', hostname: HOST, passphrase: 'hunter2' }),
    ).toMatchObject({ status: 400, code: 'unknown_field', field: 'passphrase' });
  });

  it('refuses unknown fields on calls on one link (several inputs merged), top level and nested', async () => {
    const ref = { slug, hostname: HOST };
    expect(await trpc('mutation', 'links.setOg', { ...ref, data: { enabled: false }, extra: 1 })).toMatchObject({
      status: 400,
      code: 'unknown_field',
      field: 'extra',
    });
    expect(await trpc('mutation', 'links.setOg', { ...ref, data: { enabled: false, extra: 1 } })).toMatchObject({
      status: 400,
      code: 'unknown_field',
      field: 'data.extra',
    });
    expect(
      await trpc('mutation', 'links.update', { ...ref, url: 'https://example.com/x', passphrase: 'p' }),
    ).toMatchObject({ status: 400, code: 'unknown_field', field: 'passphrase' });
    expect(await trpc('query', 'links.rules', { ...ref, verbose: true })).toMatchObject({
      status: 400,
      code: 'unknown_field',
      field: 'verbose',
    });
    expect(await trpc('query', 'qr.info', { ...ref, size: 1 })).toMatchObject({
      status: 400,
      code: 'unknown_field',
      field: 'size',
    });
  });

  it('takes the whole input of a call on one link: its name and its own fields', async () => {
    const ref = { slug, hostname: HOST };
    expect(await trpc('mutation', 'links.setOg', { ...ref, data: { enabled: false } })).toMatchObject({ status: 200 });
    expect(await trpc('mutation', 'links.update', { ...ref, title: 'Merged' })).toMatchObject({ status: 200 });
    expect(await trpc('query', 'links.rules', ref)).toMatchObject({ status: 200 });
    expect(await trpc('mutation', 'links.setConversions', { ...ref, data: { enabled: false } })).toMatchObject({
      status: 200,
    });
  });

  it("takes the direction tRPC's infinite queries add to the links list (and REST does not)", async () => {
    expect(await trpc('query', 'links.list', { q: 'fields', cursor: null, direction: 'forward' })).toMatchObject({
      status: 200,
    });
    refused(await client.get('/api/links/list?direction=forward'), 'direction');
  });
});
