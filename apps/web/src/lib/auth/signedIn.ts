import type { TMe } from '@kurz/core';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';
import { meQueryOptions, sessionQueryOptions } from '../queries';
import { redirectPath } from '../urls';
import { activeWorkspace, NO_LONGER_MEMBER, setActiveWorkspace, setWorkspaceNotice } from '../workspace';

/**
 * The signed-in account, or null when nobody is signed in. Asked through auth.session (null, not a
 * 401, when signed out) and kept where the shell reads it (auth.me's cache). auth.session is null too
 * for an account no longer a member of the workspace this browser kept: then it is asked again in the
 * personal workspace, and the shell says why.
 */
export async function currentAccount({ queryClient, trpc }: RouterContext): Promise<TMe | null> {
  const key = meQueryOptions(trpc).queryKey;
  const cached = queryClient.getQueryData(key);
  if (cached) return cached;
  let me = await queryClient.fetchQuery(sessionQueryOptions(trpc));
  if (!me && activeWorkspace()) {
    setActiveWorkspace(null);
    me = await queryClient.fetchQuery(sessionQueryOptions(trpc));
    // Signed out altogether rather than turned away: nothing to say about workspaces.
    if (me) setWorkspaceNotice(NO_LONGER_MEMBER);
  }
  if (me) queryClient.setQueryData(key, me);
  return me;
}

/**
 * /login and /register are for the signed-out and guests: a registered account visiting them goes on
 * to where the `redirect` parameter points (when it is safe), else to `fallback`.
 */
export async function leaveIfRegistered(
  context: RouterContext,
  target: string | undefined,
  fallback: string,
): Promise<void> {
  const me = await currentAccount(context).catch(() => null);
  if (me && me.status !== 'guest') throw redirect({ href: redirectPath(target) ?? fallback, replace: true });
}
