import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { ZCreateLink } from './links';
import { ZStatsQuery } from './stats';

/** The most links one bulk call creates. */
export const BULK_LINKS_MAX = 1000;

export const ZBulkCreateLinks = z.strictObject({
  links: z
    .array(ZCreateLink.pick({ url: true, slug: true, hostname: true, title: true }))
    .min(1)
    .max(BULK_LINKS_MAX),
});
export type TBulkCreateLinks = z.infer<typeof ZBulkCreateLinks>;

/** One row's outcome, in input order: the link's slug when created, else the requested slug (or null) and why not. */
export const ZBulkRowResult = z.object({
  ok: z.boolean(),
  hostname: z.string(),
  slug: z.string().nullable(),
  error: z.enum(ERROR_CODES).optional(),
});
export type TBulkRowResult = z.infer<typeof ZBulkRowResult>;
export const ZBulkCreateResult = z.object({ results: z.array(ZBulkRowResult) });
export type TBulkCreateResult = z.infer<typeof ZBulkCreateResult>;

/** GET /api/stats/export: a link and a range of UTC days, as the stats summary takes them. */
export const ZStatsExportQuery = ZStatsQuery.pick({ hostname: true, slug: true, from: true, to: true });
export type TStatsExportQuery = z.infer<typeof ZStatsExportQuery>;
