import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
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
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  allowedMethods: (url: string) => string[],
): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  // Vite names every file under assets/ by its content hash: a changed file gets a new name.
  const hashed = join(resolve(webDist), 'assets') + sep;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; they go out as they are when the browser accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        // Hashed files never change; anything else (index.html, favicon) is checked again on every use.
        res.setHeader(
          'cache-control',
          resolve(path).startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/');
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) {
      const allowed = isApi ? allowedMethods(req.url) : [];
      if (allowed.length > 0) {
        const message = `${req.method} is not a method of this path: it takes ${allowed.join(', ')}.`;
        return reply.code(405).header('allow', allowed.join(', ')).send({ error: 'method_not_allowed', message });
      }
      return reply.code(404).send({ error: 'not_found' });
    }
    // A chunk of an older build is gone after a deploy: index.html in its place would fail as a script.
    if (req.url.startsWith('/assets/')) {
      return reply.code(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The dashboard is not built: run `pnpm build` (pnpm start does it).');
    }
    return reply.sendFile('index.html');
  });
}
