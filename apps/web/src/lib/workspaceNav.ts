import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCode } from './trpc';
import { NO_LONGER_MEMBER, setActiveWorkspace, setWorkspaceNotice, WORKSPACE_PARAM } from './workspace';

/**
 * Acts in workspace `id` (null: the personal one) from the next call on, with nothing of the previous
 * workspace left in the cache: its data must never show under the new one's name.
 */
export async function enterWorkspace(queryClient: QueryClient, id: string | null): Promise<void> {
  setActiveWorkspace(id);
  await queryClient.cancelQueries();
  queryClient.removeQueries();
}

/** The pages that show one workspace's data as a whole: a switch stays on them; from any other it goes to Links. */
const LIST_PAGES = ['/links', '/domains', '/billing', '/reports', '/members', '/audit', '/profile'];

/** Moves the tab into workspace `id` (null: the personal one), on `path` or the same list page. */
export async function goToWorkspace(
  queryClient: QueryClient,
  router: ReturnType<typeof useRouter>,
  id: string | null,
  path?: string,
): Promise<void> {
  await enterWorkspace(queryClient, id);
  const here = router.state.location.pathname;
  const to = path ?? (LIST_PAGES.includes(here) ? here : '/links');
  // The key is given even when empty: the address would otherwise keep the previous workspace's.
  await router.navigate({ to: to as '/links', search: { [WORKSPACE_PARAM]: id ?? undefined } });
}

/**
 * Inside the shell, a call answered not_a_member (removed from the workspace, or it was deleted, while
 * this tab was in it): forget the choice, go to the personal workspace, and say why.
 */
export function useLeaveWhenNotMember(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let leaving = false;
    const onError = (error: unknown) => {
      if (leaving || errorCode(error) !== 'not_a_member') return;
      leaving = true;
      setWorkspaceNotice(NO_LONGER_MEMBER);
      void goToWorkspace(queryClient, router, null, '/links');
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
  }, [queryClient, router]);
}
