import { createCaller, restAuthOf, restRoutes, type ApiDeps } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createKeyContext, isKeyRequest } from './apiKeys';
import { createRequestContext } from './context';

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    const auth = restAuthOf(route);
    app.route({
      method: route.method,
      url: route.path,
      // Read by the CSRF hook: a key request on this row involves no cookie (see apiKeys.ts).
      config: { restAuth: auth },
      handler: async (req, reply) => {
        const ctx = isKeyRequest(req, auth) ? await createKeyContext(deps, req, reply, auth) : await createRequestContext(deps, req, reply);
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
