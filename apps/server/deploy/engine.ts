/**
 * The container engine the deployment tests drive: Docker, or podman with its Docker API and
 * docker-compose (scripts/containers.sh decides and prepares it), and the HTTP calls they make.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const IMAGE = 'kurz';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export interface Engine {
  /** `docker` or `podman` (the same commands and flags for what the tests use). */
  cli: string;
  /** `docker compose` or `docker-compose`. */
  compose: string[];
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    engine: Engine;
  }
}

const exec = promisify(execFile);

export async function run(argv: string[], env: Record<string, string> = {}): Promise<string> {
  const engine = inject('engine');
  const { stdout } = await exec(argv[0]!, argv.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...engine.env, ...env },
    maxBuffer: 256 << 20,
  });
  return stdout;
}

export const cli = (...args: string[]) => run([inject('engine').cli, ...args]);

/** An unused TCP port on this machine, for a published port. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  stepMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(
    `timed out waiting for ${what}${last ? `: ${last instanceof Error ? last.message : JSON.stringify(last)}` : ''}`,
  );
}

/** A client of one published port, as a browser on the dashboard: its cookie, JSON in and out. */
export function client(port: number) {
  let cookie = '';
  const base = `http://localhost:${port}`;
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(base + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('kurz_session='));
    if (set) cookie = set.split(';', 1)[0]!;
    return res;
  }
  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await request(method, path, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  return { base, request, json, cookie: () => cookie };
}

/** A visit to a short link through `port`: the host is the short-link host, not the dashboard's. */
export async function visit(port: number, host: string, slug: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path: `/${slug}`, headers: { host, 'user-agent': BROWSER_UA }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    )
      .on('error', reject)
      .end();
  });
}
