import {
  ZAccountStats,
  ZAccountStatsQuery,
  ZAccountStreamAnswer,
  ZAccountStreamQuery,
  ZLinkStreamQuery,
  ZPostback,
  ZPostbackResult,
  ZPostbackToken,
  ZStatsQuery,
  ZStatsSummary,
  ZStreamAnswer,
} from '@kurz/core';
import type { ErrorCode } from '@kurz/core';
import { AppError } from '../errors';
import { queryProblem } from './inputCheck';
import { LINK_ERRORS, type RestInput, type RestRoute } from './types';

const POSTBACK_ERRORS: ErrorCode[] = [
  'invalid_revenue',
  'invalid_currency',
  'unknown_click',
  'invalid_postback_token',
  'account_banned',
  'forbidden',
  'conversions_disabled',
];

/**
 * A POST postback's parameters: networks send them in the query, in the body (JSON or a form), or
 * split between the two. One given in both is refused, rather than one of the two silently kept.
 */
function postbackParameters({ query, body }: RestInput): Record<string, unknown> {
  const fromBody = (body ?? {}) as Record<string, unknown>;
  const both = Object.keys(fromBody).find((k) => fromBody[k] !== undefined && query[k] !== undefined);
  if (both !== undefined)
    throw new AppError('invalid_input', { field: both, message: `${both} is given in both the query and the body.` });
  const parameters = { ...query, ...fromBody };
  const problem = queryProblem(ZPostback, parameters);
  if (problem) throw problem;
  return parameters;
}

/** Clicks and conversions: a link's and the account's statistics, and the ad networks' postbacks. */
export const statsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/stats/summary',
    summary: "A link's statistics for a range",
    tag: 'stats',
    auth: 'user',
    query: ZStatsQuery,
    response: ZStatsSummary,
    errors: [...LINK_ERRORS],
    handle: (c, i) => c.stats.summary(i.query as never),
  },
  {
    method: 'GET',
    path: '/api/stats/stream',
    summary: "A link's latest clicks",
    tag: 'stats',
    auth: 'user',
    query: ZLinkStreamQuery,
    response: ZStreamAnswer,
    errors: [...LINK_ERRORS],
    handle: async (c, i) => ({ events: await c.stats.stream(i.query as never) }),
  },
  {
    method: 'GET',
    path: '/api/stats/account',
    summary: "The account's statistics for a range",
    tag: 'stats',
    auth: 'user',
    query: ZAccountStatsQuery,
    response: ZAccountStats,
    errors: [],
    handle: (c, i) => c.stats.account(i.query),
  },
  {
    method: 'GET',
    path: '/api/stats/account_stream',
    summary: "The account's latest clicks",
    tag: 'stats',
    auth: 'user',
    query: ZAccountStreamQuery,
    response: ZAccountStreamAnswer,
    errors: [],
    handle: async (c, i) => ({ results: await c.stats.accountStream(i.query) }),
  },
  {
    method: 'GET',
    path: '/api/postback',
    summary: "Record a conversion (an ad network's postback)",
    tag: 'conversions',
    auth: 'public',
    query: ZPostback,
    response: ZPostbackResult,
    errors: POSTBACK_ERRORS,
    handle: (c, i) => c.conversions.postback(i.query as never),
  },
  {
    method: 'POST',
    path: '/api/postback',
    summary: "Record a conversion (an ad network's postback)",
    tag: 'conversions',
    auth: 'public',
    // Each parameter in the query or in the body (postbackParameters): clickid is required in one of them.
    query: ZPostback.partial(),
    body: ZPostback.partial(),
    response: ZPostbackResult,
    errors: POSTBACK_ERRORS,
    handle: (c, i) => c.conversions.postback(postbackParameters(i) as never),
  },
  // The postback token: read and managed from the dashboard's session only, as webhook secrets are.
  {
    method: 'GET',
    path: '/api/postback/token',
    summary: "The account's postback token and the postback URL to give the ad network",
    tag: 'conversions',
    auth: 'session',
    response: ZPostbackToken,
    errors: ['guest_not_allowed', 'role_not_allowed', 'secret_unreadable'],
    handle: (c) => c.conversions.postbackToken(),
  },
  {
    method: 'POST',
    path: '/api/postback/token/rotate',
    summary: 'A new postback token: the old one is refused at once',
    tag: 'conversions',
    auth: 'session',
    response: ZPostbackToken,
    errors: ['guest_not_allowed', 'role_not_allowed'],
    handle: (c) => c.conversions.rotatePostbackToken(),
  },
  {
    method: 'POST',
    path: '/api/postback/token/require',
    summary: 'End the grace: postbacks without the token are refused from now on',
    tag: 'conversions',
    auth: 'session',
    response: ZPostbackToken,
    errors: ['guest_not_allowed', 'role_not_allowed', 'secret_unreadable'],
    handle: (c) => c.conversions.requirePostbackToken(),
  },
];
