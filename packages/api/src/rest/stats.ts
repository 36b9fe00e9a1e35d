import { ZAccountStats, ZAccountStatsQuery, ZAccountStreamAnswer, ZAccountStreamQuery, ZLinkStreamQuery, ZPostback, ZPostbackResult, ZStatsQuery, ZStatsSummary, ZStreamAnswer } from '@kurz/core';
import { LINK_ERRORS, type RestRoute } from './types';

/** Clicks and conversions: a link's and the account's statistics, and the ad networks' postbacks. */
export const statsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/stats/summary', summary: "A link's statistics for a range", tag: 'stats', auth: 'user', query: ZStatsQuery, response: ZStatsSummary, errors: [...LINK_ERRORS], handle: (c, i) => c.stats.summary(i.query as never) },
  { method: 'GET', path: '/api/stats/stream', summary: "A link's latest clicks", tag: 'stats', auth: 'user', query: ZLinkStreamQuery, response: ZStreamAnswer, errors: [...LINK_ERRORS], handle: async (c, i) => ({ events: await c.stats.stream(i.query as never) }) },
  { method: 'GET', path: '/api/stats/account', summary: "The account's statistics for a range", tag: 'stats', auth: 'user', query: ZAccountStatsQuery, response: ZAccountStats, errors: [], handle: (c, i) => c.stats.account(i.query) },
  { method: 'GET', path: '/api/stats/account_stream', summary: "The account's latest clicks", tag: 'stats', auth: 'user', query: ZAccountStreamQuery, response: ZAccountStreamAnswer, errors: [], handle: async (c, i) => ({ results: await c.stats.accountStream(i.query) }) },
  { method: 'GET', path: '/api/postback', summary: "Record a conversion (an ad network's postback)", tag: 'conversions', auth: 'public', query: ZPostback, response: ZPostbackResult, errors: ['unknown_click', 'forbidden', 'conversions_disabled'], handle: (c, i) => c.conversions.postback(i.query as never) },
  {
    method: 'POST', path: '/api/postback', summary: "Record a conversion (an ad network's postback)", tag: 'conversions', auth: 'public', query: ZPostback.partial(), body: ZPostback, response: ZPostbackResult,
    errors: ['unknown_click', 'forbidden', 'conversions_disabled'],
    handle: (c, i) => c.conversions.postback({ ...i.query, ...(i.body as object) } as never),
  },
];
