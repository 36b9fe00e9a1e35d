export type { Logger } from './platform/logger';
import type { Database, Kysely, User, WorkspaceRole } from '@kurz/db';
import type { Billing } from './billing/stripe';
import type { DnsSettings } from './domains/dnsCheck';
import type { TlsProvider } from './domains/tlsProvider';
import type { Logger } from './platform/logger';
import type { Mailer } from './platform/mail';
import type { ObjectStore } from './platform/objectStore';
import type { Owner } from './workspaces/current';

export interface ApiConfig {
  /** Where the dashboard is served, e.g. http://localhost:3000; links in emails point here. */
  appOrigin: string;
  adminEmails: string[];
  systemDomains: string[];
  loginUrl: string | null;
  /** Guests' links stop redirecting after this many days. */
  guestLinkTtlDays: number;
  /** Waits between postback relay attempts; its length + 1 is the number of attempts. */
  postbackRetryDelaysMs: number[];
  /** Private addresses the postback relay may call anyway: for tests only, empty in production. */
  postbackAllowedIps: string[];
  /** SESSION_SECRET: signs the device cookie. */
  sessionSecret: string;
  /** SESSION_SECRET_PREVIOUS: earlier secrets, tried when the current one does not open a sealed secret. */
  previousSessionSecrets?: string[];
  /** How long a sign-in to an account past its per-account ceiling waits, from a browser new to it. */
  loginSlowdownMs: number;
  /** Webhooks: waits between attempts (its length + 1 attempts), how often clicks are batched, failed deliveries in a row that disable an endpoint. Tests shorten them. */
  webhookRetryDelaysMs?: number[];
  webhookClickBatchMs?: number;
  webhookDisableAfter?: number;
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS, development only: endpoints may be http and on private or loopback addresses. */
  webhooksAllowPrivateTargets?: boolean;
}

/** Long-lived things every request shares. */
export interface ApiDeps {
  db: Kysely<Database>;
  /** Where statistics are read (a hot standby, STATS_DATABASE_URL); `db` when unset. Never written. */
  statsDb?: Kysely<Database>;
  config: ApiConfig;
  mailer: Mailer;
  log: Logger;
  /** The click write buffer: a postback may name a click that is not written yet. */
  clicks: { flush(): Promise<void>; readonly stats: { waiting: number; spooled: number; failing: boolean } };
  /** Uploaded images (OG, QR logos): a local directory by default. */
  objects: ObjectStore;
  /** Stripe, when configured; null: checkout and portal answer billing_not_configured. */
  billing: Billing | null;
  /** The mail worker (auth/mailRequests.ts): told when a request queued mail for it. */
  mailQueue: { wake(): void };
  /** Own domains: how DNS proves them, and who gets their certificates. */
  domains: { dns: DnsSettings; tls: TlsProvider };
}

/** What the transport (Fastify) gives a procedure to set or clear the session cookie, and set the device cookie. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  setDevice(token: string, expiresAt: Date): void;
}

export interface Context extends ApiDeps {
  ip: string;
  cookies: SessionCookie;
  /** sha256 of the session token presented, when it names a live session. */
  sessionHash: string | null;
  /** The device cookie presented (see auth/devices.ts), unchecked. */
  deviceToken: string | null;
  user: User | null;
  /** What the call acts for and the caller's role in it (workspaces/current.ts); null without a user. */
  workspace: Owner | null;
  workspaceRole: WorkspaceRole | null;
  /** Set when the caller authenticated with an API key (REST only) rather than the session cookie. */
  apiKey?: { id: string; name: string; scope: 'read' | 'write'; hostname: string | null } | null;
}

/** A procedure's context once the caller is known to act in a workspace (protectedProcedure). */
export type InWorkspace = Context & { user: User; workspace: Owner; workspaceRole: WorkspaceRole };
