import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { ZCreateLink, ZLink, ZLinkRef } from './links';
import { ZLinkEdit } from './linksList';
import { ZStatsQuery } from './stats';

/** The most links one bulk call creates. */
export const BULK_LINKS_MAX = 1000;

/** Rows of a bulk call: at least one, at most BULK_LINKS_MAX. */
const rows = <T extends z.ZodType>(row: T) => z.array(row).min(1).max(BULK_LINKS_MAX);

/** POST /api/links/bulk and links.bulkCreate: each row is what a single create takes. */
export const ZBulkCreateLinks = z.strictObject({ links: rows(ZCreateLink) });
export type TBulkCreateLinks = z.infer<typeof ZBulkCreateLinks>;

/** POST /api/links/bulk/update and links.bulkUpdate: each row names a link and carries what a single edit takes. */
export const ZBulkUpdateLinks = z.strictObject({ links: rows(ZLinkRef.extend(ZLinkEdit.shape)) });
export type TBulkUpdateLinks = z.infer<typeof ZBulkUpdateLinks>;

/** POST /api/links/bulk/delete and links.bulkDelete: the links to delete. */
export const ZBulkDeleteLinks = z.strictObject({ links: rows(ZLinkRef) });
export type TBulkDeleteLinks = z.infer<typeof ZBulkDeleteLinks>;

/**
 * One row's outcome, in input order: the link's slug when it succeeded (for a create, the slug made),
 * else the row's slug (or null) and why not: the code a single call would answer, with its field and
 * message when that call would name them.
 */
export const ZBulkRowResult = z.object({
  ok: z.boolean(),
  hostname: z.string(),
  slug: z.string().nullable(),
  error: z.enum(ERROR_CODES).optional(),
  field: z.string().optional(),
  message: z.string().optional(),
});
export type TBulkRowResult = z.infer<typeof ZBulkRowResult>;
export const ZBulkCreateResult = z.object({ results: z.array(ZBulkRowResult) });
export type TBulkCreateResult = z.infer<typeof ZBulkCreateResult>;

/** A bulk update's row also carries the link as it now is (the single edit's answer) when it succeeded. */
export const ZBulkUpdateRowResult = ZBulkRowResult.extend({ link: ZLink.optional() });
export type TBulkUpdateRowResult = z.infer<typeof ZBulkUpdateRowResult>;
export const ZBulkUpdateResult = z.object({ results: z.array(ZBulkUpdateRowResult) });
export type TBulkUpdateResult = z.infer<typeof ZBulkUpdateResult>;
/** A bulk delete answers the bulk create's rows: ok, or not_found / forbidden (a link an admin disabled). */
export const ZBulkDeleteResult = ZBulkCreateResult;
export type TBulkDeleteResult = z.infer<typeof ZBulkDeleteResult>;

/** GET /api/stats/export: a link and a range of UTC days, as the stats summary takes them. */
export const ZStatsExportQuery = ZStatsQuery.pick({ hostname: true, slug: true, from: true, to: true });
export type TStatsExportQuery = z.infer<typeof ZStatsExportQuery>;
