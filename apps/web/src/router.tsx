import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { MSG } from '@kurz/core';
import { routeTree } from './routeTree.gen';
import type { Trpc } from './lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read through React Query, so the router need not cache on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <div className="page-loading">{MSG.loading}</div>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
