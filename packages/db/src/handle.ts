import type { MessagePort } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { BulkInsert } from './copy';
import type { Database } from './schema';

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** What every part of the app holds of the database, PostgreSQL's or the embedded one (connect.ts). */
export interface DbHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Postgres only: the connection string, for another thread or process to open the same database. */
  url?: string;
  /** LISTEN on a channel; how replicas tell each other a cached row changed. */
  listen: Listen;
  /**
   * COPY rows into a table (and into others: `also`) and run `then` in the same transaction: the
   * cheapest way PostgreSQL takes many rows (it parses COPY text far faster than JSON or VALUES).
   */
  bulkInsert: <T>(b: BulkInsert<T>) => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a port through which another thread uses the same database (connectPglitePort). */
  openPort?: () => MessagePort;
  /**
   * PGlite only: settles (with the 08006 error every query now fails with) when the database's thread
   * ended on its own, not through close(). Nothing in this process can use the database again.
   */
  lost?: Promise<Error>;
  /** PGlite only: the whole data directory as a tarball, for cloning test databases. */
  dumpDataDir?: () => Promise<Blob>;
}
