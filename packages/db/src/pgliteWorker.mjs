// @ts-check
// The embedded database's thread (pgliteThread.ts starts it): PGlite runs PostgreSQL compiled to WASM
// on whichever thread holds it, so on the event loop every query, click batch and rollup move would
// stall the redirects for as long as it runs. Plain JavaScript, so the thread starts without the
// TypeScript loader. The other side keeps one query in flight at a time (Kysely's one connection).
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// pg_trgm: the links list's search index (migration 20261123110200).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer }} */
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
      for (const c of copies) await tx.query(c.sql, [], { blob: new Blob([c.text]) });
      if (then) await tx.query(then.sql, then.params);
    });
    return { value: null };
  },
  async listen(pg, { channel }) {
    if (!listening.has(channel))
      listening.set(channel, await pg.listen(channel, (payload) => port.postMessage({ channel, payload })));
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

try {
  const pg = await PGlite.create({
    dataDir: data.dataDir,
    loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
    extensions: { pg_trgm },
  });
  port.on('message', async (msg) => {
    try {
      const { value, transfer } = await ops[msg.op](pg, msg);
      port.postMessage({ id: msg.id, value }, transfer ?? []);
    } catch (err) {
      port.postMessage({ id: msg.id, error: plainError(err) });
    }
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ failed: plainError(err) });
  port.close();
}
