import { sql, type Domain } from '@kurz/db';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { publishDomainsChange } from '../platform';
import { dueIn, FIRST_RECHECK_MS } from './service';
import { activate, ACTIVE_RECHECK_MS, checkOwnDomain, metaWith } from './verify';

type Deps = Pick<ApiDeps, 'db' | 'config' | 'domains' | 'log'>;

/** Every replica looks this often for domains due a re-check. */
export const DOMAIN_RECHECK_POLL_MS = 5 * 60_000;
/** A replica that took a domain holds it this long; should it die, another takes it after. */
const LEASE_MS = 2 * 60_000;
/** A pending claim is re-checked with back-off up to this interval, and given up after GIVE_UP_MS. */
const MAX_BACKOFF_MS = 12 * 3_600_000;
export const GIVE_UP_MS = 7 * 86_400_000;
/** An active domain whose ownership proof is gone keeps serving this long before it stops. */
export const OWNERSHIP_GRACE_MS = 3 * 86_400_000;
/** While the proof is gone, it is looked for this often. */
const LOST_RECHECK_MS = 3_600_000;
const BATCH = 50;

export const gaveUpMessage = 'Gave up re-checking after 7 days: fix the records above and press Verify';
export const lostMessage = 'The ownership record is gone: the domain stops serving 3 days after it was first missed';

/** Takes a due domain: one replica gets it, and the lease makes it due again should that one die. */
function take(deps: Deps, id: string) {
  return deps.db
    .updateTable('domains')
    .set({ check_due_at: dueIn(LEASE_MS) })
    .where('id', '=', id)
    .where('check_due_at', '<=', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Re-checks the own domains that are due: pending claims (back-off; given up after 7 days) and active
 * ones (daily; a missing ownership proof is flagged, and after a grace period the domain stops
 * serving). Safe on several replicas at once. Answers how many domains this call checked.
 */
export async function recheckDueDomains(deps: Deps, now = Date.now()): Promise<number> {
  const due = await deps.db
    .selectFrom('domains')
    .select('id')
    .where('kind', '=', 'byod')
    .where('check_due_at', '<=', sql<Date>`now()`)
    .orderBy('check_due_at')
    .limit(BATCH)
    .execute();
  let checked = 0;
  for (const { id } of due) {
    const domain = await take(deps, id);
    if (!domain) continue;
    checked++;
    try {
      await (domain.status === 'active' ? recheckActive(deps, domain, now) : recheckPending(deps, domain, now));
    } catch (err) {
      deps.log.warn({ err, hostname: domain.hostname }, 're-checking a domain failed');
    }
  }
  return checked;
}

async function recheckPending(deps: Deps, domain: Domain, now: number): Promise<void> {
  const check = await checkOwnDomain(deps, domain);
  if (check.errors.length === 0) {
    await activate(deps, domain, check).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err; // domain_taken: the claim is marked and not re-checked.
    });
    return;
  }
  const since = typeof domain.meta.pending_since === 'number' ? domain.meta.pending_since : domain.created_at.getTime();
  const failures = domain.check_failures + 1;
  const giveUp = now - since >= GIVE_UP_MS;
  await deps.db
    .updateTable('domains')
    .set({
      check_failures: failures,
      check_due_at: giveUp ? null : dueIn(Math.min(FIRST_RECHECK_MS * 2 ** failures, MAX_BACKOFF_MS)),
      meta: metaWith(deps, domain, giveUp ? { ...check, errors: [...check.errors, gaveUpMessage] } : check),
      provider_ref: check.tls?.ref ?? domain.provider_ref,
    })
    .where('id', '=', domain.id)
    .execute();
}

async function recheckActive(deps: Deps, domain: Domain, now: number): Promise<void> {
  const check = await checkOwnDomain(deps, domain);
  const lostAt = typeof domain.meta.ownership_lost_at === 'number' ? domain.meta.ownership_lost_at : null;
  if (check.errors.length === 0) {
    await deps.db
      .updateTable('domains')
      .set({
        check_due_at: dueIn(ACTIVE_RECHECK_MS),
        check_failures: 0,
        meta: metaWith(deps, domain, check, { ownership_lost_at: null }),
      })
      .where('id', '=', domain.id)
      .execute();
    return;
  }
  // A resolver or provider that cannot be asked says nothing about ownership: look again later,
  // neither flagging the domain nor counting down its grace period.
  if (check.inconclusive) {
    await deps.db
      .updateTable('domains')
      .set({ check_due_at: dueIn(LOST_RECHECK_MS) })
      .where('id', '=', domain.id)
      .execute();
    return;
  }
  if (lostAt === null || now - lostAt < OWNERSHIP_GRACE_MS) {
    await deps.db
      .updateTable('domains')
      .set({
        check_due_at: dueIn(LOST_RECHECK_MS),
        meta: metaWith(
          deps,
          domain,
          { ...check, errors: [...check.errors, lostMessage] },
          { ownership_lost_at: lostAt ?? now },
        ),
      })
      .where('id', '=', domain.id)
      .execute();
    return;
  }
  // Grace over: it stops serving, and is a pending claim again (others may now prove it theirs).
  await deps.db
    .updateTable('domains')
    .set({
      status: 'pending',
      check_failures: 0,
      check_due_at: dueIn(FIRST_RECHECK_MS),
      meta: metaWith(deps, domain, check, { ownership_lost_at: null, pending_since: now }),
    })
    .where('id', '=', domain.id)
    .where('status', '=', 'active')
    .execute();
  await publishDomainsChange(deps.db);
  deps.log.warn(
    { hostname: domain.hostname },
    'own domain stopped serving: its ownership proof has been gone past the grace period',
  );
}
