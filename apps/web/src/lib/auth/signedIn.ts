import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';
import { meQueryOptions } from '../queries';
import { redirectPath } from '../urls';

/**
 * /login and /register are for the signed-out and guests: a registered account visiting them goes on
 * to where the `redirect` parameter points (when it is safe), else to `fallback`.
 */
export async function leaveIfRegistered(context: RouterContext, target: string | undefined, fallback: string): Promise<void> {
  const me = await context.queryClient.fetchQuery(meQueryOptions(context.trpc)).catch(() => null);
  if (me && me.status !== 'guest') throw redirect({ href: redirectPath(target) ?? fallback, replace: true });
}
