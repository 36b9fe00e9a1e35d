/**
 * pnpm bench:click-writer — what writing a click costs the database, without the HTTP load around it:
 * batches of 1,000 clicks (BENCH_BATCH) as the real-traffic mode of bench:redirect makes them (1,000 links, half the
 * clicks on the top 10 %, every click a new visitor, a few user agents and languages) written with
 * writeClicks one after another, their click groups moved into the daily rollups every 10 batches
 * (BENCH_MOVE_EVERY; the live writer on PostgreSQL moves them every 2 s and writes a batch every 500 ms, up to
 * 20,000 clicks); prints clicks/s, the CPU this process spent per click (what the writer thread does
 * after enrichment) and the CPU PostgreSQL spent per click.
 * Needs DATABASE_URL (a fresh database is made and dropped).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { movePendingRollups, writeClicks, type ClickRow } from '@kurz/api';
import { withPostgresRuntime } from './scratch-db';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 200);
const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);
const MOVE_EVERY = Number(process.env.BENCH_MOVE_EVERY ?? 10);
const LINKS = 1_000;

/** utime + stime of every postgres process, in clock ticks. */
function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

await withPostgresRuntime('bench:click-writer', async ({ handle }) => {
  const user = await handle.db
    .insertInto('users')
    .values({ email: 'writer@example.com' })
    .returningAll()
    .executeTakeFirstOrThrow();
  await handle.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', user.id).execute();
  const links = await handle.db
    .insertInto('links')
    .values(
      Array.from({ length: LINKS }, (_, i) => ({
        owner_id: user.id,
        hostname: 'kurz.localhost',
        slug: `w${i}`,
        target_url: `https://example.com/${i}`,
        title: null,
      })) as never,
    )
    .returning('id')
    .execute();
  const ids = links.map((l) => Number(l.id));
  await handle.db
    .insertInto('link_counters')
    .values(ids.map((id) => ({ link_id: id, owner_id: user.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const agents = [
    ['desktop', 'Chrome', 'Windows', false],
    ['mobile', 'Safari', 'iOS', false],
    ['desktop', 'Safari', 'macOS', false],
    ['mobile', 'Chrome', 'Android', false],
    ['desktop', 'Firefox', 'Windows', false],
    ['bot', null, null, true],
  ] as const;
  const batch = (): ClickRow[] =>
    Array.from({ length: BATCH }, () => {
      const link =
        Math.random() < 0.5 ? ids[Math.floor(Math.random() * 100)]! : ids[100 + Math.floor(Math.random() * 900)]!;
      const [device, browser, os, isBot] = pick(agents);
      return {
        link_id: link,
        owner_id: user.id,
        ts: new Date().toISOString(),
        country: pick(['US', 'DE', 'FR', 'BR', null]),
        device,
        browser,
        os,
        lang: pick(['en', 'de', 'fr', 'es', 'pt', 'ja']),
        referer: null,
        target: pick(['https://example.com/de', 'https://example.com/en', 'https://example.com/mobile']),
        ip_hash: randomBytes(16).toString('base64url'),
        is_bot: isBot,
        click_id: null,
        external_click_id: null,
        source: null,
      };
    });
  const batches = Array.from({ length: BATCHES }, batch);
  await writeClicks(handle, batch()); // warm up
  const ticks = postgresTicks();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const [i, b] of batches.entries()) {
    await writeClicks(handle, b);
    if (i % MOVE_EVERY === MOVE_EVERY - 1) await movePendingRollups(handle.db);
  }
  await movePendingRollups(handle.db);
  const seconds = (performance.now() - started) / 1000;
  const { user: userUs, system } = process.cpuUsage(cpu);
  const pgUs = ((postgresTicks() - ticks) * 10_000) / (BATCHES * BATCH);
  const writerUs = (userUs + system) / (BATCHES * BATCH);
  console.log(
    `${(BATCHES * BATCH).toLocaleString('en')} clicks in batches of ${BATCH.toLocaleString('en')}, moved every ${MOVE_EVERY} batches, in ${seconds.toFixed(1)} s: ${Math.round((BATCHES * BATCH) / seconds).toLocaleString('en')} clicks/s, ${((seconds * 1e6) / (BATCHES * BATCH)).toFixed(1)} µs wall, ${writerUs.toFixed(1)} µs of the writer's CPU (grouping, sketches, COPY text) and ${pgUs.toFixed(1)} µs PostgreSQL CPU per click`,
  );
});
