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

/** What Verify found, in sentences an owner can act on (shown as they are under the domain). */
export const DNS_PROBLEMS = {
  txtMissing: (name: string) =>
    `No TXT record named ${name} was found. Create it (DNS changes can take a while to show), then press Verify again.`,
  txtWrong: (name: string, token: string) =>
    `The TXT record ${name} does not hold ${token}. Set its value to exactly that.`,
  lookupFailed: (name: string, code: string) =>
    `We could not look up ${name} just now (the DNS server did not answer: ${code}). This says nothing about your records; press Verify again in a few minutes.`,
  cnameWrong: (name: string, found: string, target: string) =>
    `${name} points to ${found}. Change its CNAME record to point to ${target}.`,
  cnameMissing: (name: string, target: string) =>
    `No CNAME record for ${name} was found. Create one pointing to ${target}.`,
  cnameOrAddressMissing: (name: string, target: string, ips: string) =>
    `No CNAME record for ${name} was found. Create one pointing to ${target} (or, for a domain without a CNAME, A/AAAA records to ${ips}).`,
  addressWrong: (name: string, stray: string, ips: string) =>
    `${name} has A/AAAA records to ${stray}. Point them only to ${ips}.`,
};

/**
 * Real DNS lookups for an own domain: the ownership TXT record must carry the claim's token, and the
 * host must point at us (CNAME to the target, or A/AAAA records all within INGRESS_IPS for an apex).
 * Returns the problems found, worded for the owner (none means the domain is proven), and whether a
 * lookup failed, which says nothing about ownership.
 */
export async function checkDns(
  settings: DnsSettings,
  hostname: string,
  token: string,
): Promise<{ errors: string[]; inconclusive: boolean }> {
  const resolver = resolverFor(settings);
  const errors: string[] = [];
  let inconclusive = false;
  const txtName = ownershipName(hostname);
  try {
    const txt = await lookup(() => resolver.resolveTxt(txtName));
    if (!txt) errors.push(DNS_PROBLEMS.txtMissing(txtName));
    else if (!txt.some((chunks) => chunks.join('') === token)) errors.push(DNS_PROBLEMS.txtWrong(txtName, token));
  } catch (err) {
    inconclusive = true;
    errors.push(DNS_PROBLEMS.lookupFailed(`the TXT record ${txtName}`, codeOf(err)));
  }
  try {
    errors.push(...(await pointsAtUs(resolver, settings, hostname)));
  } catch (err) {
    inconclusive = true;
    errors.push(DNS_PROBLEMS.lookupFailed(hostname, codeOf(err)));
  }
  return { errors, inconclusive };
}

async function pointsAtUs(resolver: Resolver, settings: DnsSettings, hostname: string): Promise<string[]> {
  const cname = await lookup(() => resolver.resolveCname(hostname));
  if (cname) {
    return cname.some((c) => sameName(c, settings.cnameTarget))
      ? []
      : [DNS_PROBLEMS.cnameWrong(hostname, cname.join(', '), settings.cnameTarget)];
  }
  if (settings.ingressIps.length === 0) return [DNS_PROBLEMS.cnameMissing(hostname, settings.cnameTarget)];
  const addresses = [
    ...((await lookup(() => resolver.resolve4(hostname))) ?? []),
    ...((await lookup(() => resolver.resolve6(hostname))) ?? []),
  ];
  if (addresses.length === 0) {
    return [DNS_PROBLEMS.cnameOrAddressMissing(hostname, settings.cnameTarget, settings.ingressIps.join(', '))];
  }
  const stray = addresses.filter((a) => !settings.ingressIps.includes(a));
  return stray.length === 0
    ? []
    : [DNS_PROBLEMS.addressWrong(hostname, stray.join(', '), settings.ingressIps.join(', '))];
}
