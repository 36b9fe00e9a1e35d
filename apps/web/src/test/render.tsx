import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createApi, TRPCProvider } from '../lib/trpc';
import { createAppRouter, type RouterContext } from '../router';

/**
 * Renders one component with the app's real providers (query client, tRPC client over fetch) inside a
 * one-route router, so <Link> works; the network is whatever msw answers.
 */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const api = createApi();
  // Tests assert on the first answer; production retries are covered by the option objects themselves.
  api.queryClient.setDefaultOptions({ queries: { retry: false } });
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => <Suspense fallback={<p>Loading...</p>}>{ui}</Suspense>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: api.queryClient, trpc: api.trpc },
  });
  const result = render(
    <QueryClientProvider client={api.queryClient}>
      <TRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
        <RouterProvider router={router as never} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, ...api, router };
}

/** The whole dashboard (real route tree, guards and shell) at `path`; the network is whatever msw answers. */
export function renderApp(path: string) {
  const api = createApi();
  api.queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createAppRouter(
    { queryClient: api.queryClient, trpc: api.trpc },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const result = render(
    <QueryClientProvider client={api.queryClient}>
      <TRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, ...api, router };
}
