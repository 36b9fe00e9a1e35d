import { Resolver } from 'node:dns/promises';
import { bareHost } from './hostnames';

export interface DnsSettings {
  /** ip[:port] list; empty: the system's resolvers. */
  resolvers: string[];
  /** What an own domain's CNAME must point to. */
  cnameTarget: string;
  /** Addresses an apex domain's A/AAAA records may point to instead of a CNAME. */
  ingressIps: string[];
}

export const ownershipName = (hostname: string) => `_kurz.${hostname}`;

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN', 'NOTFOUND']);
const codeOf = (err: unknown) => (err as { code?: string } | null)?.code ?? 'EUNKNOWN';

function resolverFor(settings: DnsSettings): Resolver {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (settings.resolvers.length > 0) resolver.setServers(settings.resolvers);
  return resolver;
}

/** undefined when the name has no records of that type; throws on a resolver failure. */
async function lookup<T>(query: () => Promise<T[]>): Promise<T[] | undefined> {
  try {
    const found = await query();
    return found.length > 0 ? found : undefined;
  } catch (err) {
    if (MISSING.has(codeOf(err))) return undefined;
    throw err;
  }
}

const sameName = (a: string, b: string) => bareHost(a) === bareHost(b);

/**
 * Real DNS lookups for an own domain: the ownership TXT record must carry the claim's token, and the
 * host must point at us (CNAME to the target, or A/AAAA records all within INGRESS_IPS for an apex).
 * Returns the problems found, worded for the owner (none means the domain is proven), and whether a
 * lookup failed, which says nothing about ownership.
 */
export async function checkDns(settings: DnsSettings, hostname: string, token: string): Promise<{ errors: string[]; inconclusive: boolean }> {
  const resolver = resolverFor(settings);
  const errors: string[] = [];
  let inconclusive = false;
  const txtName = ownershipName(hostname);
  try {
    const txt = await lookup(() => resolver.resolveTxt(txtName));
    if (!txt) errors.push(`TXT ${txtName} not found`);
    else if (!txt.some((chunks) => chunks.join('') === token)) errors.push(`TXT ${txtName} does not contain ${token}`);
  } catch (err) {
    inconclusive = true;
    errors.push(`TXT ${txtName} could not be looked up (${codeOf(err)})`);
  }
  try {
    errors.push(...(await pointsAtUs(resolver, settings, hostname)));
  } catch (err) {
    inconclusive = true;
    errors.push(`${hostname} could not be looked up (${codeOf(err)})`);
  }
  return { errors, inconclusive };
}

async function pointsAtUs(resolver: Resolver, settings: DnsSettings, hostname: string): Promise<string[]> {
  const cname = await lookup(() => resolver.resolveCname(hostname));
  if (cname) {
    return cname.some((c) => sameName(c, settings.cnameTarget)) ? [] : [`CNAME points to ${cname.join(', ')}, expected ${settings.cnameTarget}`];
  }
  if (settings.ingressIps.length === 0) return [`CNAME ${hostname} not found, expected ${settings.cnameTarget}`];
  const addresses = [...((await lookup(() => resolver.resolve4(hostname))) ?? []), ...((await lookup(() => resolver.resolve6(hostname))) ?? [])];
  if (addresses.length === 0) {
    return [`CNAME ${hostname} not found, expected ${settings.cnameTarget} (or A/AAAA records to ${settings.ingressIps.join(', ')})`];
  }
  const stray = addresses.filter((a) => !settings.ingressIps.includes(a));
  return stray.length === 0 ? [] : [`A/AAAA ${hostname} points to ${stray.join(', ')}, expected ${settings.ingressIps.join(', ')}`];
}
