/** POST /api/report: public, rate limited per address, and no oracle for which slugs exist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
let owner: TestClient;
let slug: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ client: owner } = await userOn(server, 'free', 'reported'));
  slug = await newLink(owner, 'https://example.com/reported');
});
afterAll(() => server.close());

const reports = () => server.db.selectFrom('link_reports').selectAll().orderBy('id').execute();

describe('POST /api/report', () => {
  it('stores a report of a short link, from anyone, without a session', async () => {
    const res = await server.client('198.51.100.1').post('/api/report', {
      url: `https://${HOST}/${slug}`,
      reason: 'phishing',
      details: ' asks for my bank password ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await reports()).toEqual([
      expect.objectContaining({ reason: 'phishing', details: 'asks for my bank password', dismissed_at: null }),
    ]);
  });

  it('answers the same for a URL naming no link, and stores nothing', async () => {
    const before = (await reports()).length;
    const c = server.client('198.51.100.2');
    for (const url of [
      `https://${HOST}/no-such-slug-here`,
      'https://elsewhere.example/abc',
      `${HOST}/${slug.toUpperCase()}x`,
    ]) {
      const res = await c.post('/api/report', { url, reason: 'spam' });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await reports()).length).toBe(before);
  });

  it('takes the slug in any case and without a scheme', async () => {
    const before = (await reports()).length;
    expect(
      (
        await server
          .client('198.51.100.3')
          .post('/api/report', { url: `${HOST.toUpperCase()}/${slug.toUpperCase()}`, reason: 'malware' })
      ).statusCode,
    ).toBe(200);
    expect((await reports()).length).toBe(before + 1);
  });

  it('refuses an unknown reason, over-long details or a missing url with invalid_input', async () => {
    const c = server.client('198.51.100.4');
    for (const body of [
      { url: `https://${HOST}/${slug}`, reason: 'ugly' },
      { url: `https://${HOST}/${slug}`, reason: 'other', details: 'x'.repeat(501) },
      { reason: 'spam' },
    ]) {
      const res = await c.post('/api/report', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(
      (await c.post('/api/report', { url: `https://${HOST}/${slug}`, reason: 'other', details: 'x'.repeat(500) }))
        .statusCode,
    ).toBe(200);
  });

  it('limits reports per address: the 11th in an hour is refused with 429', async () => {
    const c = server.client('198.51.100.5');
    for (let i = 0; i < 10; i++)
      expect((await c.post('/api/report', { url: `https://${HOST}/${slug}`, reason: 'spam' })).statusCode).toBe(200);
    const before = (await reports()).length;
    const res = await c.post('/api/report', { url: `https://${HOST}/${slug}`, reason: 'spam' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect((await reports()).length).toBe(before);
    // Another address is not affected.
    expect(
      (await server.client('198.51.100.6').post('/api/report', { url: `https://${HOST}/${slug}`, reason: 'spam' }))
        .statusCode,
    ).toBe(200);
  });

  it('is a tRPC mutation too', async () => {
    const res = await server.client('198.51.100.7').request({
      method: 'POST',
      url: '/trpc/abuse.report',
      headers: { 'content-type': 'application/json' },
      payload: { url: `https://${HOST}/${slug}`, reason: 'other' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ ok: true });
  });
});
