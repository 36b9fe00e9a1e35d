/**
 * pnpm bench:redirect — load a bare Node 302 server and kurz's redirect path (click recording on)
 * with the same load, then stop kurz with SIGTERM and compare clicks stored to redirects served; the
 * bare server is loaded again afterwards and its two figures averaged.
 * Uses DATABASE_URL (a fresh database is made and dropped) when set, PGlite otherwise.
 *
 * BENCH_TRAFFIC=real: traffic as a busy deployment sees it: 1,000 links (4 rules each), half the
 * requests on the top 10 %, every request a new visitor (its own X-Forwarded-For, TRUST_PROXY=true),
 * desktop and mobile browsers and a bot, several Accept-Language values. The bare server gets the same
 * requests. After SIGTERM kurz starts again on the same spool and database, and every click answered
 * must then be stored.
 *
 * BENCH_RECORDING=off: the same redirects with no click written at all (the engine records into a sink
 * that only counts): the ceiling the redirect path itself sets to the ratio. Not a target run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from './scratch-db';
import {
  chooseLayout,
  describeLayout,
  ensureWrk,
  pinPostgres,
  runWrk,
  serverCommand,
  unpinPostgres,
  type Target,
} from './wrk';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
/**
 * Seconds of the same load before each measured one, not counted: a server that has just started has
 * every link still to read from the database (1,000 of them in the real-traffic mode), and its first
 * seconds set the p99 of a 15 s run, which is not what a server that has been up for a while answers.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const REAL = process.env.BENCH_TRAFFIC === 'real';
const RECORDING = process.env.BENCH_RECORDING !== 'off';
/** The bare server listens on BENCH_PORT (default 4701), kurz on the next port. */
const BARE_PORT = Number(process.env.BENCH_PORT ?? 4701);
const KURZ_PORT = BARE_PORT + 1;
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

/** Servers this run started: none outlives it, even when it fails half-way. */
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

const LAYOUT = chooseLayout(process.env.BENCH_LAYOUT);
/** BENCH_CPU_PROF=<dir>: every server thread writes a V8 CPU profile there (bench/cpu-profile-top.ts sums them up). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

/**
 * Node's options as `pnpm start` (and the container image) runs the server: the built packages
 * (`--conditions=kurz-built`) and the garbage collector's settings, so that kurz is measured as it runs
 * in production.
 */
const START_FLAGS = (
  JSON.parse(readFileSync(here('../package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));

function start(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; lines: AsyncIterator<string>; first: Record<string, unknown> }> {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // Only the bench's own files and the server's entry modules go through tsx.
  const [cmd, args] = serverCommand(LAYOUT, [
    process.execPath,
    ...profile,
    ...START_FLAGS,
    '--import',
    'tsx',
    here(script),
  ]);
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return lines.next().then(({ value }) => ({ child, lines, first: JSON.parse(value) }));
}

/** CPU time of the whole machine so far (Linux): busy, idle and stolen by the hypervisor, in ticks. */
function machineTicks(): { busy: number; idle: number; steal: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal! };
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${sha} with local changes` : sha;
  } catch {
    return 'unknown';
  }
}

if (!existsSync('/proc/stat')) throw new Error('the redirect bench reads CPU times from /proc: it runs on Linux');
const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** utime + stime of one /proc stat line (the name in parentheses may itself hold spaces). */
const cpuOfStat = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const readOr = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the thread or process ended meanwhile
  }
};

/**
 * CPU ticks so far of the server's event loop (its main thread), of its other threads (the click
 * writer, V8 and libuv helpers) and of each PostgreSQL process by pid. Per redirect they are a cost
 * that the host's speed changes little, unlike requests per second.
 */
function cpuTicks(serverPid: number) {
  const server = { loop: 0, threads: 0 };
  for (const tid of readdirSync(`/proc/${serverPid}/task`)) {
    const stat = readOr(`/proc/${serverPid}/task/${tid}/stat`);
    if (stat) server[Number(tid) === serverPid ? 'loop' : 'threads'] += cpuOfStat(stat);
  }
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (readOr(`/proc/${pid}/comm`)?.trim() !== 'postgres') continue;
    const stat = readOr(`/proc/${pid}/stat`);
    if (stat) postgres.set(pid, cpuOfStat(stat));
  }
  return { ...server, postgres };
}

/**
 * PostgreSQL's ticks between two readings: what each process alive at the end spent since the first
 * (all of it for one started meanwhile). A backend that ended meanwhile takes its ticks with it: summed
 * over processes instead, its exit would show as negative CPU.
 */
function postgresTicksBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks;
}

const wrkRun = (port: number, targets: Target[], seconds: number) =>
  runWrk({ port, targets, real: REAL, connections: CONNECTIONS, seconds, layout: LAYOUT, tickUs: TICK_US });

async function load(port: number, server: ChildProcess, targets: Target[]) {
  if (WARM_UP > 0) {
    await wrkRun(port, targets, WARM_UP);
    // The server's own figures (event loop delay, garbage collection) start again too.
    server.kill('SIGUSR2');
  }
  const before = machineTicks();
  const cpuBefore = cpuTicks(server.pid!);
  const result = await wrkRun(port, targets, DURATION);
  const cpuAfter = cpuTicks(server.pid!);
  const after = machineTicks();
  // A shared host that takes CPU from this machine (steal) slows the threads that wait on each other most.
  const steal =
    before && after
      ? (after.steal - before.steal) /
        (after.busy + after.idle + after.steal - before.busy - before.idle - before.steal)
      : NaN;
  const redirects = result.answered;
  const perRedirect = (ticks: number) => (ticks * TICK_US) / redirects;
  const cpu = {
    loop: perRedirect(cpuAfter.loop - cpuBefore.loop),
    threads: perRedirect(cpuAfter.threads - cpuBefore.threads),
    postgres: perRedirect(postgresTicksBetween(cpuBefore.postgres, cpuAfter.postgres)),
    generator: result.generatorCpuUs / result.requests,
  };
  return { rps: result.rps, p50: result.p50Ms, p99: result.p99Ms, redirects, errors: result.errors, steal, cpu };
}

ensureWrk();
// The built packages that START_FLAGS make the server load.
execFileSync(
  process.execPath,
  [fileURLToPath(new URL('../../../scripts/build.mjs', import.meta.url)), '--only=server'],
  {
    stdio: 'inherit',
  },
);
await withScratchDatabase(async (databaseUrl) => {
  if (databaseUrl && LAYOUT.serverCores) {
    pinPostgres(LAYOUT.serverCores);
    process.on('exit', unpinPostgres);
  }
  const ownShare = Number(process.env.BENCH_OWN_DOMAIN_SHARE ?? 0.5);
  const traffic = REAL ? 'real traffic (1,000 links, skewed, every request a new visitor)' : 'one visitor';
  console.log(
    `redirect bench: ${traffic}${RECORDING ? '' : ', NO CLICKS WRITTEN (recording off)'}, ${CONNECTIONS} connections, ${DURATION} s each after ${WARM_UP} s of warm-up not counted, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ownShare * 100}% of links on an own domain`,
  );
  console.log(`load generator wrk; ${describeLayout(LAYOUT)}`);
  console.log(`kurz as \`pnpm start\` runs it: node ${START_FLAGS.join(' ')}`);
  // What a table of figures names: when, which build, on what machine, and how busy it was.
  console.log(
    `${new Date().toISOString().slice(0, 16)} UTC, commit ${gitCommit()}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'} x ${availableParallelism()}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0]!.toFixed(1)} before the run`,
  );
  // The baseline is measured before and after kurz and averaged: a shared machine's speed drifts
  // within minutes, and a baseline from one side only would charge that drift to kurz or credit it.
  const bare = await start('./bare-server.ts', { PORT: String(BARE_PORT) });
  const dataDir = mkdtempSync(join(tmpdir(), 'kurz-bench-'));
  const kurzEnv = {
    PORT: String(KURZ_PORT),
    BENCH_DATA_DIR: dataDir,
    BENCH_RECORDING: RECORDING ? 'on' : 'off',
    ...(REAL ? { BENCH_LINKS: '1000', TRUST_PROXY: 'true' } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const kurz = await start('./bench-server.ts', kurzEnv);
  // Half the links are on the system host, half on a user's own domain.
  const targets = kurz.first.targets as Target[];
  // The bare server gets the same requests (it answers every path alike).
  const bareTargets = REAL ? targets : [{ host: 'localhost', path: '/abc' }];
  const before = await load(BARE_PORT, bare.child, bareTargets);
  const measured = await load(KURZ_PORT, kurz.child, targets);
  const exited = new Promise((resolve) => kurz.child.once('exit', resolve));
  kurz.child.kill('SIGTERM');
  const final = JSON.parse((await kurz.lines.next()).value);
  await exited;
  // Started again on the same spool and database: what SIGTERM left in the spool is written back.
  const restarted = await start('./bench-server.ts', { ...kurzEnv, BENCH_RESTART: '1' });
  await new Promise((resolve) => restarted.child.once('exit', resolve));
  const storedAfterRestart = restarted.first.stored as number;
  const after = await load(BARE_PORT, bare.child, bareTargets);
  // Gone before this process is: a run started right after must find the port free.
  const bareExited = new Promise((resolve) => bare.child.once('exit', resolve));
  bare.child.kill('SIGKILL');
  await bareExited;
  const baseline = {
    ...before,
    rps: (before.rps + after.rps) / 2,
    p99: Math.max(before.p99, after.p99),
    steal: (before.steal + after.steal) / 2,
  };

  const row = (name: string, r: typeof baseline) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms   host steal ${(r.steal * 100).toFixed(0)}%`;
  console.log(
    `${row('bare node http 302', baseline)}   (before ${before.rps.toFixed(0)}, after ${after.rps.toFixed(0)})`,
  );
  const kurzName = RECORDING ? 'kurz redirect + clicks' : 'kurz redirect, no clicks';
  console.log(row(kurzName, measured));
  const us = (n: number) => `${n.toFixed(1)} µs`;
  const cpuRow = (name: string, c: typeof measured.cpu, postgres: boolean) =>
    `${name.padEnd(28)} event loop ${us(c.loop)}, other threads ${us(c.threads)}${postgres ? `, PostgreSQL ${us(c.postgres)}` : ''}, load generator ${us(c.generator)}`;
  console.log('CPU per redirect:');
  const bareCpu = {
    loop: (before.cpu.loop + after.cpu.loop) / 2,
    threads: (before.cpu.threads + after.cpu.threads) / 2,
    postgres: 0,
    generator: (before.cpu.generator + after.cpu.generator) / 2,
  };
  console.log(cpuRow('  bare node http 302', bareCpu, false));
  console.log(cpuRow(`  ${kurzName}`, measured.cpu, Boolean(databaseUrl)));
  // A generator that costs as much as the server it loads measures itself: on shared cores it must
  // stay far below. Pinned, it takes nothing from the servers' cores; it must only not fill its own.
  const generatorShare = bareCpu.generator / (bareCpu.loop + bareCpu.threads);
  const generatorBusy = (bareCpu.generator * baseline.rps) / 1e6 / LAYOUT.generatorThreads;
  const generatorSetsFigures = LAYOUT.name === 'shared' ? generatorShare > 1 / 3 : generatorBusy > 0.9;
  console.log(
    `load generator's CPU per request ${(generatorShare * 100).toFixed(0)}% of bare Node's${LAYOUT.name === 'shared' ? ' (must be <= 33% on shared cores)' : `; its cores ${(generatorBusy * 100).toFixed(0)}% busy under bare Node's load (must be < 90% pinned)`}${generatorSetsFigures ? ': THE GENERATOR, NOT THE SERVER, SETS THESE FIGURES' : ''}`,
  );
  const recordedCpu = measured.cpu.loop + measured.cpu.threads + measured.cpu.postgres;
  console.log(
    `kurz's CPU per redirect (event loop + threads + PostgreSQL) ${us(recordedCpu)} = ${(recordedCpu / bareCpu.loop).toFixed(1)}x bare Node's event loop${REAL && databaseUrl ? ' (target <= 2x)' : ''}`,
  );
  const ratio = measured.rps / baseline.rps;
  const target = databaseUrl
    ? REAL
      ? { ratio: 0.5, p99: 10 }
      : { ratio: 0.65, p99: 10 }
    : REAL
      ? { ratio: 0.35, p99: 10 }
      : { ratio: 0.5, p99: 10 };
  console.log(
    `ratio ${ratio.toFixed(2)} (target >= ${target.ratio})   kurz p99 ${measured.p99.toFixed(1)} ms (target <= ${target.p99})`,
  );
  console.log(
    `redirects answered 302 ${measured.redirects}, served ${final.served}, clicks stored at SIGTERM ${final.stored} (spooled ${final.spooled}), after restart ${storedAfterRestart}, lost ${final.served - storedAfterRestart}, dropped ${final.dropped}`,
  );
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `kurz's event loop held up: p99 ${ms(final.loop.p99Ms)}, longest ${ms(final.loop.maxMs)}; garbage collection ${ms(final.gc.ms)} in all (${ms(final.gc.maxMs)} at most; young generation ${final.gc.minor} times, ${ms(final.gc.minorMs)}; the rest ${final.gc.other} times, ${ms(final.gc.otherMs)}), heap ${final.heapMiB.toFixed(0)} MiB at the end`,
  );
  if (!RECORDING) {
    console.log(
      `redirects answered 302 ${measured.redirects}, served ${final.served}; no click written (recording off: not a target run)`,
    );
    return;
  }
  // The CPU target is set for real traffic on PostgreSQL only (the issue's 2x bare Node's loop).
  const checks: [string, boolean][] = [
    ['ratio', ratio >= target.ratio],
    ['p99', measured.p99 <= target.p99],
    ['no click lost', final.served === storedAfterRestart && measured.redirects <= storedAfterRestart],
  ];
  if (REAL && databaseUrl) checks.push(['CPU <= 2x', recordedCpu <= 2 * bareCpu.loop]);
  const missed = checks.filter(([, met]) => !met).map(([name]) => name);
  console.log(missed.length === 0 ? 'all targets met' : `TARGETS MISSED: ${missed.join(', ')}`);
  if (generatorSetsFigures)
    console.log('not a valid measurement: the load generator, not the servers, set the figures');
  process.exitCode = missed.length === 0 && !generatorSetsFigures ? 0 : 1;
});
