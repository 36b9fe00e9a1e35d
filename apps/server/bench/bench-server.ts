/**
 * The kurz side of `pnpm bench:redirect`: the real app on a fresh database with a user, links and rules
 * (by default half of them on the user's own verified domain), listening on PORT. On SIGTERM it stops
 * like production (close, flush clicks) and prints, as JSON, how many redirects it served and how many
 * clicks are stored.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createCountryLookup, createLink, SYSTEM_ACTOR, ownerOf, RedirectEngine, type ClickSink } from '@kurz/api';
import { connect, migrateToLatest, sql } from '@kurz/db';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createRuntime } from '../src/runtime';

// BENCH_DATA_DIR: the restart after SIGTERM reuses the spool of the first start.
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kurz-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const log = pino({ level: 'warn' });
const handle = config.databaseUrl
  ? await connect({ databaseUrl: config.databaseUrl })
  : await connect({ dataDir: join(dataDir, 'pg') });
await migrateToLatest(handle.db);
const runtime = createRuntime(handle, config, log);
await runtime.start();

if (process.env.BENCH_RESTART === '1') {
  // The restart: the spool left at SIGTERM is written back; then every click answered must be stored.
  await runtime.recorder.flush();
  while (runtime.recorder.stats.waiting > 0) await new Promise((r) => setTimeout(r, 100));
  const { clicks } = await handle.db
    .selectFrom('clicks')
    .select((eb) => eb.fn.countAll<number>().as('clicks'))
    .executeTakeFirstOrThrow();
  await runtime.stop();
  await handle.close();
  process.stdout.write(`${JSON.stringify({ stored: Number(clicks) })}\n`);
  process.exit(0);
}

const user = await handle.db
  .insertInto('users')
  .values({ email: 'bench@example.com' })
  .returningAll()
  .executeTakeFirstOrThrow();
await handle.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', user.id).execute();
const owner = (await ownerOf(handle.db, user.id))!;
// An own domain as verification leaves it (the DNS proof itself is not what is measured).
// BENCH_OWN_DOMAIN_SHARE (default 0.5) of the links are on it, the rest on the system host.
const OWN_DOMAIN = 'go.bench.test';
const ownShare = Number(process.env.BENCH_OWN_DOMAIN_SHARE ?? 0.5);
if (ownShare > 0) {
  await handle.db
    .insertInto('domains')
    .values({
      hostname: OWN_DOMAIN,
      owner_id: user.id,
      kind: 'byod',
      status: 'active',
      verified_at: new Date(),
      verify_token: 'bench',
    })
    .execute();
}
// BENCH_LINKS: 20 by default; the real-traffic mode uses 1,000.
const LINKS = Number(process.env.BENCH_LINKS ?? 20);
const targets: Array<{ host: string; path: string }> = [];
for (let i = 0; i < LINKS; i++) {
  const hostname = i < LINKS * ownShare ? OWN_DOMAIN : config.systemDomains[0]!;
  const link = await createLink(
    handle.db,
    runtime.deps.config,
    owner,
    {
      url: `https://example.com/landing/${i}`,
      hostname,
      slug: `bench${i}`,
    },
    SYSTEM_ACTOR,
  );
  targets.push({ host: hostname, path: `/${link.slug}` });
}
const rules = [
  { target: 'https://example.com/de', prio: 1, when: { geo: ['DE'], lang: ['de'] } },
  { target: 'https://example.com/mobile', prio: 2, when: { device: ['mobile', 'tablet'] } },
  { target: 'https://example.com/office', prio: 3, when: { ip: ['10.0.0.0/8'], time: { from: '08:00', to: '18:00' } } },
  { target: 'https://example.com/en', prio: 4, when: { lang: ['en'] } },
];
// BENCH_LINK_FEATURES=1: every link also has an A/B split and app deep links, and only the rules that
// match none of the bench's visitors stay, so every visit takes the split or a deep link.
const features = process.env.BENCH_LINK_FEATURES === '1';
const split = [
  { url: 'https://example.com/a', weight: 50 },
  { url: 'https://example.com/b', weight: 50 },
];
await handle.db
  .updateTable('links')
  .set({
    rules: JSON.stringify(features ? rules.filter((r) => r.prio === 1 || r.prio === 3) : rules),
    ...(features
      ? {
          targets: JSON.stringify(split),
          ios_url: 'https://apps.example.com/ios',
          android_url: 'https://apps.example.com/android',
        }
      : {}),
  })
  .where('owner_id', '=', user.id)
  .execute();
await sql`select pg_notify('kurz_links', '*')`.execute(handle.db);

// BENCH_RECORDING=off: the same redirect engine with a sink that only counts, for the ceiling of
// the redirect path itself (what the HTTP answer costs without any click written).
const counted = { recorded: 0 };
const countingSink: ClickSink = {
  get stats() {
    return {
      recorded: counted.recorded,
      written: 0,
      dropped: 0,
      failedFlushes: 0,
      buffered: 0,
      spooled: 0,
      waiting: 0,
      failing: false,
    };
  },
  record: () => void counted.recorded++,
  flush: async () => {},
  start: () => {},
  stop: async () => {},
};
const recordingOff = process.env.BENCH_RECORDING === 'off';
const engine = recordingOff
  ? new RedirectEngine({
      cache: runtime.cache,
      recorder: countingSink,
      country: createCountryLookup(),
      appOrigin: config.appOrigin,
      countryHeader: config.countryHeader,
    })
  : runtime.engine;
const app = await buildApp({ deps: runtime.deps, engine, logger: log, trustProxy: config.trustProxy });
await app.listen({ port: config.port, host: '127.0.0.1' });
// Where a long p99 comes from: the event loop held up (by a long task or a garbage collection), or not.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
// Young-generation collections apart from the rest (mark-compact, incremental marking): a run whose
// event loop spends seconds in GC shows which kind it was.
const gc = { ms: 0, maxMs: 0, minor: 0, minorMs: 0, other: 0, otherMs: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.ms += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
    const { kind } = (e as unknown as { detail?: { kind?: number } }).detail ?? {};
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gc.minor++;
      gc.minorMs += e.duration;
    } else {
      gc.other++;
      gc.otherMs += e.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
// The bench's warm-up is over: count from here.
process.on('SIGUSR2', () => {
  loopDelay.reset();
  for (const k of Object.keys(gc) as (keyof typeof gc)[]) gc[k] = 0;
});
process.stdout.write(`${JSON.stringify({ ready: true, targets })}\n`);

process.on('SIGTERM', () => void stop());

async function stop(): Promise<void> {
  await app.close();
  await runtime.stop();
  const { clicks } = await handle.db
    .selectFrom('clicks')
    .select((eb) => eb.fn.countAll<number>().as('clicks'))
    .executeTakeFirstOrThrow();
  const { recorded, dropped, spooled } = (recordingOff ? countingSink : runtime.recorder).stats;
  const loop = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  const heapMiB = process.memoryUsage().heapUsed / 2 ** 20;
  process.stdout.write(
    `${JSON.stringify({ served: recorded, stored: Number(clicks), dropped, spooled, loop, gc, heapMiB })}\n`,
  );
  await handle.close();
  process.exit(0);
}
