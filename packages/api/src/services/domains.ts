import type { TDomain } from '@kurz/core';
import type { Database, Domain, Kysely, User } from '@kurz/db';
import { AppError } from '../errors';
import { publishDomainsChange } from './events';

/** The hosts from SYSTEM_DOMAINS are active system domains; made at start-up, never deleted. */
export async function ensureSystemDomains(db: Kysely<Database>, hostnames: string[]): Promise<void> {
  if (hostnames.length === 0) return;
  const inserted = await db
    .insertInto('domains')
    .values(hostnames.map((hostname) => ({ hostname, is_system: true, status: 'active' as const })))
    .onConflict((oc) => oc.column('hostname').doNothing())
    .returning('id')
    .execute();
  if (inserted.length > 0) await publishDomainsChange(db);
}

function toDomainDto(d: Domain): TDomain {
  return { id: d.id, hostname: d.hostname, is_system: d.is_system, status: d.status, meta: d.meta };
}

/** System domains first (in SYSTEM_DOMAINS order), then the caller's own. */
export async function listUsableDomains(db: Kysely<Database>, user: User, systemOrder: string[]): Promise<TDomain[]> {
  const rows = await db
    .selectFrom('domains')
    .selectAll()
    .where((eb) => eb.or([eb('is_system', '=', true), eb('owner_id', '=', user.id)]))
    .orderBy('created_at')
    .execute();
  const rank = (d: Domain) => (d.is_system ? systemOrder.indexOf(d.hostname) : systemOrder.length);
  return rows.sort((a, b) => rank(a) - rank(b)).map(toDomainDto);
}

export async function assertUsableHostname(db: Kysely<Database>, user: User, hostname: string): Promise<void> {
  const domain = await db
    .selectFrom('domains')
    .select(['id'])
    .where('hostname', '=', hostname)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('is_system', '=', true), eb('owner_id', '=', user.id)]))
    .executeTakeFirst();
  if (!domain) throw new AppError('domain_not_allowed');
}

export async function activeHostnames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('domains').select('hostname').where('status', '=', 'active').execute();
  return rows.map((r) => r.hostname);
}
