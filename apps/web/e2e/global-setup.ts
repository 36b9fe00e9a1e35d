import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeStripe } from '@kurz/api/testing/stripe';
import { serveFakeStripe } from '@kurz/api/testing/stripe-server';
import type { TestProject } from 'vitest/node';
import { startTestDns } from '../../server/src/testing/dns';
import { seedPaidUser } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    /** The Stripe stand-in the server calls (Checkout pages are served there too). */
    stripeUrl: string;
    /** JSON records the test DNS server answers from (Records in apps/server/src/testing/dns.ts). */
    dnsRecordsFile: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `pg` comes from @kurz/db's dependencies: the web package does not need it at run time. */
interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
type Pg = { Client: new (options: { connectionString: string }) => PgClient };

async function loadPg(): Promise<Pg> {
  const require = createRequire(join(repoRoot, 'packages/db/package.json'));
  const mod = (await import(require.resolve('pg'))) as { default?: Pg } & Pg;
  return mod.default ?? mod;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForReady(baseUrl: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logPath}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after 90 s; see ${logPath}`);
}

/** Builds the dashboard, starts the real server on a fresh database, and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('pnpm', ['--filter', '@kurz/web', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kurz-e2e-'));
  const logPath = join(dataDir, 'server.log');

  const adminUrl = process.env.DATABASE_URL;
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    dbName = `kurz_e2e_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }

  // Stripe's API, Checkout and webhooks, played by the stand-in; the server reaches it via STRIPE_API_URL.
  const fakeStripe = new FakeStripe('sk_test_kurz_e2e', 'whsec_test_kurz_e2e', {
    price_e2e_hobby_monthly: { amount: 900, currency: 'eur', interval: 'month' },
    price_e2e_hobby_yearly: { amount: 9000, currency: 'eur', interval: 'year' },
    price_e2e_pro_monthly: { amount: 2900, currency: 'eur', interval: 'month' },
    price_e2e_pro_yearly: { amount: 29000, currency: 'eur', interval: 'year' },
  });
  const stripe = await serveFakeStripe(fakeStripe);
  stripe.webhookUrl = `${baseUrl}/api/billing/stripe/webhook`;
  await seedPaidUser(dataDir, databaseUrl);
  // Own domains are verified against this DNS server: tests write the records into the file.
  const dnsRecordsFile = join(dataDir, 'dns-records.json');
  writeFileSync(dnsRecordsFile, '{}');
  const dns = await startTestDns({ recordsFile: dnsRecordsFile });

  const log = createWriteStream(logPath);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'admin@example.com,a11y-admin@example.com,abuse-admin@example.com',
    LOG_LEVEL: 'info',
    APP_ORIGIN: baseUrl,
    DATABASE_URL: databaseUrl ?? '',
    LOGIN_URL: '',
    SMTP_URL: '',
    // Behind a trusted proxy the country of a click comes from cf-ipcountry: the stats e2e sets it per visit.
    TRUST_PROXY: 'true',
    COUNTRY_HEADER: 'cf-ipcountry',
    STRIPE_SECRET_KEY: fakeStripe.secretKey,
    STRIPE_WEBHOOK_SECRET: fakeStripe.webhookSecret,
    STRIPE_PRICE_HOBBY_MONTHLY: 'price_e2e_hobby_monthly',
    STRIPE_PRICE_HOBBY_YEARLY: 'price_e2e_hobby_yearly',
    STRIPE_PRICE_PRO_MONTHLY: 'price_e2e_pro_monthly',
    STRIPE_PRICE_PRO_YEARLY: 'price_e2e_pro_yearly',
    STRIPE_API_URL: stripe.url,
    DNS_RESOLVERS: dns.resolver,
    CNAME_TARGET: 'kurz.localhost',
  };
  // One node process (tsx as a loader, resolved from the server package) so that SIGTERM reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  try {
    await waitForReady(baseUrl, child, logPath);
  } catch (error) {
    child.kill('SIGKILL');
    await stripe.close();
    await dns.close();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', logPath);
  project.provide('stripeUrl', stripe.url);
  project.provide('dnsRecordsFile', dnsRecordsFile);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    log.end();
    await stripe.close();
    await dns.close();
    if (adminUrl && dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (!process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
