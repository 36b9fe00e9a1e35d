import { UNKNOWN_KEY } from '@kurz/core';
import { sql } from '@kurz/db';

/** link_id of the rows that sum up a whole account. */
export const ACCOUNT_ROLLUP = 0;

/**
 * The key of each rolled-up breakdown dimension, over a click (or click group) aliased k; unknown
 * values share one key. The stats calls read raw clicks with the same keys, so the two always agree.
 * A target is cut so that even a long non-ASCII URL fits a btree index entry.
 */
export const DIMENSION_KEYS = {
  country: sql<string>`coalesce(k.country, ${UNKNOWN_KEY})`,
  device: sql<string>`k.device`,
  lang: sql<string>`coalesce(k.lang, ${UNKNOWN_KEY})`,
  browser: sql<string>`coalesce(k.browser, ${UNKNOWN_KEY})`,
  os: sql<string>`coalesce(k.os, ${UNKNOWN_KEY})`,
  target: sql<string>`left(k.target, 500)`,
  source: sql<string>`coalesce(k.source, 'direct')`,
} as const;
