import { z } from 'zod';

export const TEMPLATE_VARIABLES = ['user_name', 'verify_url', 'reset_url', 'dashboard_url', 'plan_name'] as const;
/** What the workspace_invitation template may use besides: it goes to an address that may have no account yet. */
export const INVITATION_TEMPLATE_VARIABLES = ['workspace_name', 'inviter', 'role', 'invite_url', 'expires_at'] as const;
export type TTemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TInvitationTemplateVariable = (typeof INVITATION_TEMPLATE_VARIABLES)[number];

export const ZEmailTemplate = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  subject: z.string().trim().min(1).max(300),
  body_html: z.string().max(100_000),
  body_text: z.string().max(100_000),
  updated_at: z.number(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;
export const ZEmailTemplateUpdate = ZEmailTemplate.omit({ updated_at: true })
  // The template as the client read it: a save over a newer one is refused (edit_conflict).
  .extend({ updated_at: z.number().int().optional() })
  .strict();
