import { z } from 'zod';
import { MSG } from './messages';
import { ZCurrentWorkspace } from './workspaces';

export const PASSWORD_MIN = 8;

export const ZEmail = z.string().trim().toLowerCase().pipe(z.email());
export const ZCredentials = z.strictObject({ email: z.string(), password: z.string() });
export type TCredentials = z.infer<typeof ZCredentials>;

export const ZToken = z.strictObject({ token: z.string().min(1).max(200) });
export const ZResetPassword = z.strictObject({ token: z.string().max(200), password: z.string().max(1024) });
export const ZChangePassword = z.strictObject({
  current_password: z.string().max(1024),
  new_password: z.string().max(1024),
});
export const ZSendVerification = z.strictObject({
  email: z.string().max(320).optional().nullable(),
  user_id: z.uuid().optional().nullable(),
});
export const ZRequestReset = z.strictObject({ email: z.string().max(320) });

export const USER_STATUSES = ['guest', 'unverified', 'verified', 'admin'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const ZMe = z.object({
  id: z.string(),
  email: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(['user', 'admin']),
  /** The workspace's plan. */
  plan: z.string(),
  workspace: ZCurrentWorkspace,
});
export type TMe = z.infer<typeof ZMe>;

/** A sign-in's answer; from a guest session it says what became of the guest's links. */
export const ZLoginResult = ZMe.extend({
  guest_links: z.object({ moved: z.number().int(), left: z.number().int() }).optional(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Client-side registration check, in the spec's order and words. Returns null when fine. */
export function registrationProblem(email: string, password: string, confirm: string): string | null {
  if (!email.trim() || !password || !confirm) return MSG.register.fillAll;
  if (password.length < PASSWORD_MIN) return MSG.register.passwordShort;
  if (password !== confirm) return MSG.register.mismatch;
  return null;
}
