/**
 * pnpm bench:import — a CSV of BENCH_ROWS (100,000) rows (url, slug, title) previewed, then imported
 * through the API: POST /api/imports/preview, POST /api/imports, and the background worker until the
 * job is done; wall time of each and the process's peak RSS.
 * PostgreSQL when DATABASE_URL is set (a scratch database), PGlite otherwise (in the process: its RSS included).
 */
import { mib, rssSampler, withBenchApp } from './bulk-common';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

await withBenchApp(async ({ database, handle, app, cookie }) => {
  const lines = ['url,slug,title'];
  for (let n = 0; n < ROWS; n++) lines.push(`https://example.com/import/${n}?utm_source=bench,imp${n},Imported ${n}`);
  const csv = lines.join('\n');
  const headers = { cookie, 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000' };
  global.gc?.();
  const rss = rssSampler();
  const before = rss.samples[0]!;
  const t0 = performance.now();
  const preview = await app.inject({ method: 'POST', url: '/api/imports/preview', headers, payload: { csv, hostname: 'kurz.localhost' } });
  if (preview.statusCode !== 200 || preview.json().valid !== ROWS) throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
  const t1 = performance.now();
  const started = await app.inject({ method: 'POST', url: '/api/imports', headers, payload: { csv, hostname: 'kurz.localhost' } });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const t2 = performance.now();
  const id = started.json().id as string;
  for (;;) {
    const job = await handle.db.selectFrom('import_jobs').select(['status', 'created']).where('id', '=', id as never).executeTakeFirstOrThrow();
    if (job.status === 'done') {
      if (job.created !== ROWS) throw new Error(`created ${job.created} of ${ROWS}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const t3 = performance.now();
  const peak = rss.stop();
  const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
  console.log(
    `import of ${ROWS.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MiB), ${database}: preview ${s(t0, t1)}, start ${s(t1, t2)}, background job ${s(t2, t3)}; total ${s(t0, t3)}; RSS ${mib(before)} before, peak ${mib(peak)}`,
  );
});
