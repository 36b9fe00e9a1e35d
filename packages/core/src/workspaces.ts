import { z } from 'zod';
import { HIDDEN_CHARACTERS } from './linkFeatures';

export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type TWorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const ZCurrentWorkspace = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(WORKSPACE_ROLES),
    owner_email: z.string().nullable().meta({
      description:
        "Set when the workspace is another person's personal one (each is named Personal): that person's email.",
    }),
  })
  .meta({
    description: "The workspace the call acts in (its links, domains, keys and plan), and the caller's role in it.",
  });

/** A member as the workspace's members list shows them; times in epoch seconds. */
export const ZWorkspaceMember = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.number(),
  /** The member's last call in this workspace, to the minute; null: none since they joined. */
  last_active_at: z.number().nullable(),
});
export type TWorkspaceMember = z.infer<typeof ZWorkspaceMember>;
export const ZWorkspaceMembers = z.object({ results: z.array(ZWorkspaceMember) });

/** The roles an invitation or a role change may give; owners are made by transferring ownership or by an owner. */
export const INVITABLE_ROLES = ['admin', 'member', 'viewer'] as const;
export const ZWorkspaceRole = z.enum(WORKSPACE_ROLES);
export const WORKSPACE_NAME_MAX = 100;
/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

/** Shown to members and in invitation mails: no control or text-direction characters, which make a name read as another. */
export const ZWorkspaceName = z
  .string()
  .trim()
  .min(1)
  .max(WORKSPACE_NAME_MAX)
  .refine(
    (name) => !HIDDEN_CHARACTERS.test(name),
    'A workspace name cannot hold control or text-direction characters.',
  );

/** A workspace the signed-in person belongs to, as the switcher lists it. */
export const ZWorkspaceItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The person's own workspace (made with the account; it cannot be left, deleted or transferred). */
  personal: z.boolean(),
  /**
   * Another person's own workspace (their Personal, shared with the caller): that person's email, so
   * that it is told apart from the caller's own Personal; null for every other workspace.
   */
  owner_email: z.string().nullable(),
  role: ZWorkspaceRole,
  plan: z.string(),
  members: z.number().int(),
});
export type TWorkspaceItem = z.infer<typeof ZWorkspaceItem>;
export const ZWorkspaceList = z.object({ results: z.array(ZWorkspaceItem) });
export type TWorkspaceList = z.infer<typeof ZWorkspaceList>;

export const ZCreateWorkspace = z.strictObject({ name: ZWorkspaceName });
export const ZRenameWorkspace = z.strictObject({ name: ZWorkspaceName });

export const ZInvitationToken = z.strictObject({ token: z.string().min(1).max(200) });

/** What the invite page shows before anyone signs in. Times in epoch seconds. */
export const ZInvitationPreview = z.object({
  /** `owner_email`: the person whose own workspace (their Personal) this is; null for a shared one. */
  workspace: z.object({ id: z.string(), name: z.string(), owner_email: z.string().nullable() }),
  email: z.string(),
  role: ZWorkspaceRole,
  /** The inviter's email; null when that account is gone. */
  invited_by: z.string().nullable(),
  expires_at: z.number(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** A pending invitation of the current workspace. Times in epoch seconds. */
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZWorkspaceRole,
  invited_by: z.string().nullable(),
  created_at: z.number(),
  expires_at: z.number(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = z.object({ results: z.array(ZInvitation) });

export const ZInvite = z.strictObject({
  /** Checked and lower-cased as at sign-up (invalid_email). */
  email: z.string().max(320),
  role: z.enum(INVITABLE_ROLES),
});
export type TInvite = z.infer<typeof ZInvite>;
export const ZInvitationId = z.strictObject({ id: z.uuid() });

export const ZMemberRef = z.strictObject({ user_id: z.uuid() });
export const ZSetMemberRole = z.strictObject({ user_id: z.uuid(), role: ZWorkspaceRole });
/** PUT /api/workspace/members/{user_id}: the body; the member is in the path. */
export const ZMemberRoleBody = z.strictObject({ role: ZWorkspaceRole });
export const ZMemberParams = z.strictObject({
  user_id: z.uuid().meta({ description: "The member's user id, as the members list answers it." }),
});
export const ZInvitationParams = z.strictObject({ id: z.uuid() });
export const ZInvitationTokenParams = z.strictObject({
  token: z.string().min(1).max(200).meta({ description: 'The token at the end of the mailed invitation link.' }),
});
export const ZEmptyInput = z.strictObject({});
