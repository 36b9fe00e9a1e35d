import type { ApiDeps } from './context';
import { deleteStaleRateLimits, deleteUnusedUploads } from './platform';
import { deleteExpiredSessions } from './auth';
import { deleteOldImports } from './imports';
import { deleteExpiredAnalytics, foldPendingDays } from './stats';
import { deleteDeadApiKeys } from './keys';
import { deleteOldDeliveries } from './webhooks';
import { deleteExpiredIdempotencyKeys } from './rest/idempotency';
import { deleteExpiredAuditEvents } from './audit';
import { deleteLapsedInvitations } from './workspaces/invitations';

/** Each run folds days for this long at most (one day already begun is finished), so a backlog spreads over runs. */
const FOLD_BUDGET_MS = 60_000;

/**
 * The periodic clean-up: expired sessions, rate-limit windows of yesterday, Idempotency-Keys past their
 * 24 hours, finished imports' reports
 * after 30 days, analytics and audit events past retention, invitations lapsed 30 days ago,
 * uploaded images no preview uses; then the filtered rollups of closed days, for up to a minute. A step that fails is logged and does not keep the others from running.
 */
export async function runHousekeeping(
  deps: Pick<ApiDeps, 'db' | 'objects' | 'log'>,
): Promise<{ clicks: number; conversions: number; uploads: number }> {
  const step = async <T>(name: string, run: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      deps.log.warn({ err, step: name }, 'housekeeping step failed');
      return otherwise;
    }
  };
  await step('sessions', () => deleteExpiredSessions(deps.db), undefined);
  await step('rate limits', () => deleteStaleRateLimits(deps.db), undefined);
  await step('api keys', () => deleteDeadApiKeys(deps.db), undefined);
  await step('idempotency keys', () => deleteExpiredIdempotencyKeys(deps.db), 0);
  await step('imports', () => deleteOldImports(deps.db), undefined);
  await step('webhook deliveries', () => deleteOldDeliveries(deps.db), 0);
  await step('audit log', () => deleteExpiredAuditEvents(deps.db), 0);
  await step('invitations', () => deleteLapsedInvitations(deps.db), 0);
  const analytics = await step('analytics', () => deleteExpiredAnalytics(deps.db), { clicks: 0, conversions: 0 });
  const uploads = await step('uploads', () => deleteUnusedUploads(deps), 0);
  await step('filtered rollups', () => foldPendingDays(deps.db, { budgetMs: FOLD_BUDGET_MS }), 0);
  return { ...analytics, uploads };
}
