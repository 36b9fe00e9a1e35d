import { Worker } from 'node:worker_threads';
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
import { copyStatement, copyText } from './copy';
import type { DbHandle } from './connect';
import type { Database } from './schema';

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> };
type Notice = { channel: string; payload: string };
type Started = { ready: true } | { failed: Record<string, unknown> };

/** An error from the thread, with PostgreSQL's fields (code, constraint, ...) as the in-process PGlite gives them. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/**
 * The embedded PostgreSQL (PGlite) on a thread of its own (pgliteWorker.mjs): WASM runs on the thread
 * that holds it, and on the event loop each click batch, rollup move or report would hold up every
 * redirect for as long as it runs. Queries go over one at a time, as through PGlite's one session.
 */
export async function connectPgliteThread(dataDir: string | undefined, loadDataDir?: Blob): Promise<DbHandle> {
  const load = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir: load },
    transferList: load ? [load] : [],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let gone: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const started = (msg: Started) => {
      worker.off('error', reject).off('exit', exited);
      if ('ready' in msg) resolve();
      else reject(rebuiltError(msg.failed));
    };
    const exited = (code: number) =>
      reject(new Error(`the database thread exited with code ${code} before it started`));
    worker.once('message', started).once('error', reject).once('exit', exited);
  });
  // A thread that is waited on keeps the process alive; an idle one does not (like an in-process PGlite).
  worker.unref();
  worker.on('message', (msg: Reply | Notice) => {
    if ('channel' in msg) return listeners.get(msg.channel)?.forEach((fn) => fn(msg.payload));
    const call = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (waiting.size === 0) worker.unref();
    if (msg.error) call?.reject(rebuiltError(msg.error));
    else call?.resolve(msg.value);
  });
  const end = (err: Error) => {
    gone = err;
    for (const call of waiting.values()) call.reject(err);
    waiting.clear();
  };
  worker.on('error', (err) => end(new Error(`the database thread failed: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => end(new Error(`the database thread exited with code ${code}`)));

  const call = <T>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ op, id, ...args });
    });
  };

  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new ThreadDriver(call),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
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
    async bulkInsert(b) {
      const copies = [b, ...(b.also ?? [])].map((c) => ({
        sql: copyStatement(c, `'/dev/blob'`),
        text: copyText(c.rows),
      }));
      const then = b.then && { sql: b.then.sql, params: [...b.then.parameters] };
      // Kysely's one connection, held throughout: a query sent meanwhile would run inside the COPY's transaction.
      await db.connection().execute(() => call('copy', { copies, then }));
    },
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>('dump')]),
    async close() {
      if (gone) return;
      // The database is closed (its files written) once the thread answers; the thread itself may stay up.
      await db.destroy();
      await worker.terminate();
    },
  };
}

class ThreadDriver implements Driver {
  private connection: ThreadConnection;
  private busy = false;
  private queue: Array<(c: DatabaseConnection) => void> = [];

  constructor(private call: <T>(op: string, args?: Record<string, unknown>) => Promise<T>) {
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

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`start transaction${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.call('close');
  }
}

class ThreadConnection implements DatabaseConnection {
  constructor(private call: <T>(op: string, args?: Record<string, unknown>) => Promise<T>) {}

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
