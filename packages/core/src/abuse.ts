import { z } from 'zod';
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

export const ZFlaggedReport = z.object({ reason: ZReportReason, details: z.string().nullable(), created_at: z.number().int() });

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
  /** The newest open reports, newest first (at most 5). */
  latest_reports: z.array(ZFlaggedReport),
});
export type TFlaggedLink = z.infer<typeof ZFlaggedLink>;

export const ZFlaggedList = z.object({ results: z.array(ZFlaggedLink) });
export type TFlaggedList = z.infer<typeof ZFlaggedList>;

export const ZAdminLinkRef = ZLinkRef;
export const ZBanInput = z.strictObject({ user_id: z.uuid() });
