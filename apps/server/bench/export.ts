/**
 * pnpm bench:export — seed BENCH_CLICKS (1,000,000) clicks on one link (as bench:stats seeds them,
 * inside the database), then download GET /api/stats/export for the whole range over real HTTP,
 * reading the stream as a client would; wall time, bytes, and the process's RSS along the way (before,
 * at each tenth of the rows, peak), which stays flat: the export holds one page, not the file.
 * With NODE_OPTIONS=--expose-gc it also collects at each tenth and prints the heap still in use.
 * PostgreSQL when DATABASE_URL is set (a scratch database), PGlite otherwise (in the process: its RSS included).
 */
import { createLink, SYSTEM_ACTOR, ownerOf } from '@kurz/api';
import { sql } from '@kurz/db';
import { mib, rssSampler, withBenchApp } from './bulk-common';

const TOTAL = Number(process.env.BENCH_CLICKS ?? 1_000_000);
const BATCH = 100_000;

await withBenchApp(async ({ database, handle, runtime, app, user, cookie }) => {
  await createLink(
    handle.db,
    runtime.deps.config,
    (await ownerOf(handle.db, user.id))!,
    {
      url: 'https://example.com/export',
      hostname: 'kurz.localhost',
      slug: 'exp',
    },
    SYSTEM_ACTOR,
  );
  const link = await handle.db.selectFrom('links').select('id').where('slug', '=', 'exp').executeTakeFirstOrThrow();
  await handle.db
    .updateTable('links')
    .set({ created_at: sql`now() - interval '91 days'` as never })
    .execute();
  const seeded = performance.now();
  for (let offset = 0; offset < TOTAL; offset += BATCH) {
    await sql`
      insert into clicks (link_id, owner_id, ts, country, device, browser, os, lang, referer, target, ip_hash, is_bot, source)
      select ${link.id}::bigint, ${user.id}::uuid, now() - random() * interval '90 days',
        (array['US','DE','GB','FR',null])[1 + floor(random() * 5)::int],
        (array['desktop','mobile','tablet'])[1 + floor(random() * 3)::int],
        (array['Chrome','Safari','Firefox'])[1 + floor(random() * 3)::int],
        (array['Windows','iOS','Android'])[1 + floor(random() * 3)::int],
        (array['en','de',null])[1 + floor(random() * 3)::int],
        (array['https://news.example/a?b=c','https://t.co/x',null])[1 + floor(random() * 3)::int],
        'https://example.com/export', md5(i::text), random() < 0.02, case when random() < 0.1 then 'qr' end
      from generate_series(${offset}::int, ${Math.min(offset + BATCH, TOTAL) - 1}::int) as i`.execute(handle.db);
  }
  await sql`analyze clicks`.execute(handle.db);
  console.log(
    `export bench, ${database}: seeded ${TOTAL.toLocaleString('en')} clicks in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const rss = rssSampler();
  const before = rss.samples[0]!;
  const t0 = performance.now();
  const res = await fetch(`${address}/api/stats/export?hostname=kurz.localhost&slug=exp`, {
    headers: { cookie, host: 'localhost:3000' },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const marks: string[] = [];
  const heap: string[] = [];
  let nextMark = TOTAL / 10;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
    if (lines - 1 >= nextMark) {
      // With --expose-gc: what is live after a collection (the export's own memory), not garbage not yet collected.
      if (global.gc) {
        global.gc();
        heap.push(mib(process.memoryUsage().heapUsed));
      }
      marks.push(mib(process.memoryUsage.rss()));
      nextMark += TOTAL / 10;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const peak = rss.stop();
  console.log(
    `export of ${(lines - 1).toLocaleString('en')} clicks (${(bytes / 1024 / 1024).toFixed(0)} MiB of CSV) in ${seconds.toFixed(1)} s: ${Math.round((lines - 1) / seconds).toLocaleString('en')} rows/s`,
  );
  console.log(
    `RSS before ${mib(before)}, at each tenth ${marks.join(' ')}, peak ${mib(peak)} (+${mib(peak - before)})`,
  );
  if (heap.length) console.log(`JS heap in use after a collection, at each tenth: ${heap.join(' ')}`);
});
