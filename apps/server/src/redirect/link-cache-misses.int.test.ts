/** The link cache reads together the misses that arrive while a read is under way: a cold start waits on a few queries, not hundreds. */
import { LinkCache } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
let slugs: string[];

beforeAll(async () => {
  server = await createTestServer();
  const { client } = await userOn(server, 'pro', 'cache-misses');
  slugs = [];
  for (let i = 0; i < 30; i++) slugs.push(await newLink(client, `https://example.com/cached/${i}`));
});
afterAll(() => server.close());

/** A cache on its own (cold) whose reads of links are counted. */
function coldCache() {
  const reads = { links: 0 };
  const db = server.db.withPlugin({
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode') reads.links++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { cache: new LinkCache(db, server.deps.log), reads };
}

it('reads the links missed at once in one query, any letter case, and caches the absent ones too', async () => {
  const { cache, reads } = coldCache();
  const asked = [...slugs.map((s) => s.toUpperCase()), 'no-such-link'];
  const links = await Promise.all(asked.map(async (slug) => cache.get(HOST, slug)));
  expect(reads.links).toBe(1);
  expect(links.slice(0, 30).map((l) => l?.target)).toEqual(slugs.map((_, i) => `https://example.com/cached/${i}`));
  expect(links[30]).toBeNull();
  // Cached: answered at once, with no promise and no read.
  expect(cache.get(HOST, slugs[3]!)).toMatchObject({ target: 'https://example.com/cached/3' });
  expect(cache.get(HOST, 'no-such-link')).toBeNull();
  expect(reads.links).toBe(1);
});

it('reads a burst of 1,100 misses in queries of 500', async () => {
  const { cache, reads } = coldCache();
  const links = await Promise.all(Array.from({ length: 1_100 }, async (_, i) => cache.get(HOST, `absent-${i}`)));
  expect(links.every((l) => l === null)).toBe(true);
  expect(reads.links).toBe(3);
});

it('keeps the load that followed a change notice when the load the notice dropped ends', async () => {
  const { cache, reads } = coldCache();
  let notify: (payload: string) => void = () => {};
  await cache.start(async (_channel, onPayload) => (notify = onPayload));
  const slug = slugs[5]!;
  const dropped = cache.get(HOST, slug);
  await new Promise((r) => setImmediate(r)); // its read is under way
  notify(`${HOST}/${slug.toLowerCase()}`); // the link changed: that read's answer may be stale
  const next = cache.get(HOST, slug);
  expect(next).not.toBe(dropped);
  await dropped;
  // The dropped load ended; visitors now still wait on the newer one, not on a third read.
  expect(cache.get(HOST, slug)).toBe(next);
  expect(await next).toMatchObject({ target: 'https://example.com/cached/5' });
  expect(reads.links).toBe(2 + 1); // the hosts read at start, then the two loads
});
