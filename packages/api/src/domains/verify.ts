import type { TDomain, TUiInstructions } from '@kurz/core';
import { sql, type Domain } from '@kurz/db';
import type { ApiDeps, Context } from '../context';
import { AppError, isUniqueViolation } from '../errors';
import { publishDomainsChange, publishLinkChanges } from '../platform';
import { checkDns } from './dnsCheck';
import { deleteLinksOnHost, dueIn, FIRST_RECHECK_MS, instructions, recordDomainEvent, toDomainDto } from './service';
import type { TlsState } from './tlsProvider';
import { acrossWorkspaces } from '../workspaces/scope';

type Deps = Pick<ApiDeps, 'db' | 'config' | 'domains' | 'log'> & Partial<Pick<Context, 'user' | 'apiKey'>>;

/** An active own domain is proven again this often. */
export const ACTIVE_RECHECK_MS = 24 * 3_600_000;

export const takenMessage = (hostname: string) => `${hostname} was verified by another account`;

export interface CheckResult {
  errors: string[];
  tls: TlsState | null;
  /** A resolver or the TLS provider could not be asked: the errors say nothing about ownership. */
  inconclusive?: boolean;
}

/** DNS (ownership TXT + CNAME/A) and the TLS provider's own state, as problems for the owner. */
export async function checkOwnDomain(deps: Deps, domain: Domain): Promise<CheckResult> {
  const [dns, tls] = await Promise.all([
    checkDns(deps.domains.dns, domain.hostname, domain.verify_token ?? ''),
    deps.domains.tls.poll(domain.hostname, domain.provider_ref).catch((err: unknown): TlsState | null => {
      deps.log.warn({ err, hostname: domain.hostname }, 'polling the TLS provider failed');
      return null;
    }),
  ]);
  const errors = [...dns.errors, ...(tls ? tls.errors : ['The certificate provider could not be reached'])];
  return { errors, tls, inconclusive: dns.inconclusive || tls === null };
}

/** meta with fresh instructions (errors, provider records) and provider status. */
export function metaWith(deps: Deps, domain: Domain, check: CheckResult, extra: Record<string, unknown> = {}): string {
  const old = (domain.meta.ui_instructions ?? null) as TUiInstructions | null;
  const ui = instructions(
    deps,
    domain.hostname,
    domain.verify_token ?? '',
    check.tls ?? (old ? { ref: null, acme: old.acme, status: null, errors: [] } : null),
    check.errors,
  );
  return JSON.stringify({
    ...domain.meta,
    ui_instructions: ui,
    cf_status: check.tls?.status ?? domain.meta.cf_status ?? null,
    ...extra,
  });
}

/**
 * Activates a proven claim. Only one active owner per hostname, ever: the unique index on active
 * hostnames decides a race, and the other claims are told who lost.
 */
export async function activate(deps: Deps, domain: Domain, check: CheckResult): Promise<Domain> {
  const db = acrossWorkspaces(
    deps.db,
    "a hostname's winning claim tells the other claims, and removes links others left on it",
  );
  try {
    const done = await db.transaction().execute(async (trx) => {
      // Claims on one hostname activate one at a time (the winner also updates the others' rows).
      await sql`select pg_advisory_xact_lock(hashtext(${`domain:${domain.hostname}`}))`.execute(trx);
      const won = await trx
        .updateTable('domains')
        .set({
          status: 'active',
          verified_at: new Date(),
          check_due_at: dueIn(ACTIVE_RECHECK_MS),
          check_failures: 0,
          provider_ref: check.tls?.ref ?? domain.provider_ref,
          meta: metaWith(deps, domain, check, { ownership_lost_at: null }),
        })
        .where('id', '=', domain.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!won) return null;
      // By the caller's Verify, or by the background re-check (the system).
      await recordDomainEvent(trx, deps, won.owner_id!, 'domain.verified', won);
      // Links another account left on this name (its claim lapsed) must not answer for the new owner.
      const stale = await deleteLinksOnHost(trx, domain.hostname, { allBut: won.owner_id! });
      await trx
        .updateTable('domains')
        .set({
          meta: sql`jsonb_set(meta, '{ui_instructions,errors}', ${JSON.stringify([takenMessage(domain.hostname)])}::jsonb)`,
          check_due_at: null,
        })
        .where('hostname', '=', domain.hostname)
        .where('status', '=', 'pending')
        .where('id', '!=', domain.id)
        .execute();
      return { won, stale };
    });
    // Someone else's verify of this same claim got there first.
    if (!done) return db.selectFrom('domains').selectAll().where('id', '=', domain.id).executeTakeFirstOrThrow();
    await publishDomainsChange(db);
    await publishLinkChanges(db, done.stale);
    return done.won;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await db
      .updateTable('domains')
      .set({
        meta: metaWith(deps, domain, { errors: [takenMessage(domain.hostname)], tls: check.tls }),
        check_due_at: null,
      })
      .where('id', '=', domain.id)
      .execute();
    throw new AppError('domain_taken');
  }
}

/**
 * POST /api/domains/verify: real DNS lookups now. Success makes the domain active and servable at once
 * on every replica; failure keeps it pending with the problems in meta.ui_instructions.errors.
 */
export async function verifyDomain(deps: Deps, domain: Domain): Promise<TDomain> {
  const systemHosts = deps.config.systemDomains;
  if (domain.kind !== 'byod' || domain.status === 'active') return toDomainDto(domain, systemHosts);
  const taken = await acrossWorkspaces(deps.db, 'a hostname another workspace holds is taken')
    .selectFrom('domains')
    .select('id')
    .where('hostname', '=', domain.hostname)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (taken) throw new AppError('domain_taken');
  const check = await checkOwnDomain(deps, domain);
  if (check.errors.length === 0) return toDomainDto(await activate(deps, domain, check), systemHosts);
  // A claim the re-check had given up on is re-checked again from now on.
  const rearm = domain.check_due_at === null;
  const row = await deps.db
    .updateTable('domains')
    .set({
      meta: metaWith(deps, domain, check, rearm ? { pending_since: Date.now() } : {}),
      provider_ref: check.tls?.ref ?? domain.provider_ref,
      ...(rearm ? { check_due_at: dueIn(FIRST_RECHECK_MS), check_failures: 0 } : {}),
    })
    .where('owner_id', '=', domain.owner_id!)
    .where('id', '=', domain.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return toDomainDto(row ?? domain, systemHosts);
}
