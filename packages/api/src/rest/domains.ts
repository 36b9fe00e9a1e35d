import { ZCreateSubdomain, ZDomain, ZDomainDeleted, ZDomainId, ZDomainSettings, ZDomainsAnswer, ZRequestByod, type ErrorCode } from '@kurz/core';
import { body, type RestRoute } from './types';

const URL_ERRORS: ErrorCode[] = ['invalid_url', 'target_is_short_link', 'private_address'];

/** The hosts a user's links live on: system domains, subdomains of them, own domains. */
export const domainRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/domains/list', summary: 'The domains the account may use', tag: 'domains', auth: 'user', response: ZDomainsAnswer, errors: [], handle: async (c) => ({ results: await c.domains.list() }) },
  {
    method: 'POST', path: '/api/domains/create-subdomain', summary: 'Take a subdomain of a system domain', tag: 'domains', auth: 'user', body: ZCreateSubdomain, response: ZDomain,
    errors: ['subdomains_limit_reached', 'invalid_subdomain', 'reserved_subdomain', 'invalid_edge', 'domain_taken', 'guest_not_allowed'],
    handle: (c, i) => c.domains.createSubdomain(body(i)),
  },
  {
    method: 'POST', path: '/api/domains/request-byod', summary: 'Add an own domain (pending until verified)', tag: 'domains', auth: 'user', body: ZRequestByod, response: ZDomain,
    errors: ['byod_limit_reached', 'invalid_hostname', 'domain_taken', 'domain_not_allowed', 'guest_not_allowed'],
    handle: (c, i) => c.domains.requestByod(body(i)),
  },
  { method: 'POST', path: '/api/domains/verify', summary: "Check an own domain's DNS records now", tag: 'domains', auth: 'user', body: ZDomainId, response: ZDomain, errors: ['not_found', 'system_domain_protected', 'domain_taken'], handle: (c, i) => c.domains.verify(body(i)) },
  { method: 'DELETE', path: '/api/domains/delete/:id', summary: 'Remove a domain and its links', tag: 'domains', auth: 'user', params: ZDomainId, response: ZDomainDeleted, errors: ['not_found', 'system_domain_protected'], handle: (c, i) => c.domains.delete({ id: i.params.id ?? '' }) },
  {
    method: 'PUT', path: '/api/domains/settings/:id', summary: "Set a domain's root and not-found redirects", tag: 'domains', auth: 'user', params: ZDomainId, body: ZDomainSettings.omit({ id: true }), response: ZDomain,
    errors: ['not_found', 'system_domain_protected', ...URL_ERRORS, 'target_blocked'],
    handle: (c, i) => c.domains.updateSettings({ ...(i.body as object), id: i.params.id ?? '' }),
  },
];
