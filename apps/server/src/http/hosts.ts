/** Names a machine calls itself: when the dashboard is on one of them, it answers to all of them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const PROBES = new Set(['/healthz', '/readyz']);

/** The Host names the dashboard and its API answer to: APP_ORIGIN's host (and its loopback aliases). */
export function dashboardHosts(appHost: string): Set<string> {
  const host = appHost.toLowerCase().replace(/\.$/, '');
  return new Set(LOOPBACK.includes(host) ? LOOPBACK : [host]);
}

/** Health checks answer whatever the Host: load balancers probe by address. */
export const isProbe = (url: string) => PROBES.has(url.split('?', 1)[0]!);
