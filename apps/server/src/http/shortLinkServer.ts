import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { bareHost, type RedirectEngine } from '@kurz/api';
import type { FastifyBaseLogger } from 'fastify';
import { answerShortLinkFile } from './wellKnown';

/** The same client-address rules as Fastify's trustProxy, for requests that never reach Fastify. */
function clientIp(trustProxy: boolean | string): (req: IncomingMessage) => string {
  if (!trustProxy) return (req) => req.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
  return (req) => {
    const all = proxyAddr.all(req, trust);
    return all[all.length - 1] ?? '';
  };
}

/** A Host header's name: lower-case, without its port or the trailing dot of a fully qualified name. */
export const hostnameOf = (hostHeader: string | undefined): string => (hostHeader ? bareHost(hostHeader) : '');

/**
 * An HTTP server that answers short-link hosts itself, straight from the redirect engine, and hands
 * everything else to Fastify: the hot path skips the framework's per-request work.
 */
export function shortLinkServerFactory(
  engine: RedirectEngine,
  isShortLinkHost: (hostname: string) => boolean,
  trustProxy: boolean | string,
  log: FastifyBaseLogger | undefined,
) {
  const ipOf = clientIp(trustProxy);
  const onError = (err: unknown) => log?.error({ err }, 'redirect failed');
  return (fastifyHandler: RequestListener): Server =>
    createServer((req: IncomingMessage, res: ServerResponse) => {
      const hostname = hostnameOf(req.headers.host);
      if (!isShortLinkHost(hostname)) return fastifyHandler(req, res);
      // Every visit is a line at debug only: at info, a busy server's log would be little else.
      if (log && VERBOSE_LEVELS.has(log.level)) logVisit(log, hostname, req, res);
      void serveShortLink(engine, hostname, ipOf(req), req, res, onError);
    });
}

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

function logVisit(log: FastifyBaseLogger, host: string, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once('finish', () =>
    log.debug(
      { method: req.method, host, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started) },
      'short link answered',
    ),
  );
}

/**
 * A short-link visit, answered 503 when the engine fails (the database is unreachable on a cache miss).
 * Returns a promise only when the engine had to wait (a cache miss).
 */
export function serveShortLink(
  engine: RedirectEngine,
  hostname: string,
  ip: string,
  req: IncomingMessage,
  res: ServerResponse,
  onError: (err: unknown) => void,
): void | Promise<void> {
  if (answerShortLinkFile(req, res)) return;
  try {
    return engine.handle(hostname, ip, req, res)?.catch((err) => failed(res, onError, err));
  } catch (err) {
    failed(res, onError, err);
  }
}

function failed(res: ServerResponse, onError: (err: unknown) => void, err: unknown): void {
  onError(err);
  if (!res.headersSent) res.writeHead(503, { 'retry-after': '5' });
  res.end();
}
