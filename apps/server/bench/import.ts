/**
 * pnpm bench:import — a file of BENCH_ROWS (100,000) rows previewed, then imported through the API:
 * POST /api/imports/preview, POST /api/imports, and the background worker until the job is done; wall
 * time of each and the process's peak RSS. BENCH_FORMATS (comma-separated, default `csv`; `all` for
 * each) picks the files: csv (url, slug, title), bitly-json (a Bitly API v4 bitlinks answer), bitly-csv,
 * shlink-json, shlink-csv, kutt-json, kurz (kurz's export). Then (unless BENCH_GUEST=0) a guest's preview of a 9.3 MiB file
 * (100,000 rows with long targets). Redirects are answered all along, one after another (5 ms apart,
 * timed from when each was due, so a stalled event loop counts): their p50, p99 and max per phase.
 * PostgreSQL when DATABASE_URL is set (a scratch database), PGlite otherwise (in the process: its RSS included).
 */
import { createSessionToken } from '@kurz/api';
import { mib, rssSampler, withBenchApp } from './bulk-common';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/**
 * Row n of each file. The JSON items hold the fields kurz reads, not all a source sends: a full Bitly
 * item is ~500 bytes, so 100,000 of them would be over the 10 MB a file may have.
 */
const FILES: Record<string, { head: string; row: (n: number) => string; tail?: string; sep?: string }> = {
  csv: {
    head: 'url,slug,title\n',
    row: (n) => `https://example.com/import/${n}?utm_source=bench,imp${n},Imported ${n}`,
    sep: '\n',
  },
  'bitly-json': {
    head: '{"links":[',
    row: (n) => `{"id":"bit.ly/bj${n}","long_url":"https://example.com/b/${n}","title":"B ${n}","tags":["bench"]}`,
    tail: ']}',
  },
  'bitly-csv': {
    head: 'id,link,long_url,title,created_at,tags\n',
    row: (n) => `bit.ly/bc${n},https://bit.ly/bc${n},https://example.com/bc/${n},B ${n},2024-01-01T00:00:00+0000,bench`,
    sep: '\n',
  },
  'shlink-json': {
    head: '{"shortUrls":{"data":[',
    row: (n) =>
      `{"shortCode":"sj${n}","longUrl":"https://example.com/s/${n}","tags":["bench"],"meta":{"maxVisits":9},"domain":null}`,
    tail: ']}}',
  },
  'shlink-csv': {
    head: 'Long URL,Tags,Domain,Short code,Title\n',
    row: (n) => `https://example.com/sc/${n},bench,,sc${n},S ${n}`,
    sep: '\n',
  },
  'kutt-json': {
    head: '{"data":[',
    row: (n) =>
      `{"id":"k-${n}","address":"kj${n}","target":"https://example.com/k/${n}","expire_in":"2040-01-01T00:00:00Z"}`,
    tail: ']}',
  },
  kurz: {
    head: 'slug,host,target,title,created,clicks,rules,tags,expires_at,max_clicks\n',
    row: (n) => `kz${n},kurz.localhost,https://example.com/kz/${n},K ${n},2024-01-01T00:00:00.000Z,0,no,bench,,5`,
    sep: '\n',
  },
};
const FORMATS =
  (process.env.BENCH_FORMATS ?? 'csv') === 'all' ? Object.keys(FILES) : (process.env.BENCH_FORMATS ?? 'csv').split(',');
for (const f of FORMATS)
  if (!FILES[f]) throw new Error(`BENCH_FORMATS: no format ${f} (${Object.keys(FILES).join(', ')})`);

function file(format: string): string {
  const f = FILES[format]!;
  const rows: string[] = [];
  for (let n = 0; n < ROWS; n++) rows.push(f.row(n));
  return f.head + rows.join(f.sep ?? ',') + (f.tail ?? '');
}

await withBenchApp(async ({ database, handle, app, cookie, user }) => {
  await handle.db
    .insertInto('links')
    .values({ owner_id: user.id, hostname: 'kurz.localhost', slug: 'busy', target_url: 'https://example.com/busy' })
    .execute();
  const redirects = redirectSampler(app);
  try {
    await run();
  } finally {
    await redirects.stop();
  }

  async function run() {
    for (const format of FORMATS) await runFormat(format, file(format));
    if (process.env.BENCH_GUEST !== '0') await guestAttack();
  }

  async function runFormat(format: string, csv: string) {
    const headers = {
      cookie,
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
    };
    // Serialised beforehand: the bench's own client must not stall the event loop it measures.
    const body = JSON.stringify({ csv, hostname: 'kurz.localhost' });
    global.gc?.();
    const rss = rssSampler();
    const before = rss.samples[0]!;
    const t0 = performance.now();
    redirects.phase();
    const preview = await app.inject({ method: 'POST', url: '/api/imports/preview', headers, payload: body });
    if (preview.statusCode !== 200 || preview.json().valid !== ROWS)
      throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
    const t1 = performance.now();
    const started = await app.inject({ method: 'POST', url: '/api/imports', headers, payload: body });
    if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
    const t2 = performance.now();
    const duringRequests = redirects.phase();
    const id = started.json().id as string;
    for (;;) {
      const job = await handle.db
        .selectFrom('import_jobs')
        .select(['status', 'created'])
        .where('id', '=', id as never)
        .executeTakeFirstOrThrow();
      if (job.status === 'done') {
        if (job.created !== ROWS) throw new Error(`created ${job.created} of ${ROWS}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const t3 = performance.now();
    const duringJob = redirects.phase();
    const peak = rss.stop();
    const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
    console.log(
      `import of ${ROWS.toLocaleString('en')} rows of ${format} (${(csv.length / 1024 / 1024).toFixed(1)} MiB), ${database}: preview ${s(t0, t1)}, start ${s(t1, t2)}, background job ${s(t2, t3)}; total ${s(t0, t3)}; RSS ${mib(before)} before, peak ${mib(peak)}`,
    );
    console.log(`redirects during preview and start: ${duringRequests}; during the background job: ${duringJob}`);
  }

  async function guestAttack() {
    const headers = {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
    };
    const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
    // The attack: a guest's preview of a 9.3 MiB file (it may create 25 links).
    const guest = await handle.db.insertInto('users').values({ email: null }).returningAll().executeTakeFirstOrThrow();
    const guestCookie = `kurz_session=${await createSessionToken(handle.db, guest.id)}`;
    const attack = ['url,slug,title'];
    for (let n = 0; n < 100_000; n++)
      attack.push(`https://example.com/some/long/path/to/a/page/${n}?utm_source=newsletter&utm_medium=email,,Row ${n}`);
    const payload = JSON.stringify({ csv: attack.join('\n'), hostname: 'kurz.localhost' });
    redirects.phase();
    const g0 = performance.now();
    const guestPreview = await app.inject({
      method: 'POST',
      url: '/api/imports/preview',
      headers: { ...headers, cookie: guestCookie },
      payload,
    });
    if (guestPreview.statusCode !== 200)
      throw new Error(`guest preview: ${guestPreview.statusCode} ${guestPreview.body.slice(0, 300)}`);
    console.log(
      `guest preview of ${(payload.length / 1024 / 1024).toFixed(1)} MiB: ${s(g0, performance.now())}; redirects meanwhile: ${redirects.phase()}`,
    );
  }
});

/** Redirects answered one after another while the bench runs; phase() reports those since the last call. */
function redirectSampler(app: Parameters<Parameters<typeof withBenchApp>[0]>[0]['app']) {
  let times: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const due = performance.now() + 5;
      await new Promise((r) => setTimeout(r, 5));
      const res = await app.inject({ method: 'GET', url: '/busy', headers: { host: 'kurz.localhost' } });
      if (res.statusCode !== 302) throw new Error(`redirect: ${res.statusCode}`);
      times.push(performance.now() - due);
    }
  })();
  return {
    phase(): string {
      const t = times.sort((a, b) => a - b);
      times = [];
      if (t.length === 0) return 'none';
      const at = (q: number) => `${t[Math.min(t.length - 1, Math.floor(t.length * q))]!.toFixed(0)} ms`;
      return `${t.length} redirects, p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`;
    },
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
