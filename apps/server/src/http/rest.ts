import { createCaller, restRoutes, type ApiDeps, type RestRoute } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from './context';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Rows that also take an HTML-form body: ad networks post conversions that way. */
const FORM_ROWS = new Set(['POST /api/postback']);
/** A postback is a few short fields; anything near this is not one. */
const FORM_BODY_LIMIT = 8_192;

export function registerRestRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const route of restRoutes) {
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

function addRow(app: FastifyInstance, route: RestRoute, deps: ApiDeps, config: { form?: boolean } = {}): void {
  app.route({
    method: route.method,
    url: route.path,
    config,
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
