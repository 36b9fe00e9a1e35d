import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlocklistSettings, DnsSettings, S3Options, StripeSettings, TlsSettings } from '@kurz/api';
import { z } from 'zod';

/** A comma list of secrets, their case kept. */
const secrets = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** Fastify (proxy-addr) throws an unnamed error at start-up on an entry that is not an address or CIDR. */
function isTrustProxy(v: string): boolean {
  if (v === 'true' || v === 'false') return true;
  const entries = v.split(',').map((s) => s.trim());
  return entries.every((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

/** data/ at the repository root, wherever the process was started from (pnpm runs it in apps/server). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** ip, ip:port, [ipv6] or [ipv6]:port: what node:dns's Resolver.setServers takes. */
function isResolver(entry: string): boolean {
  const m = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!m) return isIP(entry) === 6;
  return isIP(m[1]!) !== 0 && (m[2] === undefined || (Number(m[2]) > 0 && Number(m[2]) < 65_536));
}

const ZHostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  STATS_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SYSTEM_DOMAINS: z.string().default('kurz.localhost'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_SECRET_PREVIOUS: z
    .string()
    .refine((v) => secrets(v).every((s) => s.length >= 32), 'a comma list of earlier secrets of 32+ characters')
    .default(''),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('kurz <no-reply@kurz.localhost>'),
  ADMIN_EMAILS: z.string().default(''),
  LOGIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.string().refine(isTrustProxy, 'true, false or a list of proxy addresses/CIDRs').default('false'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  GUEST_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_HOBBY_MONTHLY: z
    .string()
    .regex(/^price_/, 'a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_HOBBY_YEARLY: z
    .string()
    .regex(/^price_/, 'a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^price_/, 'a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_PRO_YEARLY: z
    .string()
    .regex(/^price_/, 'a Stripe price id (price_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CNAME_TARGET: z.string().optional(),
  INGRESS_IPS: z
    .string()
    .refine((v) => list(v).every((ip) => isIP(ip) !== 0), 'a comma list of IP addresses')
    .default(''),
  DNS_RESOLVERS: z
    .string()
    .refine((v) => list(v).every(isResolver), 'a comma list of ip[:port]')
    .default(''),
  TLS_PROVIDER: z.enum(['caddy', 'cloudflare']).default('caddy'),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[a-z0-9]{1,64}$/i)
    .optional(),
  CLOUDFLARE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.cloudflare.com/client/v4'),
  BLOCKLIST_FILE: z.string().min(1).optional(),
  BLOCKLIST_URL: z.url({ protocol: /^https?$/ }).optional(),
  BLOCKLIST_REFRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(3600),
  REPLICA_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'letters, digits, _ . - (at most 64)')
    .optional(),
  SPOOL_BEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z.enum(['0', '1', 'false', 'true'], '1 or 0').default('0'),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A hot standby of DATABASE_URL that statistics and reports are read from; unset: the primary. */
  statsDatabaseUrl: string | undefined;
  appOrigin: string;
  systemDomains: string[];
  sessionSecret: string;
  /** Earlier SESSION_SECRETs: what they sealed (webhook secrets, postback tokens) still opens. */
  previousSessionSecrets: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  loginUrl: string | null;
  trustProxy: boolean | string;
  /** Header a trusted CDN puts the visitor's country in; only read behind a trusted proxy. */
  countryHeader: string | null;
  guestLinkTtlDays: number;
  /** Uploaded files go here when set; otherwise to DATA_DIR/objects. */
  s3: S3Options | null;
  /** Billing through Stripe; null: plans list, checkout and portal answer billing_not_configured. */
  stripe: StripeSettings | null;
  /** How own domains are proven: resolvers, the CNAME target, the apex ingress addresses. */
  dns: DnsSettings;
  tls: TlsSettings;
  /** Hosts targets may not point at: a file and/or a URL, read again every refreshMs. */
  blocklist: BlocklistSettings;
  logLevel: string;
  /** Names this replica's spool folder (DATA_DIR/spool/<id>): REPLICA_ID, else the host name. */
  replicaId: string;
  /** How often a replica marks its spool folder alive; silent for 3 beats, another replica adopts it. */
  spoolBeatMs: number;
  /** Development only: webhook endpoints may be http and on private or loopback addresses. */
  webhooksAllowPrivateTargets: boolean;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const systemDomains = list(e.SYSTEM_DOMAINS);
  const badDomain = systemDomains.find((d) => !ZHostname.safeParse(d).success);
  if (badDomain || systemDomains.length === 0) {
    throw new ConfigError(`Invalid configuration:\n  SYSTEM_DOMAINS: '${badDomain ?? ''}' is not a hostname`);
  }
  const cnameTarget = (e.CNAME_TARGET ?? systemDomains[0]!).trim().toLowerCase().replace(/\.$/, '');
  if (!ZHostname.safeParse(cnameTarget).success)
    throw new ConfigError(`Invalid configuration:\n  CNAME_TARGET: '${cnameTarget}' is not a hostname`);
  if (e.TLS_PROVIDER === 'cloudflare' && (!e.CLOUDFLARE_API_TOKEN || !e.CLOUDFLARE_ZONE_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  CLOUDFLARE_API_TOKEN, CLOUDFLARE_ZONE_ID: required when TLS_PROVIDER is cloudflare',
    );
  }
  if (e.STATS_DATABASE_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  STATS_DATABASE_URL: a standby of DATABASE_URL, which must be set too',
    );
  }
  const webhooksAllowPrivateTargets =
    e.WEBHOOKS_ALLOW_PRIVATE_TARGETS === '1' || e.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true';
  // A production server must never post an account's traffic into its own network.
  if (webhooksAllowPrivateTargets && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE_TARGETS: lets webhooks reach private and loopback addresses, for development only; unset it when NODE_ENV is production',
    );
  }
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : DEFAULT_DATA_DIR;
  const s3Vars = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = s3Vars.filter((v) => !e[v]);
  if (missingS3.length > 0 && missingS3.length < s3Vars.length) {
    throw new ConfigError(`Invalid configuration:\n  ${missingS3.join(', ')}: required when any S3_* variable is set`);
  }
  const stripeVars = [
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_HOBBY_MONTHLY',
    'STRIPE_PRICE_HOBBY_YEARLY',
    'STRIPE_PRICE_PRO_MONTHLY',
    'STRIPE_PRICE_PRO_YEARLY',
  ] as const;
  const missingStripe = stripeVars.filter((v) => !e[v]);
  if (e.STRIPE_SECRET_KEY && missingStripe.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingStripe.join(', ')}: required when STRIPE_SECRET_KEY is set`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    statsDatabaseUrl: e.STATS_DATABASE_URL,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    systemDomains,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    previousSessionSecrets: secrets(e.SESSION_SECRET_PREVIOUS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: list(e.ADMIN_EMAILS),
    loginUrl: e.LOGIN_URL ?? null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Only a header the operator named, and only behind a trusted proxy: anyone can send cf-ipcountry.
    countryHeader: e.TRUST_PROXY === 'false' || !e.COUNTRY_HEADER ? null : e.COUNTRY_HEADER.toLowerCase(),
    guestLinkTtlDays: e.GUEST_LINK_TTL_DAYS,
    s3:
      missingS3.length === 0
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL ?? null,
          prices: {
            hobby: { monthly: e.STRIPE_PRICE_HOBBY_MONTHLY!, yearly: e.STRIPE_PRICE_HOBBY_YEARLY! },
            pro: { monthly: e.STRIPE_PRICE_PRO_MONTHLY!, yearly: e.STRIPE_PRICE_PRO_YEARLY! },
          },
        }
      : null,
    dns: { resolvers: list(e.DNS_RESOLVERS), cnameTarget, ingressIps: list(e.INGRESS_IPS) },
    tls:
      e.TLS_PROVIDER === 'cloudflare'
        ? {
            provider: 'cloudflare',
            apiToken: e.CLOUDFLARE_API_TOKEN!,
            zoneId: e.CLOUDFLARE_ZONE_ID!,
            apiUrl: e.CLOUDFLARE_API_URL,
          }
        : { provider: 'caddy' },
    blocklist: {
      file: e.BLOCKLIST_FILE ? resolve(e.BLOCKLIST_FILE) : null,
      url: e.BLOCKLIST_URL ?? null,
      refreshMs: e.BLOCKLIST_REFRESH_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    replicaId: e.REPLICA_ID ?? replicaIdOf(hostname()),
    spoolBeatMs: e.SPOOL_BEAT_MS,
    webhooksAllowPrivateTargets,
  };
}

/** A host name as a folder name: what a file name cannot hold becomes '_'. */
const replicaIdOf = (host: string) =>
  host
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 64) || 'replica';

function parseTrustProxy(v: string): boolean | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v;
}

/** Generated once so that salted hashes stay stable across restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
