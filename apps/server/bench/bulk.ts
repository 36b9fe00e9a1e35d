/**
 * pnpm bench:bulk — POST /api/links/bulk with 1,000 links, RUNS times (each call a new 1,000), over
 * HTTP through the app; wall time per call (p50, p95) and the process's peak RSS.
 * PostgreSQL when DATABASE_URL is set (a scratch database), PGlite otherwise (in the process: its RSS included).
 */
import { mib, rssSampler, withBenchApp } from './bulk-common';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

await withBenchApp(async ({ database, app, cookie }) => {
  global.gc?.();
  const rss = rssSampler();
  const before = rss.samples[0]!;
  const ms: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const links = Array.from({ length: 1000 }, (_, n) => ({
      url: `https://example.com/bulk/${run}/${n}?utm_source=bench`,
      hostname: 'kurz.localhost',
      title: `Bench ${run}-${n}`,
    }));
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/links/bulk',
      headers: { cookie, 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { links },
    });
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`bulk: ${res.statusCode} ${res.body}`);
    if (!res.json().results.every((r: { ok: boolean }) => r.ok)) throw new Error('a row failed');
  }
  const peak = rss.stop();
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  console.log(
    `bulk create, ${database}: ${RUNS} calls of 1,000 links: p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms; RSS ${mib(before)} before, peak ${mib(peak)}`,
  );
});
