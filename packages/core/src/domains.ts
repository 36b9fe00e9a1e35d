import { z } from 'zod';

/** A certificate-validation record the TLS provider asks for (Cloudflare for SaaS); empty when none. */
export const ZAcmeInstructions = z.object({
  preferred: z.enum(['txt', 'cname']),
  txt: z.object({ name: z.string(), value: z.string() }).nullable(),
  cname: z.object({ name: z.string(), target: z.string() }).nullable(),
  httpAlt: z.object({ url: z.string(), body: z.string() }).nullable(),
});
export type TAcmeInstructions = z.infer<typeof ZAcmeInstructions>;

/** What the owner of a pending own domain must publish, and why the last check failed. */
export const ZUiInstructions = z.object({
  errors: z.array(z.string()),
  required: z.object({
    cname: z.object({ name: z.string(), target: z.string() }),
    ownershipTXT: z.object({ name: z.string(), value: z.string() }),
  }),
  acme: ZAcmeInstructions.nullable(),
});
export type TUiInstructions = z.infer<typeof ZUiInstructions>;

export const ZDomainMeta = z
  .object({
    ui_instructions: ZUiInstructions.optional(),
    /** The provider's hostname and certificate status (Cloudflare only). */
    cf_status: z.object({ hostname: z.string(), ssl: z.string() }).nullable().optional(),
    /** Set when the re-check found the ownership proof gone: the domain stops serving after a grace period. */
    ownership_lost_at: z.number().nullable().optional(),
    /** When a domain that had been active went back to pending (the re-check gives up 7 days after). */
    pending_since: z.number().optional(),
  })
  .catchall(z.unknown());

export const ZDomain = z.object({
  id: z.string(),
  hostname: z.string(),
  is_system: z.boolean(),
  status: z.enum(['active', 'pending']),
  type: z.enum(['system', 'subdomain', 'byod']),
  meta: ZDomainMeta,
  /** How many of the caller's links use this host (what deleting the domain takes with it). */
  links: z.number(),
  root_url: z.string().nullable(),
  not_found_url: z.string().nullable(),
});
export type TDomain = z.infer<typeof ZDomain>;

export const ZCreateSubdomain = z.strictObject({ sub: z.string().max(253), edge: z.string().max(253) });
export const ZRequestByod = z.strictObject({ hostname: z.string().max(300) });
export const ZDomainId = z.strictObject({ id: z.string().max(64) });
export const ZDomainSettings = z.strictObject({
  id: z.string().max(64),
  root_url: z.string().max(2048).nullable().optional(),
  not_found_url: z.string().max(2048).nullable().optional(),
});

/** The spec's derived type: system, a subdomain (ends with a system host), or an own domain. */
export function domainType(hostname: string, isSystem: boolean, systemHosts: readonly string[]): TDomain['type'] {
  if (isSystem) return 'system';
  return systemHosts.some((h) => hostname.endsWith(`.${h}`)) ? 'subdomain' : 'byod';
}

/** Labels a user cannot take under a system host: they name, or look like, the service's own hosts. */
export const RESERVED_SUBDOMAINS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ftp',
  'sftp',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'dns',
  'dashboard',
  'status',
  'docs',
  'help',
  'support',
  'blog',
  'static',
  'assets',
  'cdn',
  'img',
  'images',
  'media',
  'auth',
  'login',
  'sso',
  'account',
  'accounts',
  'billing',
  'pay',
  'payments',
  'secure',
  'security',
  'root',
  'localhost',
  'staging',
  'internal',
  'vpn',
  'git',
  'kurz',
  '_kurz',
]);
