/**
 * On PostgreSQL clicks are written on a thread of their own. PostgreSQL only (vitest.workspace.ts
 * includes *.pg.int.test.ts when DATABASE_URL is set): on PGlite the writer runs inline.
 */
import { classifyUserAgent, ThreadedClickRecorder } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
let slug: string;
let link: { id: number; owner_id: string };
beforeAll(async () => {
  server = await createTestServer();
  const { client } = await userOn(server, 'pro', 'thread-owner');
  slug = await newLink(client, 'https://example.com/threaded');
  link = await server.db
    .selectFrom('links')
    .select(['id', 'owner_id'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const storedClicks = async () =>
  Number(
    (
      await server.db
        .selectFrom('clicks')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('link_id', '=', link.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

const click = (referer: string | null) => ({
  ts: Date.now(),
  linkId: Number(link.id),
  ownerId: link.owner_id,
  ip: '203.0.113.7',
  agent: classifyUserAgent(DESKTOP_UA),
  lang: 'de',
  referer,
  target: 'https://example.com/threaded',
  country: null,
  clickId: null,
  externalClickId: null,
});

it('writes visits from the writer thread, rollups included', async () => {
  expect(server.runtime.recorder).toBeInstanceOf(ThreadedClickRecorder);
  const before = await storedClicks();
  for (let i = 0; i < 3; i++) expect((await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8' })).statusCode).toBe(302);
  await server.runtime.recorder.flush();
  expect((await storedClicks()) - before).toBe(3);
  const total = await server.db
    .selectFrom('stats_daily')
    .select('clicks')
    .where('link_id', '=', link.id)
    .where('dim', '=', 'total')
    .executeTakeFirstOrThrow();
  expect(Number(total.clicks)).toBe(before + 3);
  expect(server.runtime.recorder.stats).toMatchObject({ buffered: 0, dropped: 0 });
});

it('starts a new writer thread when the old one dies, and keeps writing', async () => {
  const recorder = server.runtime.recorder as ThreadedClickRecorder;
  await (recorder as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
  const before = await storedClicks();
  // Recorded while the thread restarts: the click waits on the redirect side; flush waits for the new thread.
  recorder.record(click('https://ref.example/after-crash'));
  await recorder.flush();
  expect((await storedClicks()) - before).toBe(1);
});

it('writes every handed-over click on stop, as on SIGTERM', async () => {
  const own = await createTestServer({}, {}, { databaseUrl: server.dbUrl });
  const before = await storedClicks();
  for (let i = 0; i < 500; i++) own.runtime.recorder.record(click(`https://ref.example/${i}`));
  await own.close();
  expect((await storedClicks()) - before).toBe(500);
});
