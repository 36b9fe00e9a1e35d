/** Test harness: the real app on a fresh database, driven over HTTP with app.inject(). */
import type { ApiDeps } from '@kurz/api';
import { createTestDb, type TestDb } from '@kurz/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from './app';
import { createDeps } from './deps';
import type { Config } from './config';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    appOrigin: TEST_ORIGIN,
    systemDomains: ['kurz.localhost'],
    sessionSecret: 'test-secret-test-secret-test-secret',
    smtpUrl: undefined,
    mailFrom: 'kurz <no-reply@kurz.localhost>',
    adminEmails: ['admin@example.com'],
    loginUrl: null,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}

const silentLog = { info() {}, warn() {}, error() {} };

export interface TestServer {
  app: FastifyInstance;
  db: TestDb['db'];
  deps: ApiDeps;
  /** A client that keeps its own cookie jar, like one browser, from its own IP unless one is given. */
  client(ip?: string): TestClient;
  /** The latest mail sent to an address, with the first link in its text. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string; link: string | null } | undefined>;
  close(): Promise<void>;
}

export interface TestClient {
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  cookie: string | null;
}

export async function createTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const handle = await createTestDb();
  const deps = createDeps(handle.db, testConfig(overrides), silentLog);
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  await app.ready();

  let clients = 0;
  function client(ip = `192.0.2.${++clients % 250}`): TestClient {
    const c: TestClient = {
      cookie: null,
      async request(opts) {
        const res = await app.inject({
          remoteAddress: ip,
          ...opts,
          headers: { ...(c.cookie ? { cookie: `kurz_session=${c.cookie}` } : {}), ...opts.headers },
        });
        const set = res.cookies.find((k) => k.name === 'kurz_session');
        if (set) c.cookie = set.value || null;
        return res;
      },
      get: (url) => c.request({ method: 'GET', url }),
      post: (url, body = {}) => c.request({ method: 'POST', url, payload: body as object }),
      put: (url, body = {}) => c.request({ method: 'PUT', url, payload: body as object }),
      del: (url) => c.request({ method: 'DELETE', url }),
    };
    return c;
  }

  return {
    app,
    db: handle.db,
    deps,
    client,
    async lastMail(to) {
      const mail = await handle.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', to)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!mail) return undefined;
      return { subject: mail.subject, text: mail.body_text, html: mail.body_html, link: mail.body_text.match(/https?:\/\/\S+/)?.[0] ?? null };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The token query parameter of an emailed link. */
export function tokenOf(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
