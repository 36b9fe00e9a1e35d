import type { Database, Kysely, Workspace } from '@kurz/db';

/** How long a downgrade keeps the analytics the former plan kept, before the clean-up deletes them. */
const RETENTION_GRACE_DAYS = 30;
const DAY = 86_400_000;

type Kept = Pick<Workspace, 'plan_id' | 'retained_days' | 'retained_until'>;

/**
 * The kept retention of a workspace whose plan becomes `next` (workspaces.retained_days/retained_until).
 * A plan with a shorter retention keeps the longer one (the former plan's, or a kept one still valid,
 * whichever is longer) for RETENTION_GRACE_DAYS, at least until a grace already running ends; a plan
 * that keeps as long clears it. Only deletion waits: the stats calls always show the plan's own window,
 * so an upgrade back within the grace shows everything again.
 */
export async function retentionAfterPlanChange(
  db: Kysely<Database>,
  user: Kept,
  next: string,
  now = new Date(),
): Promise<{ retained_days: number | null; retained_until: Date | null }> {
  const plans = await db
    .selectFrom('plans')
    .select(['id', 'analytics_retention_days'])
    .where('id', 'in', [user.plan_id, next])
    .execute();
  const daysOf = (id: string) => plans.find((p) => p.id === id)!.analytics_retention_days;
  const running =
    user.retained_until !== null && user.retained_days !== null && user.retained_until > now
      ? { days: user.retained_days, until: user.retained_until }
      : null;
  const before = Math.max(daysOf(user.plan_id), running?.days ?? 0);
  const after = daysOf(next);
  if (after >= before) return { retained_days: null, retained_until: null };
  if (after >= daysOf(user.plan_id)) return { retained_days: running!.days, retained_until: running!.until };
  const until = new Date(Math.max(now.getTime() + RETENTION_GRACE_DAYS * DAY, running?.until.getTime() ?? 0));
  return { retained_days: before, retained_until: until };
}
