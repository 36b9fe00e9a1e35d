/**
 * docker/compose.yaml as an operator runs it: PostgreSQL, two app replicas sharing one data volume,
 * and Caddy in front. Everything goes through Caddy's published port, as a browser's requests would;
 * the replicas' own doors (`exec` into one) only where the test must pick the replica.
 */
import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cli, client, freePort, run, until, visit } from './engine';

const project = `kurzdeploy${randomBytes(3).toString('hex')}`;
const ADMIN = 'admin@example.com';
const PASSWORD = 'correct horse battery';
const SHORT_HOST = 'kurz.localhost';
let port: number;
let env: Record<string, string>;
/** The account's browser, through Caddy's published port. */
let user: ReturnType<typeof client>;

const compose = (...args: string[]) => {
  const { compose: argv } = inject('engine');
  // docker-compose 1.x starts deploy.replicas only in compatibility mode.
  const compat = argv[0] === 'docker-compose' ? ['--compatibility'] : [];
  return run([...argv, ...compat, '-p', project, '-f', 'docker/compose.yaml', ...args], env);
};

async function up(): Promise<number> {
  const t0 = Date.now();
  await compose('up', '-d');
  // Caddy sends traffic to a replica once its health check passed.
  await until(
    'the deployment to answer through Caddy',
    async () => (await fetch(`http://localhost:${port}/readyz`)).ok,
    240_000,
    500,
  );
  return Date.now() - t0;
}

/** The app replicas' container ids; a replica's host name (in its log lines) is its id's first 12. */
async function replicas(): Promise<string[]> {
  const out = await cli(
    'ps',
    '-q',
    '--no-trunc',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    'label=com.docker.compose.service=app',
  );
  return out.split('\n').filter(Boolean);
}

/** The replicas' JSON log lines. */
async function appLog(): Promise<Record<string, unknown>[]> {
  const out = await compose('logs', '--no-color', 'app');
  return out.split('\n').flatMap((line) => {
    const json = line.slice(line.indexOf('{'));
    try {
      return [JSON.parse(json) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

beforeAll(async () => {
  port = await freePort();
  env = {
    SESSION_SECRET: randomBytes(24).toString('hex'),
    HTTP_PORT: String(port),
    HTTPS_PORT: String(await freePort()),
    APP_ORIGIN: `http://localhost:${port}`,
    ADMIN_EMAILS: ADMIN,
  };
  user = client(port);
  console.log(`deploy: compose up (first) in ${((await up()) / 1000).toFixed(1)} s`);
});

afterAll(async () => {
  await compose('down', '-v').catch(() => {});
});

describe('docker/compose.yaml: postgres, two replicas, caddy', () => {
  let slug = '';

  it('runs two replicas behind Caddy', async () => {
    expect(await replicas()).toHaveLength(2);
  });

  it('signs an account up, verified by the link in the mail a replica logged', async () => {
    await user.json('POST', '/api/auth/signup', { email: ADMIN, password: PASSWORD });
    const token = await until(
      'the verification mail in the log',
      async () => {
        const mail = (await appLog()).find((l) => typeof l.msg === 'string' && l.msg.startsWith(`mail to ${ADMIN}`));
        return mail && /token=([\w-]+)/.exec(mail.msg as string)?.[1];
      },
      30_000,
    );
    await user.json('POST', '/api/auth/verify-email', { token });
    await user.json('POST', '/api/auth/login', { email: ADMIN, password: PASSWORD });
    // The admin (ADMIN_EMAILS) gives the account a plan with custom previews.
    await user.json('PUT', '/api/admin/users/plan', { email: ADMIN, plan: 'pro' });
    expect((await user.json<{ email: string; plan_id: string }>('GET', '/api/me')).email).toBe(ADMIN);
  });

  it('creates a link and follows it', async () => {
    slug = (
      await user.json<{ slug: string }>('POST', '/api/links/create', {
        url: 'https://example.com/deployed',
        hostname: SHORT_HOST,
      })
    ).slug;
    expect(await visit(port, SHORT_HOST, slug)).toBe(302);
  });

  it('stores a preview image through one replica and serves it from the other (the shared volume)', async () => {
    const png = new PNG({ width: 1200, height: 630 });
    png.data.fill(0x7f);
    const bytes = PNG.sync.write(png);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'preview.png');
    const res = await fetch(`${user.base}/api/og/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie() },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const path = new URL(((await res.json()) as { url: string }).url, user.base);

    const uploadLine = await until(
      'the upload in a replica log',
      async () => (await appLog()).find((l) => l.url === '/api/og/upload' && l.status === 200),
      10_000,
    );
    const other = (await replicas()).find((id) => !id.startsWith(String(uploadLine.hostname)));
    expect(other).toBeDefined();
    const read = `fetch('http://127.0.0.1:3000'+process.argv[1]).then(async (r) => console.log(r.status, (await r.arrayBuffer()).byteLength))`;
    expect((await cli('exec', other!, 'node', '-e', read, path.pathname + path.search)).trim()).toBe(
      `200 ${bytes.length}`,
    );
    // And through Caddy, whichever replica it picks.
    expect((await fetch(path)).status).toBe(200);
  });

  it('stores every click it answered when a replica is stopped (SIGTERM) under traffic', async () => {
    const clicksOf = async () =>
      (await user.json<{ results: { slug: string; clicks_total: number }[] }>('GET', '/api/links/list')).results.find(
        (l) => l.slug === slug,
      )!.clicks_total;
    const before = await until('the first click to be stored', async () => (await clicksOf()) || null, 30_000);
    const [victim] = await replicas();
    const TOTAL = 300;
    let sent = 0;
    let answered = 0;
    const stop: { done?: Promise<string> } = {};
    const worker = async () => {
      while (sent < TOTAL) {
        sent++;
        if (sent === 60) stop.done = cli('kill', '-s', 'TERM', victim!);
        const status = await visit(port, SHORT_HOST, slug).catch(() => 0);
        if (status === 302) answered++;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await stop.done;
    expect(answered).toBeGreaterThan(TOTAL / 2);
    await until(
      'every answered click to be stored',
      async () => (await clicksOf()) === before + answered,
      90_000,
      1000,
    );
    await new Promise((r) => setTimeout(r, 3000));
    expect(await clicksOf()).toBe(before + answered);
    const exit = await until(
      'the stopped replica to exit',
      async () => {
        const state = (await cli('inspect', '-f', '{{.State.Running}} {{.State.ExitCode}}', victim!)).trim();
        return state.startsWith('false') && state;
      },
      30_000,
    );
    expect(exit).toBe('false 0');
    console.log(`deploy: ${answered} of ${TOTAL} clicks answered while a replica stopped, all stored`);
  });

  it('keeps the account and its links through down and up (volumes kept)', async () => {
    await compose('down');
    console.log(`deploy: compose up (again) in ${((await up()) / 1000).toFixed(1)} s`);
    const again = client(port);
    await again.json('POST', '/api/auth/login', { email: ADMIN, password: PASSWORD });
    const links = await again.json<{ results: { slug: string }[] }>('GET', '/api/links/list');
    expect(links.results.map((l) => l.slug)).toContain(slug);
    expect(await visit(port, SHORT_HOST, slug)).toBe(302);
  });
});
