/**
 * The load generator of `pnpm bench:redirect`: wrk (C, a few µs of CPU per request, so it does not
 * hold the servers back the way a Node generator does), with wrk-traffic.lua making the requests, and
 * the core layout: `shared` (every process on every core, as on a small VM) or `pinned` (the servers and
 * PostgreSQL on some cores, wrk on the others, through taskset).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Target = { host: string; path: string };

/** Makes sure wrk is there: installed from Debian's packages when missing and we may (root with apt). */
export function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).error !== undefined) {
    throw new Error('the redirect bench needs wrk: install it (Debian: apt-get install wrk)');
  }
  console.log("installing Debian's wrk (the redirect bench's load generator)");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export type Layout = {
  name: 'shared' | 'pinned';
  serverCores: string | null;
  generatorCores: string | null;
  generatorThreads: number;
};

/**
 * BENCH_LAYOUT=shared|pinned; by default pinned where there are 4 cores or more (a quarter of them for
 * wrk), shared on smaller machines, where pinning halves what either side may use.
 */
export function chooseLayout(env: string | undefined): Layout {
  const cores = availableParallelism();
  const name = env === 'shared' || env === 'pinned' ? env : cores >= 4 ? 'pinned' : 'shared';
  if (name === 'shared' || cores < 2)
    return { name: 'shared', serverCores: null, generatorCores: null, generatorThreads: Math.min(2, cores) };
  const generator = Math.max(1, Math.floor(cores / 4));
  const range = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);
  return {
    name,
    serverCores: range(0, cores - generator - 1),
    generatorCores: range(cores - generator, cores - 1),
    generatorThreads: generator,
  };
}

export function describeLayout(l: Layout): string {
  return l.name === 'shared'
    ? `layout shared: servers, PostgreSQL and wrk (${l.generatorThreads} threads) on all ${availableParallelism()} cores`
    : `layout pinned: servers and PostgreSQL on cores ${l.serverCores}, wrk (${l.generatorThreads} threads) on cores ${l.generatorCores}`;
}

/** The command prefix that starts a server within the layout's server cores. */
export function serverCommand(l: Layout, argv: string[]): [string, string[]] {
  return l.serverCores ? ['taskset', ['-c', l.serverCores, ...argv]] : [argv[0]!, argv.slice(1)];
}

/** Moves every running PostgreSQL process (and so the backends it forks later) to the given cores. */
export function pinPostgres(cores: string): void {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      execFileSync('taskset', ['-a', '-p', '-c', cores, pid], { stdio: 'ignore' });
    } catch {
      // the process ended meanwhile, or is not ours to move
    }
  }
}

export function unpinPostgres(): void {
  pinPostgres(`0-${availableParallelism() - 1}`);
}

/** CPU time (µs) of this process's children that have ended and been reaped: here, wrk's runs. */
function reapedChildrenCpuUs(tickUs: number): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * tickUs;
}

export type WrkResult = {
  requests: number;
  answered: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  rps: number;
  generatorCpuUs: number;
};

export async function runWrk(opts: {
  port: number;
  targets: Target[];
  real: boolean;
  connections: number;
  seconds: number;
  layout: Layout;
  tickUs: number;
}): Promise<WrkResult> {
  const targetsFile = join(tmpdir(), `kurz-bench-targets-${process.pid}.txt`);
  writeFileSync(targetsFile, opts.targets.map((t) => `${t.host} ${t.path}`).join('\n') + '\n');
  const script = fileURLToPath(new URL('./wrk-traffic.lua', import.meta.url));
  const connections = Math.max(opts.connections, opts.layout.generatorThreads);
  const argv = [
    'wrk',
    '-t',
    String(opts.layout.generatorThreads),
    '-c',
    String(connections),
    '-d',
    `${opts.seconds}s`,
    '-s',
    script,
    `http://127.0.0.1:${opts.port}`,
    '--',
    targetsFile,
    opts.real ? 'real' : 'one',
  ];
  const [cmd, args] = opts.layout.generatorCores
    ? ['taskset', ['-c', opts.layout.generatorCores, ...argv]]
    : [argv[0]!, argv.slice(1)];
  const cpuBefore = reapedChildrenCpuUs(opts.tickUs);
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const generatorCpuUs = reapedChildrenCpuUs(opts.tickUs) - cpuBefore;
  const line = out.split('\n').find((l) => l.startsWith('wrk-result '));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${out}`);
  const r = JSON.parse(line.slice('wrk-result '.length)) as Record<string, number>;
  const socketErrors = r.connect! + r.read! + r.write! + r.timeout!;
  return {
    requests: r.requests!,
    // wrk counts an answer outside 2xx/3xx as a status error: the rest are the redirects.
    answered: r.requests! - r.status!,
    errors: r.status! + socketErrors,
    p50Ms: r.p50_us! / 1000,
    p99Ms: r.p99_us! / 1000,
    rps: r.requests! / (r.duration_us! / 1e6),
    generatorCpuUs,
  };
}
