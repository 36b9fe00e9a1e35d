/**
 * A PostgreSQL primary and a streaming hot standby of it, each a server of its own on a free port with
 * its data under a temporary directory: initdb, pg_basebackup -R, pg_ctl. The binaries are Debian's
 * PostgreSQL 15 server package's. initdb refuses to run as root: as root (CI) every command runs as the
 * `postgres` OS user, which owns the directory.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './process';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface PgPair {
  primaryUrl: string;
  standbyUrl: string;
  stop(): Promise<void>;
}

async function pg(cmd: string, args: string[]): Promise<void> {
  const asRoot = userInfo().uid === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args]] : [join(BIN, cmd), args];
  try {
    await run(file, argv, { timeout: 60_000 });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} failed: ${stderr || stdout || String(err)}`, { cause: err });
  }
}

export async function startPrimaryAndStandby(): Promise<PgPair> {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_basebackup')))
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${BIN} (Debian: apt-get install postgresql-15; or set PG_BIN)`,
    );
  const dir = await mkdtemp(join(tmpdir(), 'kurz-standby-'));
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const start = async (data: string, port: number, extra: string[]) => {
    const opts = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', ...extra].join(
      ' ',
    );
    await pg('pg_ctl', ['-D', data, '-o', opts, '-l', `${data}.log`, '-w', '-t', '60', 'start']);
    started.push(data);
  };
  const stop = async () => {
    for (const data of started.reverse())
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const primary = join(dir, 'primary');
    const standby = join(dir, 'standby');
    await pg('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await start(primary, primaryPort, ['-c', 'wal_level=replica', '-c', 'max_wal_senders=4']);
    await pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standby,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    await start(standby, standbyPort, ['-c', 'hot_standby=on']);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stop,
  };
}
