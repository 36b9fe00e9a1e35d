import { bareHost } from '@kurz/api';
import { TLS_ASK_ROUTE } from './tlsAsk';

/** Names a machine calls itself: when the dashboard is on one of them, it answers to all of them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/**
 * Calls the infrastructure makes by address, whatever the dashboard's name: load balancers' health
 * checks, and Caddy asking whether to get a certificate (`ask http://app:3000/...`). Neither reads
 * a session or changes anything.
 */
const PROBES = new Set(['/healthz', '/readyz', TLS_ASK_ROUTE.path]);

/** The Host names the dashboard and its API answer to: APP_ORIGIN's host (and its loopback aliases). */
export function dashboardHosts(appHost: string): Set<string> {
  const host = bareHost(appHost);
  return new Set(LOOPBACK.includes(host) ? LOOPBACK : [host]);
}

/** Answered whatever the Host (see PROBES). */
export const isProbe = (url: string) => PROBES.has(url.split('?', 1)[0]!);
