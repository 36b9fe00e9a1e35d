/**
 * tsx bench/cpu-profile-top.ts <profile.cpuprofile>... — the functions that took the most CPU themselves
 * (self time) in V8 CPU profiles (node --cpu-prof, or BENCH_CPU_PROF of the redirect bench), and the
 * share of idle, GC and program (native) time.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const TOP = Number(process.env.TOP ?? 30);
const keyOf = (f: Node['callFrame']) => {
  const where = f.url
    ? `${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(packages|apps)\//, '$1/')}:${f.lineNumber + 1}`
    : '';
  return `${f.functionName || '(anonymous)'} ${where}`;
};
for (const file of process.argv.slice(2)) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    const key = keyOf(byId.get(id)!.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  // Inclusive time: a function's own samples and those of everything it called (counted once per stack).
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const key = keyOf(byId.get(n)!.callFrame);
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + (p.timeDeltas[i] ?? 0));
      seen.add(key);
    }
  });
  const busy = total - (self.get('(idle) ') ?? 0);
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`);
  console.log('inclusive (with what they call):');
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`);
}
