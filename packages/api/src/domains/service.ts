import { randomBytes } from 'node:crypto';
import { domainType, normaliseHttpUrl, type TDomain, type TUiInstructions } from '@kurz/core';
import { sql, type Database, type Domain, type Kysely, type Link } from '@kurz/db';
import type { ApiDeps, Context } from '../context';
import { AppError, isUniqueViolation } from '../errors';
import { publishDomainsChange, publishLinkChanges } from '../platform';
import { countOwned, planOf } from '../plans';
import { removeLinkRollups } from '../stats';
import { enqueueLinksDeleted } from '../webhooks/events';
import { assertNotOwnHosts, hostOfUrl } from './targets';
import { assertTargetAllowed } from '../abuse';
import { workspaceBanned } from '../abuse/banned';
import { ownershipName } from './dnsCheck';
import { bareHost, byodHostname, subdomainLabel } from './hostnames';
import type { TlsState } from './tlsProvider';
import type { Owner } from '../workspaces';
import { acrossWorkspaces } from '../workspaces/scope';
import { actorOf, recordAudit, type AuditEntry } from '../audit';

type Db = Kysely<Database>;
type Deps = Pick<ApiDeps, 'db' | 'config' | 'domains' | 'log'> & Partial<Pick<Context, 'user' | 'apiKey'>>;

const domainEvent = (action: AuditEntry['action'], d: Pick<Domain, 'id' | 'hostname' | 'kind'>, details = {}) => ({
  action,
  target: { type: 'domain', id: d.id, label: d.hostname },
  details: { kind: d.kind, ...details },
});
/** Records a domain's event as done by the call in `deps` (the system when there is none), in `db`'s transaction if any. */
export const recordDomainEvent = (db: Db, deps: Deps, ownerId: string, ...event: Parameters<typeof domainEvent>) =>
  recordAudit(db, deps, ownerId, actorOf(deps), [domainEvent(...event)]);

/** A pending claim is first re-checked this long after it is made (then with back-off). */
export const FIRST_RECHECK_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const dueIn = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** The hosts from SYSTEM_DOMAINS are active system domains; made at start-up, never deleted. */
export async function ensureSystemDomains(db: Db, hostnames: string[]): Promise<void> {
  if (hostnames.length === 0) return;
  const inserted = await db
    .insertInto('domains')
    .values(
      hostnames.map((hostname) => ({ hostname, is_system: true, kind: 'system' as const, status: 'active' as const })),
    )
    .onConflict((oc) => oc.column('hostname').where('status', '=', 'active').doNothing())
    .returning('id')
    .execute();
  if (inserted.length > 0) await publishDomainsChange(db);
}

export function toDomainDto(d: Domain, systemHosts: readonly string[], links = 0): TDomain {
  return {
    id: d.id,
    hostname: d.hostname,
    is_system: d.is_system,
    status: d.status,
    type: domainType(d.hostname, d.is_system, systemHosts),
    meta: d.meta,
    links,
    root_url: d.root_url,
    not_found_url: d.not_found_url,
  };
}

/** System domains first (in SYSTEM_DOMAINS order), then the caller's own, each with the caller's link count. */
export async function listDomains(db: Db, owner: Owner, systemOrder: string[]): Promise<TDomain[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('domains')
      .selectAll()
      .where((eb) => eb.or([eb('is_system', '=', true), eb('owner_id', '=', owner.id)]))
      .orderBy('created_at')
      .orderBy('hostname')
      .execute(),
    db
      .selectFrom('links')
      .select(['hostname', (eb) => eb.fn.countAll<number>().as('n')])
      .where('owner_id', '=', owner.id)
      .groupBy('hostname')
      .execute(),
  ]);
  const linksOn = new Map(counts.map((c) => [c.hostname, Number(c.n)]));
  const rank = (d: Domain) => (d.is_system ? systemOrder.indexOf(d.hostname) : systemOrder.length);
  return rows.sort((a, b) => rank(a) - rank(b)).map((d) => toDomainDto(d, systemOrder, linksOn.get(d.hostname) ?? 0));
}

/**
 * Of `hostnames`, those the user may create links on: active system hosts and their own active domains.
 * With `lock`, inside the transaction that inserts the links, each such domain row is held (FOR SHARE)
 * until it ends: a deletion of the domain then waits for these links and deletes them with it, or came
 * first and the links are refused. No link outlives its domain.
 */
export async function usableHostnames(db: Db, owner: Owner, hostnames: string[], lock = false): Promise<Set<string>> {
  if (hostnames.length === 0) return new Set();
  const query = db
    .selectFrom('domains')
    .select('hostname')
    .where('hostname', 'in', hostnames)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('is_system', '=', true), eb('owner_id', '=', owner.id)]));
  const rows = await (lock ? query.forShare() : query).execute();
  return new Set(rows.map((r) => r.hostname));
}

export async function assertUsableHostname(db: Db, owner: Owner, hostname: string, lock = false): Promise<void> {
  if (!(await usableHostnames(db, owner, [hostname], lock)).has(hostname)) throw new AppError('domain_not_allowed');
}

/** Whose links on a host go: one workspace's, every workspace's but the new holder's, or all. */
type LinksOnHost = { of: string } | { allBut: string } | 'all';

/**
 * Deletes the links on `hostname` (`of` one owner, of every owner `allBut` one, or `all`), takes them out of
 * their owners' rollups and sends each owner link.deleted, in the caller's transaction; publish them
 * (publishLinkChanges) once it commits. Only a host changing hands takes other workspaces' links.
 */
export async function deleteLinksOnHost(db: Db, hostname: string, whose: LinksOnHost): Promise<Link[]> {
  const trx = acrossWorkspaces(db, 'a host changing hands takes the links every workspace left on it');
  let query = trx.deleteFrom('links').where('hostname', '=', hostname);
  if (whose !== 'all')
    query = 'of' in whose ? query.where('owner_id', '=', whose.of) : query.where('owner_id', '!=', whose.allBut);
  const gone = await query.returningAll().execute();
  for (const owner of new Set(gone.map((l) => l.owner_id))) {
    const theirs = gone.filter((l) => l.owner_id === owner);
    await removeLinkRollups(
      trx,
      owner,
      theirs.map((l) => Number(l.id)),
    );
    await enqueueLinksDeleted(trx, owner, theirs);
  }
  return gone;
}

export interface ActiveHost {
  hostname: string;
  rootUrl: string | null;
  notFoundUrl: string | null;
}

export async function activeHosts(db: Db): Promise<ActiveHost[]> {
  const rows = await db
    .selectFrom('domains')
    .select(['domains.hostname', 'domains.root_url', 'domains.not_found_url'])
    .select(workspaceBanned(sql.ref('domains.owner_id')).as('banned'))
    .where('domains.status', '=', 'active')
    .execute();
  // A banned owner's host stays known (its links answer 451) but sends nobody to its own URLs.
  return rows.map((r) =>
    r.banned
      ? { hostname: r.hostname, rootUrl: null, notFoundUrl: null }
      : { hostname: r.hostname, rootUrl: r.root_url, notFoundUrl: r.not_found_url },
  );
}

/** Serialises one user's quota-checked inserts (links and domains), so two at once cannot both take the last slot. */
const lockUser = (trx: Db, ownerId: string) => sql`select pg_advisory_xact_lock(hashtext(${ownerId}))`.execute(trx);

export async function createSubdomain(
  deps: Deps,
  owner: Owner,
  input: { sub: string; edge: string },
): Promise<TDomain> {
  const { db, config } = deps;
  const edge = bareHost(input.edge);
  if (!config.systemDomains.includes(edge)) throw new AppError('invalid_edge');
  const hostname = `${subdomainLabel(input.sub)}.${edge}`;
  if (config.systemDomains.includes(hostname)) throw new AppError('domain_taken');
  const plan = await planOf(db, owner);
  const made = await db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.id);
    const used = await countOwned(trx, owner.id);
    if (plan.max_custom_subdomains >= 0 && used.customSubdomains >= plan.max_custom_subdomains)
      throw new AppError('subdomains_limit_reached');
    const row = await trx
      .insertInto('domains')
      .values({ hostname, owner_id: owner.id, kind: 'subdomain', status: 'active', verified_at: new Date() })
      .onConflict((oc) => oc.column('hostname').where('status', '=', 'active').doNothing())
      .returningAll()
      .executeTakeFirst()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? new AppError('domain_taken') : err;
      });
    if (row) await recordDomainEvent(trx, deps, owner.id, 'domain.created', row);
    // A name taken anew starts without links, whatever an earlier holder of it left.
    return row && { row, stale: await deleteLinksOnHost(trx, hostname, 'all') };
  });
  if (!made) throw new AppError('domain_taken');
  const { row, stale } = made;
  await publishDomainsChange(db);
  await publishLinkChanges(db, stale);
  return toDomainDto(row, config.systemDomains);
}

export function instructions(
  deps: Pick<Deps, 'domains'>,
  hostname: string,
  token: string,
  tls: TlsState | null,
  errors: string[],
): TUiInstructions {
  return {
    errors,
    required: {
      cname: { name: hostname, target: deps.domains.dns.cnameTarget },
      ownershipTXT: { name: ownershipName(hostname), value: token },
    },
    acme: tls?.acme ?? null,
  };
}

/**
 * A claim on an own domain. Several accounts may claim one hostname, each with its own token: whoever
 * proves ownership first gets it. A second request for the caller's own claim answers that claim.
 */
export async function requestByod(deps: Deps, owner: Owner, input: { hostname: string }): Promise<TDomain> {
  const { db, config } = deps;
  const hostname = byodHostname(input.hostname, config.systemDomains);
  const plan = await planOf(db, owner);
  const taken = await acrossWorkspaces(db, 'a hostname another workspace holds is taken')
    .selectFrom('domains')
    .select('owner_id')
    .where('hostname', '=', hostname)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (taken && taken.owner_id !== owner.id) throw new AppError('domain_taken');
  const token = `kurz-verify-${randomBytes(16).toString('hex')}`;
  const result = await db.transaction().execute(async (trx) => {
    await lockUser(trx, owner.id);
    const mine = await trx
      .selectFrom('domains')
      .selectAll()
      .where('owner_id', '=', owner.id)
      .where('hostname', '=', hostname)
      .executeTakeFirst();
    if (mine) return { row: mine, created: false };
    const used = await countOwned(trx, owner.id);
    if (plan.max_byod_domains >= 0 && used.byodDomains >= plan.max_byod_domains)
      throw new AppError('byod_limit_reached');
    const row = await trx
      .insertInto('domains')
      .values({
        hostname,
        owner_id: owner.id,
        kind: 'byod',
        status: 'pending',
        verify_token: token,
        check_due_at: dueIn(FIRST_RECHECK_MS),
        meta: JSON.stringify({ ui_instructions: instructions(deps, hostname, token, null, []) }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordDomainEvent(trx, deps, owner.id, 'domain.created', row);
    return { row, created: true };
  });
  if (!result.created) return toDomainDto(result.row, config.systemDomains);
  // Outside the transaction: a slow provider must not hold the user's lock.
  let tls: TlsState;
  try {
    tls = await deps.domains.tls.register(hostname);
  } catch (err) {
    deps.log.warn({ err, hostname }, 'registering an own domain with the TLS provider failed');
    tls = {
      ref: null,
      acme: null,
      status: null,
      errors: ['The certificate provider did not take the domain yet; Verify asks it again'],
    };
  }
  const row = await db
    .updateTable('domains')
    .set({
      provider_ref: tls.ref,
      meta: JSON.stringify({
        ui_instructions: instructions(deps, hostname, token, tls, tls.ref ? [] : tls.errors),
        cf_status: tls.status,
      }),
    })
    .where('owner_id', '=', owner.id)
    .where('id', '=', result.row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDomainDto(row, config.systemDomains);
}

/** Whether any claim on the name is left (they all share the provider's one registration of it). */
const stillClaimed = async (db: Db, hostname: string) =>
  (await acrossWorkspaces(db, "a name's TLS registration is shared by every workspace's claim on it")
    .selectFrom('domains')
    .select('id')
    .where('hostname', '=', hostname)
    .executeTakeFirst()) !== undefined;

/** The caller's own domain by id; a system domain is refused, anyone else's is not_found. */
export async function ownDomain(db: Db, owner: Owner, id: string): Promise<Domain> {
  if (!UUID.test(id)) throw new AppError('not_found');
  const row = await db
    .selectFrom('domains')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('owner_id', '=', owner.id), eb('is_system', '=', true)]))
    .executeTakeFirst();
  if (row?.is_system) throw new AppError('system_domain_protected');
  if (!row || row.owner_id !== owner.id) throw new AppError('not_found');
  return row;
}

/**
 * Deletes one of the caller's domains and, with it, the caller's links on it (they could never
 * redirect again). Answers how many links went.
 */
export async function deleteDomain(deps: Deps, owner: Owner, id: string): Promise<{ ok: true; links_deleted: number }> {
  const { db } = deps;
  const domain = await ownDomain(db, owner, id);
  const links = await db.transaction().execute(async (trx) => {
    // Held first: link creations on this host under way (they hold it FOR SHARE) finish, and their
    // links go too; later ones find no domain.
    const held = await trx
      .selectFrom('domains')
      .select('id')
      .where('owner_id', '=', owner.id)
      .where('id', '=', domain.id)
      .forUpdate()
      .executeTakeFirst();
    if (!held) throw new AppError('not_found');
    // Out of the account's numbers at once, as a deleted link is; housekeeping removes their clicks.
    // Only the caller's: a claim still pending on a name another workspace holds must not take its links.
    const gone = await deleteLinksOnHost(trx, domain.hostname, { of: owner.id });
    await trx.deleteFrom('domains').where('owner_id', '=', owner.id).where('id', '=', domain.id).execute();
    await recordDomainEvent(trx, deps, owner.id, 'domain.deleted', domain, { links_deleted: gone.length });
    return gone;
  });
  // The provider's registration is shared by every claim on the name (cloudflare.ts): it goes with the last.
  if (domain.kind === 'byod' && !(await stillClaimed(db, domain.hostname))) {
    await deps.domains.tls
      .remove(domain.hostname, domain.provider_ref)
      .catch((err: unknown) =>
        deps.log.warn({ err, hostname: domain.hostname }, 'removing a hostname from the TLS provider failed'),
      );
  }
  await publishDomainsChange(db);
  await publishLinkChanges(db, links);
  return { ok: true, links_deleted: links.length };
}

/**
 * An own domain's root URL (visits to `/`) and not-found URL (unknown slugs); null clears one. Stored
 * normalised as link targets are, and like them never on a short-link host (a loop, or a chain
 * through someone else's link) nor the dashboard.
 */
export async function updateDomainSettings(
  deps: Deps,
  owner: Owner,
  input: { id: string; root_url?: string | null; not_found_url?: string | null },
): Promise<TDomain> {
  const domain = await ownDomain(deps.db, owner, input.id);
  const clean = (v: string | null | undefined) => {
    if (v === undefined) return undefined;
    if (v === null || !v.trim()) return null;
    const url = normaliseHttpUrl(v);
    if (url === null) throw new AppError('invalid_url');
    return url;
  };
  const rootUrl = clean(input.root_url);
  const notFoundUrl = clean(input.not_found_url);
  const urls = [rootUrl, notFoundUrl].filter((u): u is string => !!u);
  // Its own name too, while it is still pending: once verified, that would be a loop.
  if (urls.some((u) => hostOfUrl(u) === domain.hostname)) throw new AppError('target_is_short_link');
  await assertNotOwnHosts(deps.db, deps.config.appOrigin, urls);
  assertTargetAllowed(deps.db, urls);
  const row = await deps.db
    .updateTable('domains')
    .set({
      root_url: rootUrl === undefined ? domain.root_url : rootUrl,
      not_found_url: notFoundUrl === undefined ? domain.not_found_url : notFoundUrl,
    })
    .where('owner_id', '=', owner.id)
    .where('id', '=', domain.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const fields = [rootUrl === undefined ? [] : ['root_url'], notFoundUrl === undefined ? [] : ['not_found_url']].flat();
  await recordDomainEvent(deps.db, deps, owner.id, 'domain.updated', row, { fields });
  await publishDomainsChange(deps.db);
  return toDomainDto(row, deps.config.systemDomains);
}
