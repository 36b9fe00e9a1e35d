/**
 * The Flagged page cannot be buried: one row a link, sorted by distinct reporting networks (an IPv4
 * /24, an IPv6 /64), and paged, so a flood of reports from a few networks neither outranks nor hides
 * a link many networks reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';

type Row = { slug: string; reporters: number; report_count: number; latest_report_at: number | null };

let server: TestServer;
let admin: TestClient;
let genuine: string;
let loud: string;
let decoys: string[];
beforeAll(async () => {
  server = await createTestServer({ adminEmails: ['admin@example.com'] });
  ({ client: admin } = await server.signUp('admin@example.com', { verified: true }));
  const { client: owner } = await userOn(server, 'pro', 'buried');
  genuine = await newLink(owner, 'https://phish.example/login');
  loud = await newLink(owner, 'https://example.com/loud');
  const bulk = await owner.post('/api/links/bulk', {
    links: Array.from({ length: 160 }, (_, n) => ({ url: `https://example.com/decoy/${n}`, hostname: HOST })),
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
  decoys = bulk.json().results.map((r: { slug: string }) => r.slug);

  const report = async (ip: string, slug: string) => {
    const res = await server.client(ip).post('/api/report', { url: `https://${HOST}/${slug}`, reason: 'phishing' });
    expect(res.statusCode, `${ip} ${slug}`).toBe(200);
  };
  // The genuine report first: 30 IPv4 networks, one of them twice from another address in its /24.
  for (let n = 0; n < 30; n++) await report(`198.18.${n}.7`, genuine);
  await report('198.18.0.99', genuine);
  // Then 200 decoys from 20 IPv6 /64s, each from 10 addresses (its hourly allowance): two reports of
  // one loud link and eight of its own decoy links.
  for (let net = 0; net < 20; net++) {
    const ip = (host: number) => `2001:db8:bad:${net.toString(16)}::${host.toString(16)}`;
    await report(ip(1), loud);
    await report(ip(2), loud);
    for (let k = 0; k < 8; k++) await report(ip(3 + k), decoys[net * 8 + k]!);
  }
}, 120_000);
afterAll(() => server.close());

async function allPages(query: string, limit: number): Promise<Row[][]> {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    const res = await admin.get(
      `/api/admin/flagged?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json().results);
    cursor = res.json().next_cursor;
  } while (cursor);
  return pages;
}

describe('GET /api/admin/flagged under a flood of decoy reports', () => {
  it('counts reporters by network and sorts the link most networks reported first', async () => {
    const first = (await admin.get('/api/admin/flagged')).json<{ results: Row[]; next_cursor: string | null }>();
    expect(first.results[0]).toMatchObject({
      slug: genuine,
      reporters: 30,
      report_count: 31,
      latest_report_at: expect.any(Number),
    });
    // 40 reports from 20 /64s count as 20 reporters.
    expect(first.results[1]).toMatchObject({ slug: loud, reporters: 20, report_count: 40 });
    expect(first.results.slice(2).every((r) => r.reporters === 1 && r.report_count === 1)).toBe(true);
    // 50 a page by default.
    expect(first.results).toHaveLength(50);
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('pages through every flagged link exactly once, in order', async () => {
    const pages = await allPages('', 40);
    expect(pages.map((p) => p.length)).toEqual([40, 40, 40, 40, 2]);
    const slugs = pages.flat().map((r) => r.slug);
    expect(new Set(slugs).size).toBe(162);
    expect(new Set(slugs)).toEqual(new Set([genuine, loud, ...decoys]));
    expect(slugs.slice(0, 2)).toEqual([genuine, loud]);
    const counts = pages.flat().map((r) => r.reporters);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sorts by the newest report on request, and pages that too', async () => {
    const pages = await allPages('&sort=latest', 100);
    const rows = pages.flat();
    expect(rows).toHaveLength(162);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(162);
    // The genuine link's reports came before every decoy: last.
    expect(rows[rows.length - 1]!.slug).toBe(genuine);
    const times = rows.map((r) => r.latest_report_at!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is the same over tRPC', async () => {
    const res = await admin.get(`/trpc/abuse.flagged?input=${encodeURIComponent(JSON.stringify({ limit: 2 }))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.results.map((r: Row) => r.slug)).toEqual([genuine, loud]);
  });

  it('refuses a cursor that was altered or made for the other sort with invalid_input', async () => {
    const { next_cursor } = (await admin.get('/api/admin/flagged?limit=1')).json();
    for (const cursor of [
      'not-a-cursor',
      Buffer.from('{"s":"reporters","n":1,"k":"x","i":"1"}').toString('base64url'),
      next_cursor,
    ]) {
      const res = await admin.get(
        `/api/admin/flagged?sort=${cursor === next_cursor ? 'latest' : 'reporters'}&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
    for (const [query, error] of [
      ['limit=0', 'invalid_input'],
      ['limit=201', 'invalid_input'],
      ['sort=loudest', 'invalid_input'],
      ['page=2', 'unknown_field'],
    ]) {
      const res = await admin.get(`/api/admin/flagged?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error });
    }
  });
});
