import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

interface StaticFile {
  type: string;
  body: Buffer;
}

/** kurz's mark (the dashboard's inline SVG icon) drawn at 32 px: an .ico holding one PNG. */
const FAVICON: StaticFile = {
  type: 'image/x-icon',
  body: Buffer.from(
    'AAABAAEAICAAAAEAIABcAgAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAiNJREFUeJzFl89K60AUxs/03gtXq6DiRnRh9QGsK8GVFKzu7NKFvoJWREEQRBAE/2DtK+jCZd1pheJKcGX7AKILxY2ooFVBbfxOhmisjc1MYvqDJF+SIeebkzPMjKAyEsNXnWS8TRqGGCCiKA4/yAthHJL4s5nZazsnG18MJIYuNhA4CflrwEgqs98xBWnyYWAkfnmCSxRHEOR3s+29uEoD6HkKPZ+EDAxkYhOZSAr+50apdIZngSNCoYioRe8tOAvCzb+PDdbhTJQ7eMK5Mm7aVCDPBgwIR2LxOpqYboYiSq/fUi77PcDEdBPa1UM5t3GiqoHR8UYaHWuEItrZvqedrXsoSbhB0NJKK0W6/+FOEpiBSsFzB4+UXruDco+WgUj3XzN4uCGEpxLVnlsoGzg+evItOKNk4Oz0Bb3/THmxWKL5mWs8f8WdHkoG7PgRnNE2wCwv3uCXPEPp48lA8QFZmPWWBSUDXIDp9TtaWsXw65K1wHXBJooPP37GESUDPAo+hiFMhMNyJLCx5cVbKHW0DDB9/f9pbqEFSmJ/p4K2Acb+jtEpSk8GmLmFZmRDzoQ6RenZgDknoB50i9KzAcZLUfpigCkvSrfzQ1UDMRcLEgu72WptLUQifpmHgx5oR9gE4+aDKm2xJC/UflFa82U5rrXdmECbuKkFv0DQQibbHoVk/UkQmbB6DmnyxQDDNYHteZKwPfcrIwhSILk9T5Vvz98BTtVvmsG3cRkAAAAASUVORK5CYII=',
    'base64',
  ),
};

const robots = (rule: string): StaticFile => ({
  type: 'text/plain; charset=utf-8',
  body: Buffer.from(`User-agent: *\n${rule}\n`),
});

/** The dashboard is an app behind a sign-in: nothing there for a search engine. */
const DASHBOARD_FILES = new Map([
  ['/robots.txt', robots('Disallow: /')],
  ['/favicon.ico', FAVICON],
]);

/** Short links may be followed and indexed: they are meant to be shared. */
const SHORT_LINK_FILES = new Map([
  ['/robots.txt', robots('Allow: /')],
  ['/favicon.ico', FAVICON],
]);

const CACHE_CONTROL = 'public, max-age=86400';

export function registerWellKnown(app: FastifyInstance): void {
  for (const [path, file] of DASHBOARD_FILES) {
    app.get(path, (_req, reply) => reply.header('cache-control', CACHE_CONTROL).type(file.type).send(file.body));
  }
}

/** Answers /robots.txt and /favicon.ico on a short-link host (never slugs); false for any other path. */
export function answerShortLinkFile(req: IncomingMessage, res: ServerResponse): boolean {
  const file = req.url ? SHORT_LINK_FILES.get(req.url) : undefined;
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': CACHE_CONTROL });
  res.end(req.method === 'HEAD' ? undefined : file.body);
  return true;
}
