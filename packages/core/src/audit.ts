import { z } from 'zod';
import { ZQueryInt } from './linkFeatures';

/** What the audit log records: `<what>.<happened>`. */
export const AUDIT_ACTIONS = [
  'link.created',
  'link.updated',
  'link.deleted',
  'links.bulk_created',
  'links.bulk_updated',
  'links.bulk_deleted',
  'links.imported',
  'domain.created',
  'domain.verified',
  'domain.updated',
  'domain.deleted',
  'api_key.created',
  'api_key.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'member.invited',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'plan.changed',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_VIAS = ['session', 'api_key', 'system'] as const;
export type TAuditVia = (typeof AUDIT_VIAS)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

/** GET /api/workspace/audit and audit.list: newest first, one action only if given, by cursor. */
export const ZAuditListQuery = z.strictObject({
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'The next_cursor of the previous page; absent: the newest events.' }),
  limit: ZQueryInt(1, AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT)
    .optional()
    .meta({ description: 'How many events a page holds at most.' }),
  action: z.enum(AUDIT_ACTIONS).optional().meta({ description: 'Only events of this action, e.g. link.deleted.' }),
});
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditEvent = z.object({
  id: z.string(),
  /** When, in epoch seconds. */
  at: z.number(),
  /** Who did it (their email as it was then); null: the system, e.g. a Stripe webhook or the clean-up. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }).nullable(),
  via: z.enum(AUDIT_VIAS),
  /** The API key's name, when `via` is `api_key`. */
  api_key_name: z.string().optional(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was done to; `label` is readable, e.g. the short URL or the hostname. */
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  /** A few facts, e.g. the changed fields, the old and new role or plan. */
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = z.object({ results: z.array(ZAuditEvent), next_cursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
