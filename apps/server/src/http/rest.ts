import { Readable } from 'node:stream';
import {
  AppError,
  claimIdempotencyKey,
  completeIdempotencyKey,
  createCaller,
  Download,
  hitRateLimits,
  idempotencyKeyOf,
  parseJsonOnImportThread,
  releaseIdempotencyKey,
  requestHash,
  restInputProblem,
  restRoutes,
  type ApiDeps,
  type Context,
  type IdempotencyCaller,
  type RestInput,
  type RestRoute,
} from '@kurz/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createKeyContext, isKeyRequest } from './apiKeys';
import { createRequestContext, unavailableAs503 } from './context';
import { errorAnswer } from './errors';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Rows that also take an HTML-form body: ad networks post conversions that way. */
const FORM_ROWS = new Set(['POST /api/postback']);
/** A postback is a few short fields; anything near this is not one. */
const FORM_BODY_LIMIT = 8_192;

/** Bodies up to this are parsed where they arrive; a larger one (an import's file) on the import thread. */
const INLINE_JSON_MAX = 64 * 1024;

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    if (route.bodyLimit) {
      // Parsing 10 MB of JSON would hold the event loop that answers redirects.
      void app.register(async (scope) => {
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'string', bodyLimit: route.bodyLimit },
          async (_req: unknown, body: string | Buffer) => {
            const text = body.toString();
            try {
              return text.length <= INLINE_JSON_MAX
                ? (JSON.parse(text) as unknown)
                : await parseJsonOnImportThread(text);
            } catch (err) {
              if (err instanceof AppError) throw err;
              throw Object.assign(new Error('the body is not JSON', { cause: err }), { statusCode: 400 });
            }
          },
        );
        addRow(scope, route, deps);
      });
      continue;
    }
    if (!FORM_ROWS.has(`${route.method} ${route.path}`)) {
      addRow(app, route, deps);
      continue;
    }
    // The form parser lives in a scope of its own: no other route parses form bodies.
    void app.register(async (scope) => {
      scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, text, done) => {
        // A repeated field keeps its first value.
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(text as string)) if (!(key in fields)) fields[key] = value;
        done(null, fields);
      });
      addRow(scope, route, deps, { form: true });
    });
  }
}

/** A large body's uploads one signed-in caller may start a minute (the call's own limits come after it is read). */
const LARGE_BODIES_PER_MINUTE = 30;

function addRow(app: FastifyInstance, route: RestRoute, deps: ApiDeps, options: { form?: boolean } = {}): void {
  const contextOf = (req: FastifyRequest, reply: FastifyReply) =>
    isKeyRequest(req, route.auth)
      ? createKeyContext(deps, req, reply, route.auth)
      : createRequestContext(deps, req, reply);
  // A row taking a large body (an import's file) knows its caller before reading it: no one reads
  // megabytes for a caller without a session or key, nor for one sending more than a few a minute.
  const early = new WeakMap<object, Context>();
  app.route({
    method: route.method,
    url: route.path,
    // Read by the CSRF hook (a key request on this row involves no cookie, see apiKeys.ts) and the 415 hook.
    config: { restAuth: route.auth, ...options },
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    onRequest: route.bodyLimit
      ? async (req, reply) => {
          const ctx = await contextOf(req, reply);
          if (!ctx.user) throw new AppError('unauthorized');
          await hitRateLimits(deps.db, [
            { key: `large-body:user:${ctx.user.id}`, limit: LARGE_BODIES_PER_MINUTE, windowSeconds: 60 },
          ]).catch(unavailableAs503);
          early.set(req, ctx);
        }
      : undefined,
    handler: async (req, reply) => {
      const input: RestInput = {
        params: req.params as Record<string, string>,
        query: req.query as Record<string, string | undefined>,
        body: req.body,
      };
      const ctx = early.get(req) ?? (await contextOf(req, reply));
      // A setting the call does not know must not be silently dropped, nor a body that is no object read
      // as no fields (a caller without a session learns that first, from the procedure).
      const checked = route.auth === 'public' || route.auth === 'signin' || ctx.user;
      const problem = checked ? restInputProblem(route, input) : undefined;
      if (problem) throw problem;
      const caller =
        route.idempotent && ctx.workspace && ctx.user ? { workspace: ctx.workspace.id, user: ctx.user.id } : undefined;
      const key = caller ? idempotencyKeyOf(req.headers['idempotency-key']) : undefined;
      if (caller && key) {
        const claim = await claimIdempotencyKey(deps, caller, key, requestHash(route, input)).catch(unavailableAs503);
        if (!claim.run)
          return reply
            .code(claim.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(claim.body);
      }
      let result: unknown;
      try {
        result = await route.handle(createCaller(ctx), input);
      } catch (err) {
        if (caller && key) await settleFailure(deps, caller, key, err);
        throw err;
      }
      if (caller && key)
        await completeIdempotencyKey(deps, caller, key, 200, JSON.stringify(result ?? { ok: true })).catch(
          unavailableAs503,
        );
      // An export: streamed as it is read from the database, never held whole.
      if (result instanceof Download) {
        return reply
          .header('content-type', result.contentType)
          .header('content-disposition', `attachment; filename="${result.filename.replace(/[^\w.@-]/g, '_')}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(result.body));
      }
      return reply.send(result ?? { ok: true });
    },
  });
}

/**
 * A refusal is the key's answer as a success is (the same request would be refused again); an outage,
 * a rate limit or a crash is not: the key is given back, so that the client's retry runs.
 */
async function settleFailure(deps: ApiDeps, caller: IdempotencyCaller, key: string, err: unknown): Promise<void> {
  const { status, body } = errorAnswer(err);
  const settle =
    status >= 500 || status === 429
      ? releaseIdempotencyKey(deps.db, caller, key)
      : completeIdempotencyKey(deps, caller, key, status, JSON.stringify(body));
  // The request's own error is what the client must see; the key then stays held until its lock runs out.
  await settle.catch((e: unknown) => deps.log.warn({ err: e }, 'settling an idempotency key failed'));
}
