/** A postback URL that names a private, loopback or link-local address is refused when it is saved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { newLink, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  // As in production: no private address is allowed for postbacks.
  server = await createTestServer({}, { postbackAllowedIps: [] });
  ({ client } = await userOn(server, 'hobby', 'pbpriv'));
});
afterAll(async () => {
  await server.close();
});

const PUBLIC = 'https://93.184.215.14/pb?cid={ExternalClickId}';

describe('PUT /api/links/conversions/{slug} with a private postback URL', () => {
  it.each([
    'http://127.0.0.1:8080/pb?cid={ExternalClickId}',
    'http://localhost/pb?cid={ExternalClickId}',
    'http://10.1.2.3/pb?cid={ExternalClickId}',
    'http://192.168.0.10/pb?cid={ExternalClickId}',
    'http://172.16.5.4/pb?cid={ExternalClickId}',
    'http://169.254.169.254/latest/meta-data?cid={ExternalClickId}',
    'http://0.0.0.0/pb?cid={ExternalClickId}',
    'http://[::1]/pb?cid={ExternalClickId}',
    'http://[::ffff:127.0.0.1]/pb?cid={ExternalClickId}',
    'http://[fe80::1]/pb?cid={ExternalClickId}',
    'http://[fd00::1]/pb?cid={ExternalClickId}',
    'http://[64:ff9b::a00:1]/pb?cid={ExternalClickId}',
    'http://[2002:c0a8:1::1]/pb?cid={ExternalClickId}',
  ])('refuses %s with private_address and keeps the saved settings', async (url) => {
    const slug = await newLink(client);
    expect(
      (await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: PUBLIC }))
        .statusCode,
    ).toBe(200);
    const res = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: false, incoming_postback_url: url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'private_address' });
    expect((await client.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
      conversions_enabled: true,
      incoming_postback_url: PUBLIC,
    });
  });

  it('refuses an IPv4-compatible address, [::127.0.0.1] (stored as [::7f00:1]), as no URL at all', async () => {
    const slug = await newLink(client);
    for (const url of ['http://[::127.0.0.1]/pb?cid={ExternalClickId}', 'http://[::7f00:1]/pb?cid={ExternalClickId}']) {
      const res = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_url' });
    }
    expect((await client.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual({
      conversions_enabled: false,
      incoming_postback_url: null,
    });
  });

  it('refuses it over tRPC too', async () => {
    const slug = await newLink(client);
    const res = await client.request({
      method: 'POST',
      url: '/trpc/links.setConversions',
      payload: {
        hostname: 'kurz.localhost',
        slug,
        data: { enabled: true, incoming_postback_url: 'http://127.0.0.1/x?c={ExternalClickId}' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.appCode).toBe('private_address');
  });

  it('accepts a public address, and clearing the URL', async () => {
    const slug = await newLink(client);
    const saved = await client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: PUBLIC,
    });
    expect(saved.json()).toEqual({ conversions_enabled: true, incoming_postback_url: PUBLIC });
    const cleared = await client.put(`/api/links/conversions/${q(slug)}`, { enabled: true, incoming_postback_url: '' });
    expect(cleared.json()).toEqual({ conversions_enabled: true, incoming_postback_url: null });
  });
});
