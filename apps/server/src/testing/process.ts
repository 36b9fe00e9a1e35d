/** The server as it runs in production (`main.ts` in a process of its own), and plain HTTP calls to it. */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
// tsx is the server package's own dependency: resolve it from there.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = ReturnType<typeof startServerProcess>;

export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: SERVER_DIR,
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.on('data', (d) => (stdout += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr, stdout: () => stdout };
}

/**
 * The port a server started with PORT=0 and LOG_LEVEL=info listens on (from Fastify's log line). Unlike a
 * port picked beforehand, no other process on the machine can have taken it while this one started.
 */
export async function listeningPort(server: ServerProcess, ms = 60_000): Promise<number> {
  const end = Date.now() + ms;
  for (;;) {
    const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.stdout())?.[1];
    if (port) return Number(port);
    if (server.child.exitCode !== null || Date.now() > end)
      throw new Error(`server did not listen: ${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Retries fn until it stops throwing (an expect inside it), or rethrows after ms. */
export async function until<T>(fn: () => Promise<T>, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
