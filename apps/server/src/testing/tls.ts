/**
 * Caddy (on-demand TLS) and the Pebble ACME test CA, as child processes on free ports in a temp dir:
 * the chain an operator runs in front of kurz, offline. Both are Debian packages (.ci/run installs
 * them); a missing binary fails the test that needs it, loudly.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './process';

export function requireBinaries(names: string[]): void {
  const missing = names.filter((n) => {
    try {
      execFileSync('which', [n], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new Error(`missing ${missing.join(', ')}: apt-get install -y caddy pebble (CI's .ci/run does)`);
}

async function waitForPort(port: number, child: ChildProcess, name: string, log: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}:\n${readFileSync(log, 'utf8').slice(-2000)}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not open port ${port}:\n${readFileSync(log, 'utf8').slice(-2000)}`);
}

function startProcess(
  dir: string,
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; log: string } {
  const log = join(dir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  return { child, log };
}

export interface TlsLab {
  httpPort: number;
  httpsPort: number;
  /** PEM of the root that signs the certificates Pebble issues (new on every Pebble start). */
  root: string;
  dir: string;
  logs(): string;
  stop(): Promise<void>;
}

/** The Caddyfile operators run (docker/compose.yaml mounts it): the lab runs this file, unchanged. */
export const PRODUCTION_CADDYFILE = fileURLToPath(new URL('../../../../docker/Caddyfile.production', import.meta.url));

/**
 * Pebble resolves names through `dnsServer` (ip:port) for its validations against Caddy. Caddy runs
 * docker/Caddyfile.production with its settings as an operator gives them (APP_HOST, ACME_EMAIL,
 * KURZ_UPSTREAM) and, as extra global options, what a lab needs: free ports, Pebble as the CA, its own
 * storage, no admin endpoint.
 */
export async function startTlsLab({
  appPort,
  dnsServer,
  appHost,
}: {
  appPort: number;
  dnsServer: string;
  appHost: string;
}): Promise<TlsLab> {
  const dir = mkdtempSync(join(tmpdir(), 'kurz-tls-'));
  const [acmePort, mgmtPort, httpPort, httpsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  mkdirSync(join(dir, 'pebble-tls'));
  // Debian's pebble ships no listener certificate: a throwaway one, with the IP SAN Caddy connects to.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=pebble-listener',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      join(dir, 'pebble-tls/key.pem'),
      '-out',
      join(dir, 'pebble-tls/cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(
    join(dir, 'pebble-config.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${mgmtPort}`,
        certificate: 'pebble-tls/cert.pem',
        privateKey: 'pebble-tls/key.pem',
        httpPort,
        tlsPort: httpsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const processes: ChildProcess[] = [];
  const logs: string[] = [];
  const stop = async () => {
    for (const p of processes) if (p.exitCode === null) p.kill('SIGTERM');
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            const timer = setTimeout(() => {
              p.kill('SIGKILL');
              resolve();
            }, 10_000);
            p.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    if (!process.env.KEEP_TLS_LAB) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pebble = startProcess(
      dir,
      'pebble',
      'pebble',
      ['-config', join(dir, 'pebble-config.json'), '-strict=false', '-dnsserver', dnsServer],
      {
        PEBBLE_VA_NOSLEEP: '1',
        PEBBLE_WFE_NONCEREJECT: '0',
      },
    );
    processes.push(pebble.child);
    logs.push(pebble.log);
    await waitForPort(acmePort, pebble.child, 'pebble', pebble.log);
    await waitForPort(mgmtPort, pebble.child, 'pebble', pebble.log);
    const labOptions = [
      'admin off',
      `http_port ${httpPort}`,
      `https_port ${httpsPort}`,
      'default_bind 127.0.0.1',
      `storage file_system ${dir}/caddy-data`,
      `acme_ca https://127.0.0.1:${acmePort}/dir`,
      `acme_ca_root ${dir}/pebble-tls/cert.pem`,
    ];
    const caddy = startProcess(
      dir,
      'caddy',
      'caddy',
      ['run', '--config', PRODUCTION_CADDYFILE, '--adapter', 'caddyfile'],
      {
        APP_HOST: appHost,
        ACME_EMAIL: 'ops@kurz.test',
        KURZ_UPSTREAM: `127.0.0.1:${appPort}`,
        CADDY_GLOBAL_OPTIONS: labOptions.join('\n'),
        XDG_DATA_HOME: join(dir, 'xdg-data'),
        XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      },
    );
    processes.push(caddy.child);
    logs.push(caddy.log);
    await waitForPort(httpsPort, caddy.child, 'caddy', caddy.log);
    const root = await httpsText({
      host: '127.0.0.1',
      port: mgmtPort,
      path: '/roots/0',
      ca: readFileSync(join(dir, 'pebble-tls/cert.pem'), 'utf8'),
    });
    return {
      httpPort,
      httpsPort,
      root: root.body,
      dir,
      logs: () => logs.map((l) => `--- ${l}\n${readFileSync(l, 'utf8').slice(-3000)}`).join('\n'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  issuer: string;
  subjectAltName: string;
}

/** An HTTPS request to 127.0.0.1 for `servername`, verified against `ca` (never -k). */
export function httpsText(opts: {
  host: string;
  port: number;
  path: string;
  ca: string;
  servername?: string;
  timeoutMs?: number;
}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port: opts.port,
        path: opts.path,
        ca: opts.ca,
        servername: opts.servername,
        headers: { host: opts.servername ? `${opts.servername}:${opts.port}` : `${opts.host}:${opts.port}` },
        agent: false,
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const cert = (res.socket as import('node:tls').TLSSocket).getPeerCertificate?.();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            issuer: cert?.issuer ? Object.values(cert.issuer).join(' ') : '',
            subjectAltName: cert?.subjectaltname ?? '',
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}
