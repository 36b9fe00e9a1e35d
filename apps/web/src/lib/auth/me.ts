import type { TMe, TWorkspaceRole } from '@kurz/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../queries';
import { useTRPC } from '../trpc';
import { roleBlocks } from '../workspace';

/** The signed-in account inside the shell (the _authed guard has loaded it already). */
export function useMe(): TMe {
  const trpc = useTRPC();
  return useSuspenseQuery(meQueryOptions(trpc)).data;
}

export const isAdminUser = (me: Pick<TMe, 'status' | 'role'>) => me.status === 'admin' || me.role === 'admin';

/** Why the caller's role in the current workspace rules out an action needing `needed`, or null (see roleBlocks). */
export function useRoleBlock(needed: Exclude<TWorkspaceRole, 'viewer'>, reason?: string): string | null {
  return roleBlocks(useMe().workspace.role, needed, reason);
}
