import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** Spec §9: the limits query is stale after 30 s and retried twice. */
export function limitsQueryOptions(trpc: Trpc) {
  return { ...trpc.user.limits.queryOptions(), staleTime: 30_000, retry: 2 };
}

export function meQueryOptions(trpc: Trpc) {
  return { ...trpc.auth.me.queryOptions(), retry: false, staleTime: 30_000 };
}

/** Who is signed in, or null: signed-out pages ask this, as a 401 would be a console error there. */
export function sessionQueryOptions(trpc: Trpc) {
  return { ...trpc.auth.session.queryOptions(), retry: false, staleTime: 0, gcTime: 0 };
}

/** After links change: the list, and the tags (a link can bring new ones, with their colours). */
export function refreshLinks(queryClient: QueryClient, trpc: Trpc): void {
  void queryClient.invalidateQueries(trpc.links.list.pathFilter());
  void queryClient.invalidateQueries(trpc.links.tags.pathFilter());
}
