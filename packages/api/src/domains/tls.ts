import { cloudflareProvider, type CloudflareSettings } from './cloudflare';
import type { TlsProvider, TlsState } from './tlsProvider';

const READY: TlsState = { ref: null, acme: null, status: null, errors: [] };

/**
 * Self-hosted: Caddy asks GET /api/domains/tls-ask?domain=H before it gets a certificate on the first
 * TLS handshake (on-demand TLS), and that answers 200 for active domains only. Nothing to register.
 */
export const caddyProvider: TlsProvider = {
  name: 'caddy',
  register: async () => READY,
  poll: async () => READY,
  remove: async () => {},
};

export type TlsSettings = { provider: 'caddy' } | ({ provider: 'cloudflare' } & CloudflareSettings);

export function createTlsProvider(settings: TlsSettings): TlsProvider {
  return settings.provider === 'cloudflare' ? cloudflareProvider(settings) : caddyProvider;
}
