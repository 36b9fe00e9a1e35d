// @ts-check
// The embedded database's thread (pgliteThread.ts starts it): PGlite runs PostgreSQL compiled to WASM
// on whichever thread holds it, so on the event loop every query, click batch and rollup move would
// stall the redirects for as long as it runs. Plain JavaScript, so the thread starts without the
// TypeScript loader.
//
// Its clients are the thread that started it and any thread given a port of its own ('attach': the
// click writer). PGlite is one session: a client's transaction holds it from its 'begin' to its 'end',
// and a statement outside a transaction holds it while it runs; another client's calls wait their turn.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// pg_trgm: the links list's search index (migration 20261123110200).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('node:worker_threads').MessagePort} Port */

const main = /** @type {Port} */ (parentPort);
/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; binaries: { pglite: WebAssembly.Module; initdb: WebAssembly.Module; fsBundle: Blob } }} */
const data = workerData;

/**
 * An error as plain fields: PostgreSQL's (code, detail, constraint, ...) survive the trip, which a
 * cloned Error's would not.
 * @param {unknown} err
 */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  /** @type {Record<string, unknown>} */
  const fields = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/** The session: held by one client at a time, the others queued in order. */
const session = {
  /** @type {Port | null} */
  holder: null,
  /** @type {Array<() => void>} */
  queue: [],
  /** @param {Port} client */
  async take(client) {
    if (this.holder === client) return;
    if (this.holder) await new Promise((resolve) => this.queue.push(() => resolve(undefined)));
    this.holder = client;
  },
  release() {
    this.holder = null;
    this.queue.shift()?.();
  },
};

/** @type {Map<string, () => Promise<void>>} */
const listening = new Map();

/** @type {Record<string, (pg: PGlite, msg: any) => Promise<{ value: unknown; transfer?: ArrayBuffer[] }>>} */
const ops = {
  async query(pg, { sql, params }) {
    const { rows, affectedRows } = await pg.query(sql, params);
    return { value: { rows, affectedRows } };
  },
  // COPY statements from '/dev/blob' and what follows them, in one transaction.
  async copy(pg, { copies, then }) {
    await pg.transaction(async (tx) => {
      for (const c of copies) await tx.query(c.sql, [], { blob: new Blob(c.chunks) });
      if (then) await tx.query(then.sql, then.params);
    });
    return { value: null };
  },
  async listen(pg, { channel }) {
    if (!listening.has(channel))
      listening.set(channel, await pg.listen(channel, (payload) => main.postMessage({ channel, payload })));
    return { value: null };
  },
  async unlisten(_pg, { channel }) {
    await listening.get(channel)?.();
    listening.delete(channel);
    return { value: null };
  },
  // Uncompressed: each test database is loaded from it, and gunzipping 40 MB cost 0.4 s of CPU a time.
  async dump(pg) {
    const buffer = await (await pg.dumpDataDir('none')).arrayBuffer();
    return { value: buffer, transfer: [buffer] };
  },
  async close(pg) {
    if (!pg.closed) await pg.close();
    return { value: null };
  },
};

/**
 * @param {PGlite} pg
 * @param {Port} client
 */
function serve(pg, client) {
  let inTransaction = false;
  // A client gone in the middle of its transaction (its thread ended) must not hold the session for ever.
  client.once('close', () => {
    if (session.holder !== client) return;
    void pg
      .query('rollback')
      .catch(() => {})
      .finally(() => session.release());
  });
  client.on('message', async (msg) => {
    if (msg.op === 'attach') return serve(pg, msg.port);
    await session.take(client);
    try {
      const { value, transfer } = await ops[msg.op](pg, msg);
      if (msg.session === 'begin') inTransaction = true;
      client.postMessage({ id: msg.id, value }, transfer ?? []);
    } catch (err) {
      client.postMessage({ id: msg.id, error: plainError(err) });
    }
    if (msg.session === 'end') inTransaction = false;
    if (!inTransaction) session.release();
  });
}

try {
  const pg = await PGlite.create({
    dataDir: data.dataDir,
    loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
    // Compiled and read once by the process that starts the thread (pgliteThread.ts).
    pgliteWasmModule: data.binaries.pglite,
    initdbWasmModule: data.binaries.initdb,
    fsBundle: data.binaries.fsBundle,
    extensions: { pg_trgm },
  });
  serve(pg, main);
  main.postMessage({ ready: true });
} catch (err) {
  main.postMessage({ failed: plainError(err) });
  main.close();
}
