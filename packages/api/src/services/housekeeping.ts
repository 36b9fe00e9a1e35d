import type { ApiDeps } from '../context';
import { deleteStaleRateLimits } from './rateLimit';
import { deleteExpiredSessions } from './sessions';
import { deleteExpiredAnalytics } from './stats';
import { deleteUnusedUploads } from './uploads';

/**
 * The periodic clean-up: expired sessions, rate-limit windows of yesterday, analytics past retention,
 * uploaded images no preview uses.
 */
export async function runHousekeeping(deps: Pick<ApiDeps, 'db' | 'objects' | 'log'>): Promise<{ clicks: number; conversions: number; uploads: number }> {
  await deleteExpiredSessions(deps.db);
  await deleteStaleRateLimits(deps.db);
  const analytics = await deleteExpiredAnalytics(deps.db);
  return { ...analytics, uploads: await deleteUnusedUploads(deps) };
}
