import { createCaller, restRoutes, type ApiDeps } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from './context';

const isJsonOrEmpty = (contentType: string | undefined) =>
  !contentType || contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
    const takesBody = route.method === 'POST' || route.method === 'PUT';
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        // The table speaks JSON only: other parsers registered on the app (multipart for uploads) must not
        // let a cross-site <form> reach these calls.
        if (takesBody && !isJsonOrEmpty(req.headers['content-type'])) return reply.code(415).send({ error: 'unsupported_media_type' });
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
