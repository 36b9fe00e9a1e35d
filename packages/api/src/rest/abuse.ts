import { ZAdminLinkRef, ZBanInput, ZFlaggedList, ZFlaggedQuery, ZOk, ZReport } from '@kurz/core';
import { z } from 'zod';
import { body, type RestRoute } from './types';

/** An admin's action on a link or an account: a POST with the session, refused to everyone else. */
function adminAction(
  path: string,
  summary: string,
  input: z.ZodType,
  response: z.ZodType,
  handle: RestRoute['handle'],
): RestRoute {
  return {
    method: 'POST',
    path,
    summary: `${summary} (admins only)`,
    tag: 'abuse',
    auth: 'session',
    body: input,
    response,
    errors: ['forbidden', 'not_found'],
    handle,
  };
}

/** Abuse control: public reports, and the admins' actions on flagged links and accounts. */
export const abuseRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/report',
    summary: 'Report a short link (spam, phishing, malware, other); the answer is the same whether or not it exists',
    tag: 'abuse',
    auth: 'public',
    body: ZReport,
    response: ZOk,
    errors: ['rate_limited'],
    handle: (c, i) => c.abuse.report(body(i)),
  },
  {
    method: 'GET',
    path: '/api/admin/flagged',
    summary:
      'Links with open reports or disabled by an admin, one row a link, most reporting networks (or newest report) first, a page at a time (admins only)',
    tag: 'abuse',
    auth: 'session',
    query: ZFlaggedQuery,
    response: ZFlaggedList,
    errors: ['forbidden', 'invalid_input'],
    handle: (c, i) => c.abuse.flagged(i.query),
  },
  adminAction(
    '/api/admin/links/disable',
    'Disable a link: it answers 451 on every replica',
    ZAdminLinkRef,
    ZOk,
    (c, i) => c.abuse.disable(body(i)),
  ),
  adminAction('/api/admin/links/restore', 'Restore a disabled link', ZAdminLinkRef, ZOk, (c, i) =>
    c.abuse.restore(body(i)),
  ),
  adminAction(
    '/api/admin/links/dismiss-reports',
    "Dismiss a link's open reports",
    ZAdminLinkRef,
    z.object({ dismissed: z.number().int() }),
    (c, i) => c.abuse.dismiss(body(i)),
  ),
  adminAction(
    '/api/admin/users/ban',
    'Ban an account: no sign-in, sessions ended, its links answer 451 (admins cannot be banned)',
    ZBanInput,
    ZOk,
    (c, i) => c.abuse.ban(body(i)),
  ),
  adminAction('/api/admin/users/unban', 'Lift a ban', ZBanInput, ZOk, (c, i) => c.abuse.unban(body(i))),
];
