/** The click writer under bad input: one unstorable row costs that row only, never the batch. */
import { randomBytes } from 'node:crypto';
import { classifyUserAgent } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestServer } from '../testing/index';

let server: TestServer;
let link: { id: number; owner_id: string };
let slug: string;
beforeAll(async () => {
  server = await createTestServer();
  const c = server.client();
  await c.post('/api/auth/guest');
  slug = (await c.post('/api/links/create', { url: 'https://example.com/', hostname: 'kurz.localhost' })).json().slug;
  link = await server.db
    .selectFrom('links')
    .select(['id', 'owner_id'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const click = (referer: string) => ({
  ts: Date.now(),
  linkId: Number(link.id),
  ownerId: link.owner_id,
  ip: '203.0.113.9',
  agent: classifyUserAgent(DESKTOP_UA),
  lang: 'en',
  referer,
  target: 'https://example.com/',
  country: null,
  clickId: null,
  externalClickId: null,
});

it('writes every good click of a batch and drops only the row the database refuses', async () => {
  const { recorder } = server.runtime;
  const before = { ...recorder.stats };
  for (let i = 0; i < 9; i++) recorder.record(click(`https://ref.example/${i}`));
  // A click id too long for its unique index: PostgreSQL refuses the row (54000).
  recorder.record({ ...click('https://ref.example/poison'), clickId: randomBytes(6000).toString('base64') });
  await recorder.flush();
  expect(recorder.stats.written - before.written).toBe(9);
  expect(recorder.stats.dropped - before.dropped).toBe(1);
  const refs = await server.db.selectFrom('clicks').select('referer').where('link_id', '=', link.id).execute();
  expect(refs).toHaveLength(9);
});

it('stores a visit whose query and headers carry NUL bytes and half an emoji', async () => {
  const { recorder } = server.runtime;
  const before = recorder.stats.written;
  const external = `${'x'.repeat(199)}😀`;
  const res = await server.visit('kurz.localhost', `/${slug}?ext_click_id=${encodeURIComponent(external)}%00`, {
    headers: { referer: 'https://ref.example/a\u0000b' },
  });
  expect(res.statusCode).toBe(302);
  await recorder.flush();
  expect(recorder.stats.written - before).toBe(1);
  const row = await server.db
    .selectFrom('clicks')
    .select(['external_click_id', 'referer'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ external_click_id: 'x'.repeat(199), referer: 'https://ref.example/ab' });
});

it('answers 404 for a path no link can have, without a database lookup', async () => {
  const res = await server.visit('kurz.localhost', `/${'a'.repeat(5000)}`);
  expect(res.statusCode).toBe(404);
  expect((await server.visit('kurz.localhost', '/a/b')).statusCode).toBe(404);
});

it('stores text with tabs, line breaks and backslashes exactly (the COPY encoding)', async () => {
  const { recorder } = server.runtime;
  const tricky = 'https://ref.example/a\tb\nc\rd\\e\\N\\.';
  recorder.record({ ...click(tricky), externalClickId: '\\N' });
  recorder.record({ ...click('\\N'), lang: null, externalClickId: null });
  await recorder.flush();
  const rows = await server.db
    .selectFrom('clicks')
    .select(['referer', 'external_click_id', 'lang'])
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  expect(rows).toEqual([
    { referer: '\\N', external_click_id: null, lang: null },
    { referer: tricky, external_click_id: '\\N', lang: 'en' },
  ]);
});
