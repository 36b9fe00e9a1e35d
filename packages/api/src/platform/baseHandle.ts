import type { Database, Kysely } from '@kurz/db';

const bases = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** `derived`, made from `from` (with or without plugins), remembered as the same database as `from`. */
export function derivedHandle<D extends Kysely<Database>>(derived: D, from: Kysely<Database>): D {
  bases.set(derived, baseHandle(from));
  return derived;
}

/**
 * The handle a derived one was made from (itself for any other): what is kept per database handle (the
 * local change listeners, the blocklist, the standby's lag) is found by it.
 */
export const baseHandle = (db: Kysely<Database>): Kysely<Database> => bases.get(db) ?? db;
