import type { Database, Kysely } from '@kurz/db';
import { deleteStaleRateLimits } from './rateLimit';
import { deleteExpiredSessions } from './sessions';
import { deleteExpiredAnalytics } from './stats';

/** The periodic clean-up: expired sessions, rate-limit windows of yesterday, analytics past retention. */
export async function runHousekeeping(db: Kysely<Database>): Promise<{ clicks: number; conversions: number }> {
  await deleteExpiredSessions(db);
  await deleteStaleRateLimits(db);
  return deleteExpiredAnalytics(db);
}
