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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { withScratchDatabase } from './scratch-db';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const REAL = process.env.BENCH_TRAFFIC === 'real';
const RECORDING = process.env.BENCH_RECORDING !== 'off';
/** The bare server listens on BENCH_PORT (default 4701), kurz on the next port. */
const BARE_PORT = Number(process.env.BENCH_PORT ?? 4701);
const KURZ_PORT = BARE_PORT + 1;
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

/** Servers this run started: none outlives it, even when it fails half-way. */
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; lines: AsyncIterator<string>; first: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', here(script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return lines.next().then(({ value }) => ({ child, lines, first: JSON.parse(value) }));
}

const AGENTS = [
  { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'accept-language': 'en-US,en;q=0.9' },
  { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'accept-language': 'de-DE,de;q=0.9' },
  { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'accept-language': 'fr-FR,fr;q=0.9' },
];

/** The real-traffic mode's visitors: browsers on desktops and phones, a bot, and their languages. */
const REAL_AGENTS = [
  ...AGENTS.map((a) => a['user-agent']),
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
const REAL_LANGUAGES = ['en-US,en;q=0.9', 'de-DE,de;q=0.9,en;q=0.5', 'fr-FR,fr;q=0.9', 'es-ES,es;q=0.8', 'pt-BR', 'ja'];

/**
 * One request entry that makes every request anew: half of them to the top 10 % of the targets, each
 * from a new address (a public one, so the country lookup works as for real visitors).
 */
function realRequests(targets: Array<{ host: string; path: string }>) {
  const top = Math.max(1, Math.round(targets.length / 10));
  let visitor = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    {
      method: 'GET' as const,
      setupRequest: (req: { path?: string; headers?: Record<string, string> }) => {
        const t = Math.random() < 0.5 ? targets[Math.floor(Math.random() * top)]! : targets[top + Math.floor(Math.random() * (targets.length - top))] ?? targets[0]!;
        const n = visitor++;
        req.path = t.path;
        req.headers = {
          host: t.host,
          'user-agent': pick(REAL_AGENTS),
          'accept-language': pick(REAL_LANGUAGES),
          'x-forwarded-for': `${31 + ((n >>> 16) % 180)}.${(n >>> 8) & 255}.${n & 255}.${1 + (n % 250)}`,
        };
        return req;
      },
    },
  ];
}

/** CPU time of the whole machine so far (Linux): busy, idle and stolen by the hypervisor, in ticks. */
function machineTicks(): { busy: number; idle: number; steal: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal! };
}

const TICK_US = existsSync('/proc/stat') ? 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : NaN;

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
 * writer, V8 and libuv helpers), of every PostgreSQL process, and of this process (the load generator).
 * Per redirect they are a cost that the host's speed changes little, unlike requests per second.
 */
function cpuTicks(serverPid: number) {
  const server = { loop: 0, threads: 0 };
  for (const tid of readdirSync(`/proc/${serverPid}/task`)) {
    const stat = readOr(`/proc/${serverPid}/task/${tid}/stat`);
    if (stat) server[Number(tid) === serverPid ? 'loop' : 'threads'] += cpuOfStat(stat);
  }
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (readOr(`/proc/${pid}/comm`)?.trim() !== 'postgres') continue;
    const stat = readOr(`/proc/${pid}/stat`);
    if (stat) postgres += cpuOfStat(stat);
  }
  const self = cpuOfStat(readFileSync('/proc/self/stat', 'utf8'));
  return { ...server, postgres, generator: self };
}

async function load(port: number, server: ChildProcess, targets: Array<{ host: string; path: string }>) {
  const requests = REAL
    ? realRequests(targets)
    : targets.flatMap(({ host, path }) => AGENTS.map((headers) => ({ method: 'GET' as const, path, headers: { host, ...headers } })));
  const before = machineTicks();
  const cpuBefore = Number.isFinite(TICK_US) ? cpuTicks(server.pid!) : null;
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, requests: requests as never });
  const cpuAfter = Number.isFinite(TICK_US) ? cpuTicks(server.pid!) : null;
  const after = machineTicks();
  // A shared host that takes CPU from this machine (steal) slows the threads that wait on each other most.
  const steal = before && after ? (after.steal - before.steal) / (after.busy + after.idle + after.steal - before.busy - before.idle - before.steal) : NaN;
  const redirects = result.statusCodeStats?.['302']?.count ?? 0;
  const perRedirect = (k: keyof ReturnType<typeof cpuTicks>) => (cpuBefore && cpuAfter ? ((cpuAfter[k] - cpuBefore[k]) * TICK_US) / redirects : NaN);
  const cpu = { loop: perRedirect('loop'), threads: perRedirect('threads'), postgres: perRedirect('postgres'), generator: perRedirect('generator') };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, redirects, errors: result.errors + result.non2xx - redirects, steal, cpu };
}

await withScratchDatabase(async (databaseUrl) => {
  const ownShare = Number(process.env.BENCH_OWN_DOMAIN_SHARE ?? 0.5);
  const traffic = REAL ? 'real traffic (1,000 links, skewed, every request a new visitor)' : 'one visitor';
  console.log(`redirect bench: ${traffic}${RECORDING ? '' : ', NO CLICKS WRITTEN (recording off)'}, ${CONNECTIONS} connections, ${DURATION} s each, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ownShare * 100}% of links on an own domain`);
  // The baseline is measured before and after kurz and averaged: a shared machine's speed drifts
  // within minutes, and a baseline from one side only would charge that drift to kurz or credit it.
  const bare = await start('./bare-server.ts', { PORT: String(BARE_PORT) });
  const dataDir = mkdtempSync(join(tmpdir(), 'kurz-bench-'));
  const kurzEnv = { PORT: String(KURZ_PORT), BENCH_DATA_DIR: dataDir, BENCH_RECORDING: RECORDING ? 'on' : 'off', ...(REAL ? { BENCH_LINKS: '1000', TRUST_PROXY: 'true' } : {}), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const kurz = await start('./bench-server.ts', kurzEnv);
  // Half the links are on the system host, half on a user's own domain.
  const targets = kurz.first.targets as Array<{ host: string; path: string }>;
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
  const baseline = { ...before, rps: (before.rps + after.rps) / 2, p99: Math.max(before.p99, after.p99), steal: (before.steal + after.steal) / 2 };

  const row = (name: string, r: typeof baseline) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   host steal ${(r.steal * 100).toFixed(0)}%`;
  console.log(`${row('bare node http 302', baseline)}   (before ${before.rps.toFixed(0)}, after ${after.rps.toFixed(0)})`);
  const kurzName = RECORDING ? 'kurz redirect + clicks' : 'kurz redirect, no clicks';
  console.log(row(kurzName, measured));
  const us = (n: number) => `${n.toFixed(1)} µs`;
  const cpuRow = (name: string, c: typeof measured.cpu, postgres: boolean) =>
    `${name.padEnd(28)} event loop ${us(c.loop)}, other threads ${us(c.threads)}${postgres ? `, PostgreSQL ${us(c.postgres)}` : ''}, load generator ${us(c.generator)}`;
  console.log('CPU per redirect:');
  console.log(cpuRow('  bare node http 302', { loop: (before.cpu.loop + after.cpu.loop) / 2, threads: (before.cpu.threads + after.cpu.threads) / 2, postgres: 0, generator: (before.cpu.generator + after.cpu.generator) / 2 }, false));
  console.log(cpuRow(`  ${kurzName}`, measured.cpu, Boolean(databaseUrl)));
  const ratio = measured.rps / baseline.rps;
  const target = REAL ? { ratio: 0.5, p99: 10 } : { ratio: 0.75, p99: 10 };
  console.log(`ratio ${ratio.toFixed(2)} (target >= ${target.ratio})   kurz p99 ${measured.p99} ms (target <= ${target.p99})`);
  console.log(`redirects answered 302 ${measured.redirects}, served ${final.served}, clicks stored at SIGTERM ${final.stored} (spooled ${final.spooled}), after restart ${storedAfterRestart}, lost ${final.served - storedAfterRestart}, dropped ${final.dropped}`);
  if (!RECORDING) {
    console.log(`redirects answered 302 ${measured.redirects}, served ${final.served}; no click written (recording off: not a target run)`);
    return;
  }
  const ok = ratio >= target.ratio && measured.p99 <= target.p99 && final.served === storedAfterRestart && measured.redirects <= storedAfterRestart;
  console.log(ok ? 'all targets met' : 'TARGETS MISSED');
  process.exitCode = ok ? 0 : 1;
});
