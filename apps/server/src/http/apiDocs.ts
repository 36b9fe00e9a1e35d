import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument, restRoutes, type PlainRoute } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import serverPackage from '../../package.json' with { type: 'json' };
import { STRIPE_WEBHOOK_ROUTE } from './stripeWebhook';
import { TLS_ASK_ROUTE } from './tlsAsk';
import { UPLOAD_ROUTES } from './uploads';

/** The /api/ routes outside the REST table that the document lists all the same. */
export const PLAIN_ROUTES: PlainRoute[] = [...UPLOAD_ROUTES, TLS_ASK_ROUTE, STRIPE_WEBHOOK_ROUTE];

const require = createRequire(import.meta.url);
const SERVER_VERSION = serverPackage.version;
/** The viewer (Swagger UI, Apache-2.0), served from its npm package: no CDN. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The viewer's files the page loads, by the name it loads them under. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

// Started from a script file of its own: the page has no inline script, as the CSP demands.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>kurz API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** GET /api/openapi.json (the document, made on first request) and GET /api/docs (a page that shows it). */
export function registerApiDocs(app: FastifyInstance, appOrigin: string): void {
  let document: string | null = null;
  app.get('/api/openapi.json', async (_req, reply) => {
    document ??= JSON.stringify(
      openApiDocument(restRoutes, PLAIN_ROUTES, { version: SERVER_VERSION, server: appOrigin }),
    );
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/api/docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/api/docs/start.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(START_SCRIPT),
  );
  const cache = new Map<string, Buffer>();
  for (const [name, { file, type }] of Object.entries(ASSETS)) {
    app.get(`/api/docs/${name}`, async (_req, reply) => {
      let bytes = cache.get(name);
      if (!bytes) cache.set(name, (bytes = readFileSync(join(SWAGGER_UI_DIR, file))));
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(bytes);
    });
  }
}
