/** System hosts, users' subdomains and own domains: who owns which host, and proving it. */
export type { DnsSettings } from './dnsCheck';
export { bareHost } from './hostnames';
export { DOMAIN_RECHECK_POLL_MS, recheckDueDomains } from './recheck';
export { activeHosts, assertUsableHostname, ensureSystemDomains, usableHostnames, type ActiveHost } from './service';
export { assertNotOwnHosts, hostOfUrl, ownHostsAmong } from './targets';
export { createTlsProvider, type TlsSettings } from './tls';
export type { TlsProvider } from './tlsProvider';
