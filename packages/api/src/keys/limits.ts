import type { Database, Kysely } from '@kurz/db';
import { countRateWindow } from '../platform';

/**
 * Calls a key may make a minute, per key, counted in PostgreSQL so every replica shares the count.
 * Reads (GET) and writes are counted apart: a script polling stats does not starve its own creates.
 * The procedures' own limits (e.g. link creation per account) apply on top, as for the dashboard.
 */
export const API_KEY_RATE = { read: 600, write: 120, windowSeconds: 60 } as const;

export interface KeyRateState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts over. */
  resetSeconds: number;
  limited: boolean;
}

export async function hitApiKeyRate(
  db: Kysely<Database>,
  keyId: string,
  kind: 'read' | 'write',
): Promise<KeyRateState> {
  const limit = API_KEY_RATE[kind];
  const { count, resetSeconds } = await countRateWindow(db, {
    key: `apikey:${kind}:${keyId}`,
    windowSeconds: API_KEY_RATE.windowSeconds,
  });
  return { limit, remaining: Math.max(0, limit - count), resetSeconds, limited: count > limit };
}
