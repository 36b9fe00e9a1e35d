import { Readable } from 'node:stream';
import { createCaller, Download, restAuthOf, restRoutes, type ApiDeps } from '@kurz/api';
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
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (req, reply) => {
        const ctx = isKeyRequest(req, auth) ? await createKeyContext(deps, req, reply, auth) : await createRequestContext(deps, req, reply);
        const result = await route.handle(createCaller(ctx), {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string | undefined>,
          body: req.body,
        });
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
}
