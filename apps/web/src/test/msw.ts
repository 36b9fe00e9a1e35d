import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Throw from a procedure stub to answer with the API's error envelope (message and appCode = code). */
class TrpcError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
  ) {
    super(code);
  }
}

/** Return from a procedure stub to make the whole HTTP request fail like a dropped connection. */
export const NETWORK_ERROR = Symbol('network error');

/** What a stub may ask of the request besides its input: the workspace its X-Kurz-Workspace header names. */
interface StubRequest {
  workspace: string | null;
}
type Stub = (input: unknown, request: StubRequest) => unknown;

const TRPC_CODE: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

function errorEnvelope(code: string, status: number, path: string) {
  return {
    error: {
      message: code,
      code: -32600,
      data: { code: TRPC_CODE[status] ?? 'INTERNAL_SERVER_ERROR', httpStatus: status, path, appCode: code },
    },
  };
}

interface Calls {
  /** Every call the page made, in order: procedure path, input and the workspace header (null: none). */
  list: { path: string; input: unknown; workspace: string | null }[];
  of(path: string): unknown[];
}

/**
 * Answers tRPC's httpBatchLink at the network edge: `/trpc/a,b?batch=1` with inputs keyed by index
 * (query string for queries, JSON body for mutations), replying with one result envelope per call.
 */
export function mockTrpc(stubs: Record<string, Stub>): Calls {
  const calls: Calls = { list: [], of: (path) => calls.list.filter((c) => c.path === path).map((c) => c.input) };
  server.use(
    http.all('*/trpc/:paths', async ({ request, params }) => {
      const url = new URL(request.url);
      const paths = String(params.paths).split(',');
      const inputs = (
        request.method === 'GET' ? JSON.parse(url.searchParams.get('input') ?? '{}') : await request.json()
      ) as Record<string, unknown>;
      const results = [];
      let status = 200;
      const workspace = request.headers.get('x-kurz-workspace');
      for (const [i, path] of paths.entries()) {
        const input = inputs[String(i)];
        calls.list.push({ path, input, workspace });
        // Looked up at each call: a test may change its stubs after mocking.
        const stub = stubs[path] ?? (path === 'auth.session' ? sessionFrom(stubs['auth.me']) : undefined);
        if (!stub) {
          results.push(errorEnvelope('not_found', 404, path));
          status = 404;
          continue;
        }
        try {
          const data = await stub(input, { workspace });
          if (data === NETWORK_ERROR) return HttpResponse.error();
          results.push({ result: { data } });
        } catch (error) {
          if (!(error instanceof TrpcError)) throw error;
          results.push(errorEnvelope(error.code, error.status, path));
          status = paths.length > 1 ? 207 : error.status;
        }
      }
      return HttpResponse.json(results, { status });
    }),
  );
  return calls;
}

/** auth.session answers as the test's auth.me does, but null where auth.me is a 401 (signed out). */
function sessionFrom(me: Stub | undefined): Stub | undefined {
  if (!me) return undefined;
  return async (input, request) => {
    try {
      return await me(input, request);
    } catch (error) {
      // As the server does: signed out, or signed in but no member of the named workspace.
      if (error instanceof TrpcError && (error.status === 401 || error.code === 'not_a_member')) return null;
      throw error;
    }
  };
}

export const fail =
  (code: string, status = 400) =>
  () => {
    throw new TrpcError(code, status);
  };

/** A personal workspace, as auth.me names it: its id is the person's. */
const personal = (id: string) => ({ id, name: 'Personal', role: 'owner' as const, owner_email: null });

export const ME = {
  guest: {
    id: '00000000-0000-4000-8000-000000000001',
    email: null,
    status: 'guest',
    role: 'user',
    plan: 'free',
    workspace: personal('00000000-0000-4000-8000-000000000001'),
  },
  unverified: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'new@example.com',
    status: 'unverified',
    role: 'user',
    plan: 'free',
    workspace: personal('00000000-0000-4000-8000-000000000002'),
  },
  verified: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'user@example.com',
    status: 'verified',
    role: 'user',
    plan: 'free',
    workspace: personal('00000000-0000-4000-8000-000000000003'),
  },
  admin: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'admin@example.com',
    status: 'admin',
    role: 'admin',
    plan: 'pro',
    workspace: personal('00000000-0000-4000-8000-000000000004'),
  },
} as const;

/** mockTrpc for a page inside the signed-in shell, which always has its caller loaded (auth.me). */
export const mockTrpcSignedIn = (stubs: Record<string, Stub>): Calls =>
  mockTrpc({ 'auth.me': () => ME.verified, ...stubs });
