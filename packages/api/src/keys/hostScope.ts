import { AppError } from '../errors';

/**
 * What a key narrowed to one hostname may call, by procedure path; anything not named is refused
 * (403 insufficient_scope), so a new procedure is closed to such keys until it is listed here.
 * - `input`: the call names its link by `hostname` (and a rename its `new_hostname`), which must be the key's;
 * - `rows`: every row of `links` names a hostname, each must be the key's;
 * - `scoped`: the procedure itself narrows what it reads or changes to the key's hostname (keyHostOf).
 */
const KEY_HOST_RULE: Record<string, 'input' | 'rows' | 'scoped'> = {
  'links.list': 'scoped',
  'links.export': 'scoped',
  'links.create': 'input',
  'links.get': 'input',
  'links.update': 'input',
  'links.delete': 'input',
  'links.rename': 'input',
  'links.rules': 'input',
  'links.setRules': 'input',
  'links.og': 'input',
  'links.setOg': 'input',
  'links.deleteOg': 'input',
  'links.conversions': 'input',
  'links.setConversions': 'input',
  'links.bulkCreate': 'rows',
  'links.bulkUpdate': 'rows',
  'links.bulkDelete': 'rows',
  'links.tags': 'scoped',
  'qr.info': 'input',
  'qr.setConfig': 'input',
  'stats.summary': 'input',
  'stats.stream': 'input',
  'stats.export': 'input',
  'domains.list': 'scoped',
  'domains.verify': 'scoped',
  'domains.delete': 'scoped',
  'domains.updateSettings': 'scoped',
  'user.limits': 'scoped',
  'auth.me': 'scoped',
};

const sameHost = (value: unknown, host: string) => typeof value === 'string' && value.trim().toLowerCase() === host;

/** Refuses a call of a key narrowed to `host` that would read or change anything beyond it. */
export function assertKeyHostAllows(host: string, path: string, input: unknown): void {
  const rule = KEY_HOST_RULE[path];
  const fields = (input ?? {}) as Record<string, unknown>;
  const allowed =
    rule === 'scoped' ||
    (rule === 'input' &&
      sameHost(fields.hostname, host) &&
      (fields.new_hostname === undefined || fields.new_hostname === null || sameHost(fields.new_hostname, host))) ||
    (rule === 'rows' &&
      Array.isArray(fields.links) &&
      fields.links.every((row) => sameHost((row as Record<string, unknown> | null)?.hostname, host)));
  if (!allowed) throw new AppError('insufficient_scope');
}

/** The hostname the call's API key is narrowed to, or null (a session, or a key for every hostname). */
export const keyHostOf = (ctx: { apiKey?: { hostname: string | null } | null }): string | null =>
  ctx.apiKey?.hostname ?? null;
