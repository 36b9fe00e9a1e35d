import { createCaller, restRoutes, toWireError, type ApiDeps } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from './context';

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const ctx = await createRequestContext(deps, req, reply);
        try {
          const result = await route.handle(createCaller(ctx), {
            params: req.params as Record<string, string>,
            query: req.query as Record<string, string | undefined>,
            body: req.body,
          });
          return reply.send(result ?? { ok: true });
        } catch (error) {
          const { code, status } = toWireError(error);
          if (status >= 500) req.log.error({ err: error }, 'request failed');
          return reply.code(status).send({ error: code });
        }
      },
    });
  }
}
