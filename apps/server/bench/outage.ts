/**
 * pnpm bench:outage — clicks under load through a database outage with a restart in it: the server
 * (`main.ts`, its own process) is loaded with redirects; on PostgreSQL a TCP proxy between it and the
 * database is cut for OUTAGE_SECONDS, the server gets SIGTERM halfway through the outage and is started
 * again at once (it waits for the database), the proxy is restored, the load goes on, and the figures
 * are compared: redirects answered vs clicks stored, and the rollups vs the raw clicks.
 * On PGlite (no DATABASE_URL) there is no outage to make, nor with OUTAGE_SECONDS=0: SIGTERM and
 * restart under load only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, sql } from '@kurz/db';
import autocannon from 'autocannon';
import { call, freePort, startServerProcess, until, type ServerProcess } from '../src/testing/process';
import { startDbProxy, type DbProxy } from '../src/testing/proxy';
import { withScratchDatabase } from './scratch-db';

const OUTAGE = Number(process.env.OUTAGE_SECONDS ?? 60);
const BEFORE = 10;
const AFTER = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const log = (msg: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${msg}`);

/** Clicks a server process recorded (answered), from its last log line at exit. */
function recordedBy(server: ServerProcess): number {
  const line = server
    .stdout()
    .split('\n')
    .find((l) => l.includes('"clicks flushed"'));
  return line ? JSON.parse(line).clicks.recorded : NaN;
}

async function waitingClicks(port: number): Promise<number> {
  const res = await call(port, 'GET', '/healthz').catch(() => null);
  return res ? (JSON.parse(res.body).clicks_waiting ?? 0) : -1;
}

await withScratchDatabase(async (databaseUrl) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kurz-outage-'));
  const proxy: DbProxy | null = databaseUrl ? await startDbProxy(databaseUrl) : null;
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ORIGIN: origin,
    DATABASE_URL: proxy?.url ?? '',
    LOG_LEVEL: 'info',
  };
  let server: ServerProcess = startServerProcess(env);
  await until(async () => {
    if ((await call(port, 'GET', '/readyz')).status !== 200) throw new Error('not ready');
  }, 60_000);
  const guest = await call(port, 'POST', '/api/auth/guest', { origin }, {});
  const cookie = String(guest.headers['set-cookie']).split(';', 1)[0]!;
  const paths: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await call(
      port,
      'POST',
      '/api/links/create',
      { origin, cookie },
      { url: `https://example.com/landing/${i}`, hostname: 'kurz.localhost' },
    );
    paths.push(`/${JSON.parse(res.body).slug}`);
  }
  const headers = {
    host: 'kurz.localhost',
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  };
  const total = BEFORE + OUTAGE + AFTER;
  log(
    `outage bench: ${CONNECTIONS} connections for ${total} s, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, outage ${proxy && OUTAGE > 0 ? `${OUTAGE} s` : 'none'}`,
  );
  const load = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: total,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  });

  await sleep(BEFORE);
  if (proxy && OUTAGE > 0) {
    proxy.cut();
    log('database connection cut');
  }
  await sleep(OUTAGE / 2);
  log(`clicks waiting: ${await waitingClicks(port)}; SIGTERM`);
  const stopAt = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const first = recordedBy(server);
  log(`exited with ${code} after ${Date.now() - stopAt} ms, ${first} clicks answered; starting again`);
  server = startServerProcess(env);
  await sleep(OUTAGE / 2);
  if (proxy && OUTAGE > 0) {
    proxy.restore();
    log('database connection restored');
  }
  const result = await load;
  const answered = result.statusCodeStats?.['302']?.count ?? 0;
  log(
    `load done: ${answered} redirects answered, ${result.errors} connection errors, ${result.non2xx - answered} other answers`,
  );
  await until(async () => {
    if ((await waitingClicks(port)) !== 0) throw new Error('clicks still waiting');
  }, 120_000);
  server.child.kill('SIGTERM');
  log(`second server exited with ${await server.exited}`);
  const served = first + recordedBy(server);

  const handle = databaseUrl ? await connect({ databaseUrl }) : await connect({ dataDir: join(dataDir, 'pg') });
  const { rows } = await sql<{ clicks: number; rollup: number }>`
    select (select count(*)::int from clicks) as clicks,
           (select coalesce(sum(clicks), 0)::int from stats_daily where link_id <> 0 and dim = 'total') as rollup`.execute(
    handle.db,
  );
  await handle.close();
  await proxy?.close();
  const { clicks, rollup } = rows[0]!;
  // The load generator misses the answers to the requests in flight when it stops: the servers count them.
  log(
    `answered ${served} (load generator saw ${answered}), stored ${clicks}, lost ${served - clicks}; rollups ${rollup} (${rollup === clicks ? 'equal to' : 'DIFFERENT from'} the raw clicks)`,
  );
  process.exitCode = served === clicks && rollup === clicks ? 0 : 1;
});
