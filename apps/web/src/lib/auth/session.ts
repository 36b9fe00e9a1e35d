import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isUnauthorized, useTRPC, type Trpc } from '../trpc';
import { loginRedirectUrl } from '../urls';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Where a visitor without a session signs in: the deployment's login page (an address), else our /login. */
export type SignIn = { href: string } | { search: { redirect: string; reason?: 'expired' } };

/**
 * The shell's one rule for a missing session: LOGIN_URL when the deployment has one, else /login, either
 * way with the address the visitor was on, so signing in brings them back. `ended` when a session was lost
 * in use, not on a first visit.
 */
export async function signInTarget(
  queryClient: QueryClient,
  trpc: Trpc,
  here: string,
  ended: boolean,
): Promise<SignIn> {
  const config = await queryClient.fetchQuery(trpc.meta.config.queryOptions()).catch(() => null);
  if (config?.login_url) return { href: loginRedirectUrl(config.login_url, here) };
  return { search: ended ? { redirect: here, reason: 'expired' } : { redirect: here } };
}

/**
 * Inside the shell, any call answered 401 (query or mutation, from any page) means the session is gone:
 * the visitor goes to sign in at once instead of seeing each page fail on its own.
 */
export function useSignInWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const router = useRouter();
  useEffect(() => {
    let leaving = false;
    const onError = (error: unknown) => {
      if (leaving || !isUnauthorized(error)) return;
      leaving = true;
      const here = `${window.location.origin}${router.state.location.href}`;
      void signInTarget(queryClient, trpc, here, true).then((target) => {
        if ('href' in target) window.location.href = target.href;
        else void router.navigate({ to: '/login', search: target.search, replace: true });
      });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') onError(e.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') onError(e.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, trpc, router]);
}
