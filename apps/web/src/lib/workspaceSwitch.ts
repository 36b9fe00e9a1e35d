import type { TMe } from '@kurz/core';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '../router';
import { currentAccount } from './auth/signedIn';
import { NO_LONGER_MEMBER, setActiveWorkspace, setWorkspaceNotice } from './workspace';

/**
 * Acts in workspace `id` (null: the personal one) from the next call on, with nothing of the previous
 * workspace left in the cache: its data must never show under the new one's name.
 */
export async function enterWorkspace(queryClient: QueryClient, id: string | null): Promise<void> {
  setActiveWorkspace(id);
  await queryClient.cancelQueries();
  queryClient.removeQueries();
}

/** The chosen workspace turned the caller away: the personal one again, and the shell says why. */
export async function leaveLostWorkspace(context: RouterContext): Promise<TMe | null> {
  await enterWorkspace(context.queryClient, null);
  const me = await currentAccount(context);
  // Signed out altogether rather than turned away: the sign-in page says nothing of workspaces.
  if (me) setWorkspaceNotice(NO_LONGER_MEMBER);
  return me;
}
