/** Test harness: the real app on a fresh database, driven over HTTP with app.inject(). */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiDeps, WriterCode } from '@kurz/api';
import { connect, type DbHandle } from '@kurz/db';
import { createTestDb } from '@kurz/db/testing';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime';
import type { Config } from '../config';
import { checkAgainstDocument, VALIDATE_OPENAPI } from './openapiResponses';

export const TEST_ORIGIN = 'http://localhost:3000';
export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** The password signUp() uses unless given one. */
export const TEST_PASSWORD = 'correct horse battery';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    statsDatabaseUrl: undefined,
    appOrigin: TEST_ORIGIN,
    systemDomains: ['kurz.localhost'],
    sessionSecret: 'test-secret-test-secret-test-secret',
    previousSessionSecrets: [],
    smtpUrl: undefined,
    mailFrom: 'kurz <no-reply@kurz.localhost>',
    adminEmails: ['admin@example.com'],
    loginUrl: null,
    trustProxy: false,
    countryHeader: null,
    guestLinkTtlDays: 7,
    s3: null,
    stripe: null,
    // No test query leaves the machine: a test that verifies own domains starts its own DNS server.
    dns: { resolvers: ['127.0.0.1:9'], cnameTarget: 'kurz.localhost', ingressIps: [] },
    tls: { provider: 'caddy' },
    blocklist: { file: null, url: null, refreshMs: 3_600_000 },
    logLevel: 'silent',
    replicaId: 'test',
    spoolBeatMs: 5_000,
    webhooksAllowPrivateTargets: false,
    ...overrides,
  };
}

const silentLog = { info() {}, warn() {}, error() {} };

/** The click writer as the built server runs it, built by the tier's global setup (build-setup.ts). */
const BUILT_CLICK_WRITER: WriterCode = {
  module: new URL('../../../../packages/api/dist/clickWriterWorker.js', import.meta.url).href,
  tsLoader: null,
  execArgv: ['--conditions=kurz-built'],
};

export interface TestServer {
  app: FastifyInstance;
  handle: DbHandle;
  db: DbHandle['db'];
  deps: ApiDeps;
  runtime: Runtime;
  /** The database's connection string (PostgreSQL only): another server can open the same database. */
  dbUrl?: string;
  /** A visit to a short link: GET (or HEAD) with the given Host, as a browser on that host sends it. */
  visit(host: string, path: string, opts?: VisitOptions): Promise<LightMyRequestResponse>;
  /** A client that keeps its own cookie jar, like one browser, from its own IP unless one is given. */
  client(ip?: string): TestClient;
  /** The latest mail sent to an address, with the first link in its text. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string; link: string | null } | undefined>;
  /** How many mails went to an address. */
  mailCount(to: string): Promise<number>;
  /** Signs up on a fresh client (or the one given), optionally verified through the mailed link. */
  signUp(
    email: string,
    opts?: { password?: string; verified?: boolean; client?: TestClient },
  ): Promise<{ client: TestClient; id: string }>;
  close(): Promise<void>;
}

export interface VisitOptions {
  headers?: Record<string, string>;
  ip?: string;
  method?: 'GET' | 'HEAD';
}

export interface TestClient {
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  /** The session cookie's value. */
  cookie: string | null;
  /** Every other cookie the server set (e.g. kurz_device), by name. */
  jar: Map<string, string>;
}

export interface TestServerOptions {
  /** Open this existing database (another test server's dbUrl) instead of a fresh one: a second replica. */
  databaseUrl?: string;
  /** The server's logger (app and runtime), e.g. a pino writing to a stream the test reads; silent otherwise. */
  logger?: FastifyBaseLogger;
  /**
   * Run on another test server's database, on PGlite too (its handle, left open by close()): a server
   * started again on the same database.
   */
  sameDatabaseAs?: TestServer;
}

export async function createTestServer(
  overrides: Partial<Config> = {},
  runtimeOptions: RuntimeOptions = {},
  { databaseUrl, logger, sameDatabaseAs }: TestServerOptions = {},
): Promise<TestServer> {
  const borrowed = sameDatabaseAs && !sameDatabaseAs.dbUrl ? sameDatabaseAs.handle : null;
  const url = databaseUrl ?? sameDatabaseAs?.dbUrl;
  const handle = borrowed ?? (url ? await connect({ databaseUrl: url, poolSize: 5 }) : await createTestDb());
  const config = testConfig({ dataDir: await mkdtemp(join(tmpdir(), 'kurz-test-')), ...overrides });
  const runtime = createRuntime(handle, config, logger ?? silentLog, {
    clickWriter: BUILT_CLICK_WRITER,
    postbackAllowedIps: ['127.0.0.1', '::1'],
    postbackRetryDelaysMs: [20, 50],
    ...runtimeOptions,
  });
  await runtime.start();
  const deps = runtime.deps;
  const app = await buildApp({
    deps,
    engine: runtime.engine,
    trustProxy: config.trustProxy,
    webDist: '/nonexistent',
    logger,
  });
  await app.ready();

  let clients = 0;
  function client(ip = `192.0.2.${++clients % 250}`): TestClient {
    const c: TestClient = {
      cookie: null,
      jar: new Map(),
      async request(opts) {
        const sent = [...(c.cookie ? [['kurz_session', c.cookie]] : []), ...c.jar].map(([k, v]) => `${k}=${v}`);
        const res = await app.inject({
          remoteAddress: ip,
          ...opts,
          // As a browser on the dashboard sends them: its host, its cookies.
          headers: {
            host: new URL(config.appOrigin).host,
            ...(sent.length ? { cookie: sent.join('; ') } : {}),
            ...opts.headers,
          },
        });
        for (const set of res.cookies) {
          if (set.name === 'kurz_session') c.cookie = set.value || null;
          else if (set.value) c.jar.set(set.name, set.value);
          else c.jar.delete(set.name);
        }
        if (VALIDATE_OPENAPI)
          checkAgainstDocument(opts.method ?? 'GET', typeof opts.url === 'string' ? opts.url : '', res);
        return res;
      },
      get: (url) => c.request({ method: 'GET', url }),
      post: (url, body = {}) => c.request({ method: 'POST', url, payload: body as object }),
      put: (url, body = {}) => c.request({ method: 'PUT', url, payload: body as object }),
      del: (url) => c.request({ method: 'DELETE', url }),
    };
    return c;
  }

  async function lastMail(to: string) {
    // Mail queued by a request (password resets) goes out through the worker first.
    await runtime.mail.drain();
    const mail = await handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!mail) return undefined;
    return {
      subject: mail.subject,
      text: mail.body_text,
      html: mail.body_html,
      link: mail.body_text.match(/https?:\/\/\S+/)?.[0] ?? null,
    };
  }

  return {
    app,
    handle,
    db: handle.db,
    deps,
    runtime,
    dbUrl: handle.url,
    client,
    visit: (host, path, { headers = {}, ip = '203.0.113.7', method = 'GET' } = {}) =>
      app.inject({ method, url: path, headers: { host, 'user-agent': DESKTOP_UA, ...headers }, remoteAddress: ip }),
    lastMail,
    async mailCount(to) {
      await runtime.mail.drain();
      const row = await handle.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async signUp(email, { password = TEST_PASSWORD, verified = false, client: given } = {}) {
      const c = given ?? client();
      const res = await c.post('/api/auth/signup', { email, password });
      if (res.statusCode !== 200) throw new Error(`signup of ${email} failed: ${res.statusCode} ${res.body}`);
      if (verified) {
        const mail = await lastMail(email.trim().toLowerCase());
        const v = await client().post('/api/auth/verify-email', { token: tokenOf(mail?.link ?? null) });
        if (v.statusCode !== 200) throw new Error(`verifying ${email} failed: ${v.statusCode} ${v.body}`);
      }
      return { client: c, id: res.json().id as string };
    },
    async close() {
      await app.close();
      await runtime.stop();
      if (!borrowed) await handle.close();
    },
  };
}

/** The token query parameter of an emailed link. */
export function tokenOf(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/**
 * One browser at one client address, as a trusted proxy at 127.0.0.1 forwards it (X-Forwarded-For):
 * for a server made with trustProxy '127.0.0.1', where the address is the caller's to pick.
 */
export function browserAt(server: TestServer, ip: string): TestClient {
  const c = server.client('127.0.0.1');
  const request = c.request.bind(c);
  c.request = (opts) => request({ ...opts, headers: { 'x-forwarded-for': ip, ...opts.headers } });
  return c;
}
