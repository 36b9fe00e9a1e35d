import type { TAcmeInstructions } from '@kurz/core';

/** What the TLS provider says about one hostname. */
export interface TlsState {
  /** The provider's id for the hostname, to poll and delete it later. */
  ref: string | null;
  /** A certificate-validation record the owner must publish; null when the provider needs none. */
  acme: TAcmeInstructions | null;
  /** The provider's hostname and SSL status, shown as meta.cf_status. */
  status: { hostname: string; ssl: string } | null;
  /** Why the provider cannot serve the hostname yet; none: ready. */
  errors: string[];
}

/**
 * Automatic HTTPS for own domains. The rest of the code never knows which provider runs: it registers
 * a claim, polls it on verify and re-check, and removes it with the domain.
 */
export interface TlsProvider {
  readonly name: 'caddy' | 'cloudflare';
  register(hostname: string): Promise<TlsState>;
  poll(hostname: string, ref: string | null): Promise<TlsState>;
  /** The name's registration: `ref`, or whatever the provider holds for `hostname` (a claim's ref may be an older one). */
  remove(hostname: string, ref: string | null): Promise<void>;
}
