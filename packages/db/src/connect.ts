import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { encodeCopies } from './copy';
import type { DbHandle } from './handle';
import { connectPgliteThread } from './pgliteThread';
import type { Database } from './schema';

/** A database that does not answer a connection attempt within this time counts as down. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Reconnecting a lost LISTEN connection: 250 ms, doubling up to 2 s between attempts. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 2_000;

// Postgres bigint and numeric arrive as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string | undefined; loadDataDir?: Blob };

export async function connect(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return connectPgliteThread(options.dataDir, options.loadDataDir);
}

function connectPostgres(url: string, max: number): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection (a database restart) must not take the process down;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
  // pg-pool listens for errors only on idle clients: a connection lost while checked out (between two
  // queries of a transaction) would otherwise be an uncaught error. Its next query fails instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listenClients = new Set<pg.Client>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    url,
    async listen(channel, onPayload) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retryMs = LISTEN_RETRY_FIRST_MS;
      let timer: NodeJS.Timeout | null = null;
      // A lost LISTEN connection is made again promptly (a short, capped back-off); '*' then tells the
      // listener it may have missed changes meanwhile, so it treats everything it cached as stale.
      const open = async (): Promise<pg.Client> => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        c.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        c.on('error', (err) => lost(c, err));
        c.on('end', () => lost(c));
        client = c;
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          if (client === c) client = null;
          c.end().catch(() => {});
          throw err;
        }
        return c;
      };
      const lost = (c: pg.Client, err?: Error) => {
        if (client !== c) return;
        if (err) console.error(`postgres listener: ${err.message}`);
        client = null;
        listenClients.delete(c);
        schedule();
      };
      const schedule = () => {
        if (stopped || closed || timer) return;
        timer = setTimeout(() => {
          timer = null;
          open().then(
            (c) => {
              if (stopped || closed) return void c.end().catch(() => {});
              // Lost again while connecting: a new attempt is already scheduled.
              if (client !== c) return;
              listenClients.add(c);
              retryMs = LISTEN_RETRY_FIRST_MS;
              onPayload('*');
            },
            () => schedule(),
          );
        }, retryMs);
        timer.unref();
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
      };
      listenClients.add(await open());
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const c = client;
        client = null;
        if (c) {
          listenClients.delete(c);
          await c.end().catch(() => {});
        }
      };
    },
    async bulkInsert(b) {
      const copies = encodeCopies(b, 'stdin');
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        // Take a transaction id before COPY draws click ids from the sequence: a reader that orders
        // clicks by id against running transactions (the webhooks' click cursor) then sees this one
        // as running for as long as any of its ids are uncommitted.
        await client.query('select pg_current_xact_id()');
        for (const c of copies) await pipeline(Readable.from(c.chunks), client.query(copyFrom(c.sql)));
        if (b.then) await client.query(b.then.sql, [...b.then.parameters]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      closed = true;
      await Promise.all([...listenClients].map((c) => c.end().catch(() => {})));
      listenClients.clear();
      await db.destroy();
    },
  };
}
