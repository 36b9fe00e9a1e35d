import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * What the dashboard may load: its own scripts and styles only (no inline script or style element;
 * React's style props are set through the DOM, which CSP allows), no plugins, no <base>, never framed.
 * Images may also come from any https: address, because the preview editor shows the image URL the
 * user typed; uploads are served from this origin (/api/r2), whatever the object store.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the built dashboard; every other GET that is not an API path gets index.html so client-side
 * routes (and their 'Page not found.') work on a reload. Without a build, says how to make one.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/');
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found' });
    }
    if (!hasBuild) {
      return reply.code(503).type('text/plain').send('The dashboard is not built: run `pnpm build` (pnpm start does it).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
