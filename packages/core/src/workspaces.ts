import { z } from 'zod';

export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type TWorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const ZCurrentWorkspace = z.object({ id: z.string(), name: z.string(), role: z.enum(WORKSPACE_ROLES) }).meta({
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
