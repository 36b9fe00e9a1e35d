import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { RESERVED_SUBDOMAINS } from '@kurz/core';
import { parse } from 'tldts';
import { AppError } from '../errors';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A visit's or a form's host: lower case, no port, no trailing dot. */
export function bareHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/** IDN input to punycode; '' when the name cannot be one. */
function toAscii(name: string): string {
  if (/[\s/\\?#@]/.test(name)) return '';
  return domainToASCII(name.trim().toLowerCase());
}

/** The label of a new subdomain: one lowercase DNS label, punycode for IDN input, not a reserved one. */
export function subdomainLabel(sub: string): string {
  const label = toAscii(sub);
  if (!LABEL.test(label)) throw new AppError('invalid_subdomain');
  if (RESERVED_SUBDOMAINS.has(label)) throw new AppError('reserved_subdomain');
  return label;
}

/**
 * An own domain as it will be stored: lower case, punycode, no trailing dot. Refused: IPs, single
 * labels, localhost, public suffixes themselves (github.io, co.uk), and the system hosts and below.
 */
export function byodHostname(input: string, systemHosts: readonly string[]): string {
  let raw = input.trim().toLowerCase();
  if (raw.endsWith('.')) raw = raw.slice(0, -1);
  if (isIP(raw) || isIP(raw.replace(/^\[|\]$/g, ''))) throw new AppError('invalid_hostname');
  const host = toAscii(raw);
  if (!host || host.length > 253) throw new AppError('invalid_hostname');
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) throw new AppError('invalid_hostname');
  if (host === 'localhost' || host.endsWith('.localhost')) throw new AppError('invalid_hostname');
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || !parsed.publicSuffix) throw new AppError('invalid_hostname');
  if (systemHosts.some((s) => host === s || host.endsWith(`.${s}`) || s.endsWith(`.${host}`)))
    throw new AppError('domain_not_allowed');
  return host;
}
