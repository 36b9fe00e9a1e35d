import type { Database, Kysely, User } from '@kurz/db';
import type { Mailer } from './services/mail';

export interface ApiConfig {
  /** Where the dashboard is served, e.g. http://localhost:3000; links in emails point here. */
  appOrigin: string;
  adminEmails: string[];
  systemDomains: string[];
  loginUrl: string | null;
}

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** Long-lived things every request shares. */
export interface ApiDeps {
  db: Kysely<Database>;
  config: ApiConfig;
  mailer: Mailer;
  log: Logger;
}

/** What the transport (Fastify) gives a procedure to set or clear the session cookie. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context extends ApiDeps {
  ip: string;
  cookies: SessionCookie;
  /** sha256 of the session token presented, when it names a live session. */
  sessionHash: string | null;
  user: User | null;
}
