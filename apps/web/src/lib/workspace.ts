import type { TMe, TWorkspaceRole } from '@kurz/core';
import { useSyncExternalStore } from 'react';

/** The request header naming the workspace a call acts in; without it the server takes the personal one. */
const WORKSPACE_HEADER = 'X-Kurz-Workspace';
/** The search parameter that names the workspace a page shows (absent: the personal workspace). */
export const WORKSPACE_PARAM = 'workspace';
const STORAGE_KEY = 'kurz.workspace';

/** The workspace this tab acts in, or null for the personal one; undefined until first read. */
let active: string | null | undefined;

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The address's own choice first (a shared or reloaded page), else the one this browser keeps. */
export function activeWorkspace(): string | null {
  if (active === undefined)
    active = new URLSearchParams(window.location.search).get(WORKSPACE_PARAM) || stored() || null;
  return active;
}

/** Acts in `id` from now on (null: the personal workspace) and keeps the choice for this browser. */
export function setActiveWorkspace(id: string | null): void {
  active = id;
  try {
    if (id) localStorage.setItem(STORAGE_KEY, id);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled; the address still carries the choice.
  }
}

/** The header every call of the dashboard sends (tRPC, uploads, imports, exports). */
export function workspaceHeaders(): Record<string, string> {
  const id = activeWorkspace();
  return id ? { [WORKSPACE_HEADER]: id } : {};
}

export const NO_LONGER_MEMBER =
  'You are no longer a member of that workspace. You are back in your personal workspace.';

/** A message the shell shows once, e.g. after a workspace the tab was in turned the caller away. */
let notice: string | null = null;
const listeners = new Set<() => void>();

export function setWorkspaceNotice(text: string | null): void {
  notice = text;
  listeners.forEach((l) => l());
}

export function useWorkspaceNotice(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => notice,
  );
}

const RANK: Record<TWorkspaceRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/** Why a role may not take an action that needs `needed`, or null when it may (mirrors the server's ROLE_NEEDED). */
export function roleBlocks(
  role: TWorkspaceRole,
  needed: Exclude<TWorkspaceRole, 'viewer'>,
  reason: string = ROLE_REASONS[needed],
): string | null {
  return RANK[role] >= RANK[needed] ? null : reason;
}

/** Reading the subscription and payments needs an admin. */
export const ADMINS_BILLING = 'Only admins can see the subscription and payments';

const ROLE_REASONS = {
  member: 'Viewers can only read links and statistics',
  admin: 'Only admins can do this',
  owner: 'Only owners can change the plan',
} as const;

/** A workspace's name as shown: another person's own one (every one is called Personal) with its owner's email. */
export const workspaceName = ({ name, owner_email }: { name: string; owner_email: string | null }) =>
  owner_email ? `${name} of ${owner_email}` : name;

/** The caller acts in their own personal workspace (its id is theirs): it may be shared, but not left or deleted. */
export const inOwnWorkspace = (me: Pick<TMe, 'id' | 'workspace'>) => me.workspace.id === me.id;
