import fastifyMultipart from '@fastify/multipart';
import {
  AppError,
  assertRoleAllows,
  MAX_IMAGE_BYTES,
  queryProblem,
  readUpload,
  storeOgImage,
  storeQrLogo,
  storeQrUpload,
  type ApiDeps,
  type PlainRoute,
  workspaceDeps,
} from '@kurz/api';
import { ZLinkRef, ZQrInfo, ZRedirectUrl } from '@kurz/core';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createKeyContext, isKeyRequest } from './apiKeys';
import { createRequestContext } from './context';

/**
 * A multipart body that does not parse (no boundary, cut short, a broken part) is the client's fault:
 * busboy says so with plain Errors, @fastify/multipart with its own codes and statuses.
 */
function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, statusCode } = (err ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) return new AppError('payload_too_large', { cause: err });
  return new AppError('invalid_input', { cause: err });
}

// role_not_allowed: each upload writes to a link or its QR code, which a viewer may not.
const IMAGE_ERRORS = ['payload_too_large', 'unsupported_media_type', 'invalid_input', 'role_not_allowed'] as const;
const ZObjectQuery = z.strictObject({ key: z.string() });
const NO_QUERY = z.strictObject({});

/** These routes as the OpenAPI document lists them beside the REST table. */
export const UPLOAD_ROUTES: PlainRoute[] = [
  {
    method: 'POST',
    path: '/api/og/upload',
    summary: "Upload a link preview's image (its URL goes in the preview settings)",
    tag: 'links',
    auth: 'session',
    upload: true,
    response: ZRedirectUrl,
    errors: [...IMAGE_ERRORS, 'invalid_image_dimensions', 'custom_preview_not_allowed'],
  },
  {
    method: 'POST',
    path: '/api/qr/upload',
    summary: "Publish a link's QR code image rendered by the client",
    tag: 'qr',
    auth: 'session',
    query: ZLinkRef,
    upload: true,
    response: ZQrInfo,
    errors: [...IMAGE_ERRORS, 'not_found', 'qr_content_mismatch'],
  },
  {
    method: 'POST',
    path: '/api/qr/logo',
    summary: 'Upload a logo for QR codes',
    tag: 'qr',
    auth: 'session',
    upload: true,
    response: ZRedirectUrl,
    errors: [...IMAGE_ERRORS, 'qr_logo_not_allowed', 'invalid_logo'],
  },
  {
    method: 'GET',
    path: '/api/r2',
    summary: 'An uploaded image',
    tag: 'links',
    auth: 'public',
    query: ZObjectQuery,
    response: { binary: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] },
    errors: ['not_found'],
  },
];

/** Multipart uploads and the object reads beside the REST table (they are not JSON). */
export async function registerUploadRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Two files allowed through the parser, so that a second one is refused rather than silently dropped.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 5 } });

  /**
   * The one part of a multipart body, a file named `file`, read only when the service asks for it
   * (after its checks). Any other part, or a second file, is refused, never dropped.
   */
  const filePart = (req: FastifyRequest) => async () => {
    try {
      let bytes: Buffer | null = null;
      for await (const part of req.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file')
          throw new AppError('unknown_field', { field: part.fieldname });
        if (bytes) throw new AppError('invalid_input', { message: 'An upload carries one file.' });
        bytes = await part.toBuffer();
      }
      if (!bytes) throw new AppError('invalid_input', { message: 'The upload needs a file part named file.' });
      return bytes;
    } catch (err) {
      throw asUploadError(err);
    }
  };

  /**
   * The uploads are session calls, decided as a REST row's: a request with an Authorization header by
   * its key alone (createKeyContext refuses a key on a session call), anything else by its cookie. They
   * write to a link or its QR code (`procedure`), so the role that procedure needs is checked too.
   */
  const sessionOwner = async (req: FastifyRequest, reply: FastifyReply, procedure: string) => {
    const ctx = isKeyRequest(req, 'session')
      ? await createKeyContext(deps, req, reply, 'session')
      : await createRequestContext(deps, req, reply);
    if (!ctx.user) throw new AppError('unauthorized');
    if (!ctx.workspace || !ctx.workspaceRole) throw new AppError('not_a_member');
    assertRoleAllows(ctx.workspaceRole, procedure, 'mutation');
    if (!req.isMultipart()) throw new AppError('unsupported_media_type');
    return { deps: workspaceDeps(deps, ctx.workspace.id), owner: ctx.workspace };
  };
  // restAuth: read by the CSRF hook as on a REST row (a key request is refused above, with its own code).
  const config = { multipart: true, restAuth: 'session' as const };
  /** The uploads that name no link take no query parameter: one sent is refused, as on every other call. */
  const noQuery = (req: FastifyRequest) => {
    const problem = queryProblem(NO_QUERY, req.query as Record<string, unknown>);
    if (problem) throw problem;
  };

  app.post('/api/og/upload', { config }, async (req, reply) => {
    const { deps: scoped, owner } = await sessionOwner(req, reply, 'links.uploadOg');
    noQuery(req);
    const { url } = await storeOgImage(scoped, owner, filePart(req));
    return { url };
  });

  app.post('/api/qr/upload', { config }, async (req, reply) => {
    const { deps: scoped, owner } = await sessionOwner(req, reply, 'qr.upload');
    // The link named as every other call names it: too long is refused, never cut to another link's slug.
    const problem = queryProblem(ZLinkRef, req.query as Record<string, unknown>);
    if (problem) throw problem;
    return storeQrUpload(scoped, owner, ZLinkRef.parse(req.query), filePart(req));
  });

  app.post('/api/qr/logo', { config }, async (req, reply) => {
    const { deps: scoped, owner } = await sessionOwner(req, reply, 'qr.uploadLogo');
    noQuery(req);
    const { url } = await storeQrLogo(scoped, owner, filePart(req));
    return { url };
  });

  app.get('/api/r2', async (req, reply) => {
    const problem = queryProblem(ZObjectQuery, req.query as Record<string, unknown>);
    if (problem) throw problem;
    const found = await readUpload(deps, ZObjectQuery.parse(req.query).key);
    if (!found) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('content-type', found.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(found.bytes));
  });
}
