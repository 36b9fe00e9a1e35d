import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import {
  appRouter,
  NOT_FOUND_PAGE,
  PAGE_HEADERS,
  RETRY_AFTER_SECONDS,
  toWireError,
  type ApiDeps,
  type RedirectEngine,
  type RestAuth,
} from '@kurz/api';
import { servedOverHttps } from '@kurz/core';
import { pendingMigrations } from '@kurz/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { isKeyRequest } from './http/apiKeys';
import { createRequestContext } from './http/context';
import { isCrossSiteMutation, rejectCrossSite } from './http/csrf';
import { FORM_TYPE, registerRestRoutes } from './http/rest';
import { registerApiDocs } from './http/apiDocs';
import { clientErrorHandler, replyWithError } from './http/errors';
import { dashboardHosts, isProbe } from './http/hosts';
import { trackRouteMethods } from './http/methods';
import { hostnameOf, serveShortLink, shortLinkServerFactory } from './http/shortLinkServer';
import { registerRequestLog } from './http/requestLog';
import { registerStripeWebhook } from './http/stripeWebhook';
import { registerTlsAsk } from './http/tlsAsk';
import { registerUploadRoutes } from './http/uploads';
import { CONTENT_SECURITY_POLICY, registerWeb } from './http/web';
import { registerWellKnown } from './http/wellKnown';

export interface AppOptions {
  deps: ApiDeps;
  engine: RedirectEngine;
  trustProxy?: boolean | string;
  logger?: FastifyBaseLogger;
  webDist?: string;
  /** False until the runtime has started (a server that came up before its database waits for it). */
  ready?: () => boolean;
}

/** Bodies are read on every method but these (OPTIONS too: a body there must be JSON as well). */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
const mediaType = (contentType: string) => contentType.split(';', 1)[0]!.trim().toLowerCase();
const isJson = (contentType: string) => mediaType(contentType) === 'application/json';
const hasBody = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const API_PATH = /^\/(?:api|trpc)\//;

export async function buildApp({
  deps,
  engine,
  trustProxy = false,
  logger,
  webDist = DEFAULT_WEB_DIST,
  ready,
}: AppOptions): Promise<FastifyInstance> {
  const appHost = new URL(deps.config.appOrigin).hostname;
  /** `hostname` lower-cased. The dashboard host never serves short links, even if also a system domain. */
  const isShortLinkRequest = (hostname: string) => hostname !== appHost && engine.isShortHost(hostname);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy,
    bodyLimit: 1_048_576,
    // A tRPC batch names its procedures in the path (a,b,c); the default 100 characters is too short.
    routerOptions: { maxParamLength: 5000 },
    // Refusals before any route (a path that does not decode, a request the parser cannot read) in
    // kurz's error shape too.
    frameworkErrors: (error, req, reply) => void replyWithError(error, req, reply),
    clientErrorHandler,
    // Short links are answered by the HTTP server before Fastify (a per-request cost they do not need).
    serverFactory: shortLinkServerFactory(engine, isShortLinkRequest, trustProxy, logger),
    // One line a request instead, at a level that depends on what was asked (http/requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  const allowedMethods = trackRouteMethods(app);
  // The same short-link handling for requests injected without the HTTP server (tests).
  app.addHook('onRequest', async (req, reply) => {
    const hostname = hostnameOf(req.headers.host);
    if (!isShortLinkRequest(hostname)) return;
    reply.hijack();
    await serveShortLink(engine, hostname, req.ip, req.raw, reply.raw, (err) =>
      req.log.error({ err }, 'redirect failed'),
    );
  });
  // Short-link hosts were answered above: anything else must name the dashboard, or a page on some
  // other name that resolves here (DNS rebinding) could call the API as this origin. Load balancers
  // probe the health checks by address.
  const ownHosts = dashboardHosts(appHost);
  app.addHook('onRequest', async (req, reply) => {
    if (ownHosts.has(hostnameOf(req.headers.host)) || isProbe(req.url)) return;
    // A server still starting (its database not answering yet) does not know its short-link hosts:
    // a visit to one must be retried, not refused.
    if (ready && !ready())
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: 'service_unavailable' });
    // A browser on a name kurz no longer serves (an own domain since removed) gets the page a missing
    // short link gets, not the API's JSON.
    if (req.method === 'GET' && req.headers.accept?.includes('text/html')) {
      return reply.code(421).headers(PAGE_HEADERS).send(NOT_FOUND_PAGE);
    }
    return reply.code(421).send({ error: 'misdirected_request' });
  });

  await app.register(fastifyCookie);

  app.addHook('onRequest', async (req, reply) => {
    // Stripe's webhook calls come from Stripe's servers and are authenticated by their signature.
    if ((req.routeOptions.config as { webhook?: boolean } | undefined)?.webhook === true) return;
    // An API key call ignores cookies, so nothing ambient is at stake: a browser cannot be made to send it.
    const keyCall = isKeyRequest(req, (req.routeOptions.config as { restAuth?: RestAuth } | undefined)?.restAuth);
    if (!keyCall && isCrossSiteMutation(req, deps.config.appOrigin)) return rejectCrossSite(reply);
    // Calls take JSON only: a cross-site <form> can send urlencoded or multipart, never JSON. A route
    // that takes a file upload says so in its config.
    const type = req.headers['content-type'];
    const acceptsMultipart = (req.routeOptions.config as { multipart?: boolean } | undefined)?.multipart === true;
    // The public postback also takes an HTML-form body (ad networks send them; it needs no cookie).
    const acceptsForm =
      (req.routeOptions.config as { form?: boolean } | undefined)?.form === true &&
      type !== undefined &&
      mediaType(type) === FORM_TYPE;
    if (!BODYLESS_METHODS.has(req.method) && type && !isJson(type) && !acceptsMultipart && !acceptsForm) {
      return reply.code(415).send({ error: 'unsupported_media_type' });
    }
    // A GET's body is never read: settings sent in one would be silently dropped.
    if (BODYLESS_METHODS.has(req.method) && hasBody(req.headers)) {
      return reply.code(400).send({
        error: 'invalid_input',
        message: `A ${req.method} call takes no body: send its parameters in the query.`,
      });
    }
  });
  const https = servedOverHttps(deps.config.appOrigin);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // A route with a stricter policy of its own (uploaded files) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    // Browsers come back over https only: a first visit typed as http:// is not answered by whoever is on the way.
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
    // An API answer (a postback token, a new key's secret, anyone's data) stays out of the browser's disk
    // cache, unless its route says how it may be kept (uploaded images, the API page's files).
    if (API_PATH.test(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler(replyWithError);

  // Clicks answered but not yet in the database (in memory or spooled to disk), shown while the
  // database does not take them or the spool is written back (not for the batch of the moment).
  const waitingClicks = () => {
    const { waiting, spooled, failing } = deps.clicks.stats;
    return waiting > 0 && (failing || spooled > 0) ? { clicks_waiting: waiting } : {};
  };
  app.get('/healthz', async () => ({ ok: true, ...waitingClicks() }));
  registerTlsAsk(app, isShortLinkRequest);
  app.get('/readyz', async (_req, reply) => {
    const detail = waitingClicks();
    const unavailable = (reason: string) =>
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ ok: false, reason, ...detail });
    try {
      const pending = await pendingMigrations(deps.db);
      if (pending > 0) return unavailable('migrations_pending');
      if (ready && !ready()) return unavailable('starting');
      return { ok: true, ...detail };
    } catch {
      return unavailable('database_unreachable');
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // The dashboard's batch link sends at most this many calls in one request.
      maxBatchSize: 20,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      onError: ({ error, path }) => {
        const { code, status } = toWireError(error);
        // A client's mistake (wrong method, content type, input) is no fault of ours: no stack, no alarm.
        if (status === 503) app.log.warn({ err: error, path }, 'database unavailable');
        else if (status >= 500) app.log.error({ err: error, path }, 'trpc error');
        else app.log.debug({ path, code, status }, 'trpc call refused');
      },
      responseMeta: ({ errors }) =>
        errors.some((e) => toWireError(e).status === 503)
          ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
          : {},
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });

  registerRestRoutes(app, deps);
  registerApiDocs(app, deps.config.appOrigin);
  await registerUploadRoutes(app, deps);
  await registerStripeWebhook(app, deps);
  registerWellKnown(app);
  await registerWeb(app, webDist, allowedMethods);
  return app;
}
