import { createCaller, restRoutes, type ApiDeps } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from './context';

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const ctx = await createRequestContext(deps, req, reply);
        const result = await route.handle(createCaller(ctx), {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string | undefined>,
          body: req.body,
        });
        return reply.send(result ?? { ok: true });
      },
    });
  }
}
