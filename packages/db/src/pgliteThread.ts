import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { encodeCopies } from './copy';
import type { DbHandle } from './handle';
import type { Database } from './schema';

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> };
type Notice = { channel: string; payload: string };
type Started = { ready: true } | { failed: Record<string, unknown> };
/** `session`: a transaction's first statement holds PGlite's one session for this client, its last lets go. */
type Call = <T>(op: string, args?: Record<string, unknown> & { session?: 'begin' | 'end' }) => Promise<T>;

/** An error from the thread, with PostgreSQL's fields (code, constraint, ...) as the in-process PGlite gives them. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/**
 * The database's thread is gone (or this side's port to it): to callers a lost connection, SQLSTATE
 * 08006 as PostgreSQL's driver reports one, so they tell it from a refused query the same way.
 */
function connectionLost(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code: '08006' });
}

/** Calls over a port to the database thread, each answered in its own reply. */
function rpc(port: Worker | MessagePort, onNotice: (notice: Notice) => void = () => {}) {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  port.on('message', (msg: Reply | Notice) => {
    if ('channel' in msg) return onNotice(msg);
    const call = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (msg.error) call?.reject(rebuiltError(msg.error));
    else call?.resolve(msg.value);
  });
  const call: Call = (op, args = {}) => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ op, id, ...args });
    });
  };
  return {
    call,
    get pending() {
      return waiting.size;
    },
    get gone() {
      return gone;
    },
    /** Every call waiting and every later one fails with `err`. */
    end(err: Error) {
      gone = err;
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    },
  };
}

/** Kysely over the thread, and COPY batches, which hold its one connection while they run. */
function threadDb(call: Call, destroy: () => Promise<void>): Pick<DbHandle, 'db' | 'bulkInsert'> {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new ThreadDriver(call, destroy),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
    async bulkInsert(b) {
      const copies = encodeCopies(b, `'/dev/blob'`);
      const then = b.then && { sql: b.then.sql, params: [...b.then.parameters] };
      // Kysely's one connection, held throughout: a query sent meanwhile would run inside the COPY's transaction.
      await db.connection().execute(() => call('copy', { copies, then }));
    },
  };
}

/** A compiled WebAssembly.Module (the ES2023 library this package compiles against has no WebAssembly types). */
type WasmModule = object;
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

/** What every PGlite instance loads: its two WebAssembly programs, compiled, and its file-system bundle. */
interface PgliteBinaries {
  pglite: WasmModule;
  initdb: WasmModule;
  fsBundle: Blob;
}

/**
 * PGlite's binaries compiled and read once per process: each database thread (a test file's, or a
 * server's) is handed them instead of compiling and reading them again. A failure is not kept.
 */
let pgliteBinaries: Promise<PgliteBinaries> | undefined;
function loadPgliteBinaries(): Promise<PgliteBinaries> {
  const resolve = (file: string) => createRequire(import.meta.url).resolve(`@electric-sql/pglite/${file}`);
  const compiled = (file: string) => readFile(resolve(file)).then((bytes) => webAssembly.compile(bytes));
  pgliteBinaries ??= Promise.all([
    compiled('pglite.wasm'),
    compiled('initdb.wasm'),
    readFile(resolve('pglite.data')),
  ]).then(
    ([pglite, initdb, bundle]) => ({ pglite, initdb, fsBundle: new Blob([bundle]) }),
    (err: unknown) => {
      pgliteBinaries = undefined;
      throw err;
    },
  );
  return pgliteBinaries;
}

/**
 * The embedded PostgreSQL (PGlite) on a thread of its own (pgliteWorker.mjs): WASM runs on the thread
 * that holds it, and on the event loop each click batch, rollup move or report would hold up every
 * redirect for as long as it runs. Queries go over one at a time, as through PGlite's one session.
 */
export async function connectPgliteThread(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  /** Tests: the thread, to end it as a crash would. */
  onWorker?: (worker: Worker) => void,
): Promise<DbHandle> {
  const load = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    // The database's thread: a CPU profile of the server (--cpu-prof) takes its part too.
    execArgv: process.execArgv.filter((arg) => arg.startsWith('--cpu-prof')),
    workerData: { dataDir, loadDataDir: load, binaries: await loadPgliteBinaries() },
    transferList: load ? [load] : [],
  });
  await new Promise<void>((resolve, reject) => {
    const started = (msg: Started) => {
      worker.off('error', reject).off('exit', exited);
      if ('ready' in msg) resolve();
      else reject(rebuiltError(msg.failed));
    };
    const exited = (code: number) =>
      reject(connectionLost(`the database thread exited with code ${code} before it started`));
    worker.once('message', started).once('error', reject).once('exit', exited);
  });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const thread = rpc(worker, ({ channel, payload }) => listeners.get(channel)?.forEach((fn) => fn(payload)));
  // A thread that is waited on keeps the process alive; an idle one does not (like an in-process PGlite).
  worker.unref();
  const call: Call = <T>(op: string, args?: Parameters<Call>[1]) => {
    if (thread.pending === 0) worker.ref();
    return thread.call<T>(op, args).finally(() => thread.pending === 0 && worker.unref());
  };
  onWorker?.(worker);
  let closing = false;
  let markLost: (err: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => (markLost = resolve));
  // A failing thread reports an error, then its exit: the first says why, and is what every call gets.
  const end = (err: Error) => {
    if (thread.gone) return;
    thread.end(err);
    if (!closing) markLost(err);
  };
  worker.on('error', (err) => end(connectionLost(`the database thread failed: ${err.message}`, err)));
  worker.on('exit', (code) => end(connectionLost(`the database thread exited with code ${code}`)));
  const { db, bulkInsert } = threadDb(call, () => call('close'));
  return {
    db,
    bulkInsert,
    kind: 'pglite',
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call('listen', { channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await call('unlisten', { channel });
      };
    },
    openPort() {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ op: 'attach', port: port1 }, [port1]);
      return port2;
    },
    lost,
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>('dump')]),
    async close() {
      if (thread.gone) return;
      closing = true;
      // The database is closed (its files written) once the thread answers; the thread itself may stay up.
      await db.destroy();
      await worker.terminate();
    },
  };
}

/**
 * The same database from another thread, through a port that `openPort()` of the thread's handle gave:
 * queries and COPY batches, each transaction holding the database's one session until it ends.
 */
export function connectPglitePort(port: MessagePort): Pick<DbHandle, 'db' | 'bulkInsert' | 'close'> {
  const thread = rpc(port);
  port.once('close', () => thread.end(connectionLost('the database thread closed this connection')));
  // Only this connection ends: the thread ends a transaction this side left open.
  const { db, bulkInsert } = threadDb(thread.call, async () => port.close());
  return {
    db,
    bulkInsert,
    async close() {
      await db.destroy();
    },
  };
}

class ThreadDriver implements Driver {
  private connection: ThreadConnection;
  private busy = false;
  private queue: Array<(c: DatabaseConnection) => void> = [];

  constructor(
    private call: Call,
    /** The owner's handle closes the database; another thread's only its own connection. */
    readonly destroy: () => Promise<void>,
  ) {
    this.connection = new ThreadConnection(call);
  }

  async init(): Promise<void> {}

  /** One connection, handed on in turn: PGlite is one session. */
  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return this.connection;
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.queue.shift();
    if (next) next(this.connection);
    else this.busy = false;
  }

  async beginTransaction(_conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await this.call('query', { sql: `start transaction${level}`, params: [], session: 'begin' });
  }

  async commitTransaction(): Promise<void> {
    await this.call('query', { sql: 'commit', params: [], session: 'end' });
  }

  async rollbackTransaction(): Promise<void> {
    await this.call('query', { sql: 'rollback', params: [], session: 'end' });
  }
}

class ThreadConnection implements DatabaseConnection {
  constructor(private call: Call) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.call<{ rows: R[]; affectedRows?: number }>('query', {
      sql: query.sql,
      params: [...query.parameters],
    });
    return affectedRows ? { rows, numAffectedRows: BigInt(affectedRows) } : { rows };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}
