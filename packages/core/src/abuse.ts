import { z } from 'zod';
import { ZQueryInt } from './linkFeatures';
import { ZLinkRef } from './links';

export const REPORT_REASONS = ['spam', 'phishing', 'malware', 'other'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;
export const REPORT_DETAILS_MAX = 500;

/** POST /api/report: anyone may flag a short link. */
export const ZReport = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  reason: ZReportReason,
  details: z.string().max(REPORT_DETAILS_MAX).nullish(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZFlaggedReport = z.object({
  reason: ZReportReason,
  details: z.string().nullable(),
  created_at: z.number().int(),
});

/** One row of the admins' Flagged links page. */
export const ZFlaggedLink = z.object({
  hostname: z.string(),
  slug: z.string(),
  target_url: z.string(),
  created_at: z.number().int(),
  owner_id: z.string(),
  owner_email: z.string().nullable(),
  owner_banned: z.boolean(),
  disabled: z.boolean(),
  /** Open (not dismissed) reports. */
  report_count: z.number().int(),
  /** Distinct networks (an IPv4 /24, an IPv6 /64) that filed the open reports: what the page sorts by. */
  reporters: z.number().int(),
  /** When the newest open report came (epoch seconds); null for a disabled link without open reports. */
  latest_report_at: z.number().int().nullable(),
  /** The newest open reports, newest first (at most 5). */
  latest_reports: z.array(ZFlaggedReport),
});
export type TFlaggedLink = z.infer<typeof ZFlaggedLink>;

export const FLAGGED_PAGE_DEFAULT = 50;
export const FLAGGED_PAGE_MAX = 200;
export const FLAGGED_SORTS = ['reporters', 'latest'] as const;
export type TFlaggedSort = (typeof FLAGGED_SORTS)[number];

/**
 * The Flagged page's query (GET /api/admin/flagged and abuse.flagged): most reporting networks first
 * (the default) or newest report first, a page at a time, continued by the next_cursor of the page before.
 */
export const ZFlaggedQuery = z.strictObject({
  sort: z.enum(FLAGGED_SORTS).optional(),
  limit: ZQueryInt(1, FLAGGED_PAGE_MAX).optional(),
  cursor: z.string().max(200).nullish(),
});
export type TFlaggedQuery = z.infer<typeof ZFlaggedQuery>;

export const ZFlaggedList = z.object({ results: z.array(ZFlaggedLink), next_cursor: z.string().nullable() });
export type TFlaggedList = z.infer<typeof ZFlaggedList>;

export const ZAdminLinkRef = ZLinkRef;
export const ZBanInput = z.strictObject({ user_id: z.uuid() });
