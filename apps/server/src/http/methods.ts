import type { FastifyInstance } from 'fastify';

/**
 * The methods each path of the app answers, learnt from the routes as they are added: a request
 * with another method on such a path is answered 405 with `Allow` (not 404 as if nothing were there).
 * Call before any route is added.
 */
export function trackRouteMethods(app: FastifyInstance): (url: string) => string[] {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    // Wildcard routes (the dashboard's files) answer any path: they say nothing about a method.
    if (route.url.includes('*')) return;
    const pattern = new RegExp(
      `^${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`,
    );
    const methods = [route.method].flat();
    const known = routes.find((r) => r.pattern.source === pattern.source);
    if (known) for (const m of methods) known.methods.add(m);
    else routes.push({ pattern, methods: new Set(methods) });
  });
  return (url) => {
    const path = url.split('?', 1)[0]!;
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => [...r.methods]));
    return [...methods].sort();
  };
}
