/** GET /api/links/export: the caller's links as CSV, quoted, formula-safe, owner-scoped. */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/links/export', () => {
  it('answers a CSV download of every own link with the documented columns', async () => {
    const { client } = await userOn(server, 'pro', 'exporter');
    await newLink(client, 'https://example.com/plain', 'plain');
    const res0 = await client.post('/api/links/create', {
      url: 'https://example.com/q?a=1,2',
      hostname: HOST,
      slug: 'tricky',
      title: '=HYPERLINK("http://evil.example")',
    });
    expect(res0.statusCode).toBe(200);
    const rules = await client.put(`/api/links/rules/${q('tricky')}`, {
      rules: [{ target: 'https://example.com/de', when: { geo: ['DE'] } }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    // Another account's link is not in the file.
    await newLink((await userOn(server, 'pro', 'other')).client, 'https://example.com/secret', 'secret');

    const res = await client.get('/api/links/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="links.csv"');
    expect(
      res.body.startsWith(
        'slug,host,target,title,created,clicks,rules,tags,expires_at,max_clicks,expired_url,password,targets,' +
          'ios_url,android_url,rules_json,preview,conversions,postback_url\r\n',
      ),
    ).toBe(true);
    const rows = parse<Record<string, string>>(res.body, { columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      slug: 'plain',
      host: HOST,
      target: 'https://example.com/plain',
      title: '',
      clicks: '0',
      rules: 'no',
      tags: '',
      expires_at: '',
      password: 'no',
      rules_json: '',
      conversions: 'no',
    });
    expect(rows[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rows[1]).toMatchObject({
      slug: 'tricky',
      target: 'https://example.com/q?a=1,2',
      title: `'=HYPERLINK("http://evil.example")`,
      rules: 'yes',
    });
    expect(JSON.parse(rows[1]!.rules_json!)).toEqual([
      { target: 'https://example.com/de', prio: 1, when: { geo: ['DE'] } },
    ]);
    expect(res.body).not.toContain('secret');
  });

  it('pages through more links than one read holds', async () => {
    const { client } = await userOn(server, 'pro', 'many');
    for (let i = 0; i < 3; i++) {
      const links = Array.from({ length: 1000 }, (_, n) => ({ url: `https://example.com/${i}/${n}`, hostname: HOST }));
      expect((await client.post('/api/links/bulk', { links })).statusCode).toBe(200);
    }
    const rows = parse<Record<string, string>>((await client.get('/api/links/export')).body, { columns: true });
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(3000);
  });

  it('is 401 without a session', async () => {
    const res = await server.client().get('/api/links/export');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });
});
