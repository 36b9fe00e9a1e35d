import { AppError, createCaller, knownFieldsProblem, restRoutes, type ApiDeps, type RestInput } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from './context';

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const input: RestInput = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string | undefined>,
          body: req.body,
        };
        const ctx = await createRequestContext(deps, req, reply);
        // A setting the call does not know must not be silently dropped (a caller without a session
        // learns that first, from the procedure).
        const field = route.auth === 'public' || ctx.user ? knownFieldsProblem(route, input) : undefined;
        if (field !== undefined) throw new AppError('unknown_field', { field });
        const result = await route.handle(createCaller(ctx), input);
        return reply.send(result ?? { ok: true });
      },
    });
  }
}
