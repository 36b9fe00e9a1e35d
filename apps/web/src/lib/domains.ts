import { MSG } from '@kurz/core';
import { linkErrorText } from './links';
import { errorCode } from './trpc';

const DOMAIN_ERRORS: Record<string, string> = {
  invalid_subdomain: 'A label is 1-63 letters, digits or inner hyphens',
  reserved_subdomain: 'That label is reserved',
  invalid_edge: 'Choose one of the listed domains',
  invalid_hostname: 'Enter a domain name such as go.example.com (not an IP, a bare suffix or localhost)',
  domain_not_allowed: 'That domain belongs to the service itself',
  domain_taken: 'That domain is already in use by an account',
  system_domain_protected: 'System domains cannot be changed',
};

export function domainErrorText(error: unknown): string {
  const code = errorCode(error);
  return (code && DOMAIN_ERRORS[code]) || linkErrorText(error);
}

/** Spec §8: an error containing limit_reached on subdomain or own-domain creation opens the upgrade modal. */
export function domainUpgradeReason(error: unknown): string | null {
  const code = errorCode(error);
  if (!code?.includes('limit_reached')) return null;
  return code === 'byod_limit_reached' ? MSG.domains.byod_limit_reached : MSG.domains.subdomains_limit_reached;
}

/** 'Delete domain?' and what it takes with it. */
/** What the page says once a domain is gone: its links went with it. */
export function domainDeletedText(hostname: string, linksDeleted: number): string {
  const links =
    linksDeleted === 0
      ? 'it had no links'
      : `${linksDeleted} link${linksDeleted === 1 ? '' : 's'} on it ${linksDeleted === 1 ? 'was' : 'were'} deleted`;
  return `${hostname} was deleted; ${links}.`;
}

export function deleteDomainQuestion(hostname: string, links: number): string {
  const what =
    links === 0
      ? 'No links use it.'
      : `${links} link${links === 1 ? '' : 's'} on ${hostname} will stop working and be deleted.`;
  return `${MSG.domains.confirmDelete}\n\n${hostname}: ${what}`;
}

/** Why a viewer or member sees the domain actions disabled. */
export const ADMINS_DOMAINS = 'Only admins can manage domains';

/** A domain as people paste it (`https://go.example.com/`, `go.example.com/path`): the host name alone. */
export const typedHostname = (typed: string) =>
  typed
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '');
