import type { AppRouter } from '@kurz/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { workspaceHeaders } from './workspace';

export type Trpc = TRPCOptionsProxy<AppRouter>;
type TrpcClient = TRPCClient<AppRouter>;

/** Hooks for components; the same client and proxy also sit in the router context for loaders. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The wire code of a failed call ('user_exists', 'invalid_token', ...), or null for a network failure. */
export function errorCode(error: unknown): string | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as { appCode?: string } | undefined;
    if (data?.appCode) return data.appCode;
    // No JSON reply at all (offline, proxy error page): treat as a connection problem.
    if (!error.shape && !error.data) return null;
    return error.message || 'internal_error';
  }
  return null;
}

/** The call got no answer at all (offline, server unreachable): trying again may work. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && errorCode(error) === null;
}

/** A failed call's text: its code's entry in `messages`, else `texts.other`; `texts.network` when no reply came. */
export function errorText(
  error: unknown,
  messages: Record<string, string>,
  texts: { network: string; other: string },
): string {
  const code = errorCode(error);
  if (code === null) return texts.network;
  return messages[code] ?? texts.other;
}

/** The server answered and refused (4xx): asking again will get the same answer. */
export function isClientError(error: unknown): boolean {
  const status =
    error instanceof TRPCClientError ? (error.data as { httpStatus?: unknown } | undefined)?.httpStatus : undefined;
  return typeof status === 'number' && status < 500;
}

/** No session (code 'unauthorized'). Other 401s, such as a wrong current password, are answers to show. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { appCode?: string; code?: string } | undefined;
  return data?.appCode ? data.appCode === 'unauthorized' : data?.code === 'UNAUTHORIZED';
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network trouble might.
        retry: (count, error) => !isClientError(error) && count < 2,
      },
    },
  });
}

export function createApi(origin: string = window.location.origin): {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  trpc: Trpc;
} {
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        maxItems: 20,
        headers: workspaceHeaders,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}
