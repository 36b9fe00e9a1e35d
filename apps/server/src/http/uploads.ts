import fastifyMultipart from '@fastify/multipart';
import { AppError, MAX_IMAGE_BYTES, readUpload, storeOgImage, storeQrLogo, storeQrUpload, unknownFieldOf, type ApiDeps, type PlainRoute } from '@kurz/api';
import { ZLinkRef, ZQrInfo, ZRedirectUrl } from '@kurz/core';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const IMAGE_ERRORS = ['payload_too_large', 'unsupported_media_type', 'invalid_input'] as const;

/** These routes as the OpenAPI document lists them beside the REST table. */
export const UPLOAD_ROUTES: PlainRoute[] = [
  { method: 'POST', path: '/api/og/upload', summary: "Upload a link preview's image (its URL goes in the preview settings)", tag: 'links', auth: 'session', upload: true, response: ZRedirectUrl, errors: [...IMAGE_ERRORS, 'invalid_image_dimensions', 'custom_preview_not_allowed'] },
  { method: 'POST', path: '/api/qr/upload', summary: "Publish a link's QR code image rendered by the client", tag: 'qr', auth: 'session', query: ZLinkRef, upload: true, response: ZQrInfo, errors: [...IMAGE_ERRORS, 'not_found', 'qr_content_mismatch'] },
  { method: 'POST', path: '/api/qr/logo', summary: 'Upload a logo for QR codes', tag: 'qr', auth: 'session', upload: true, response: ZRedirectUrl, errors: [...IMAGE_ERRORS, 'qr_logo_not_allowed', 'invalid_logo'] },
  { method: 'GET', path: '/api/r2', summary: 'An uploaded image', tag: 'links', auth: 'public', query: z.strictObject({ key: z.string() }), response: { binary: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] }, errors: ['not_found'] },
];

/** Multipart uploads and the object reads beside the REST table (they are not JSON). */
export async function registerUploadRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  /** The one file part of a multipart body, read only when the service asks for it (after its checks). */
  const filePart = (req: FastifyRequest) => async () => {
    try {
      const file = await req.file();
      if (!file) throw new AppError('invalid_input');
      return await file.toBuffer();
    } catch (err) {
      throw asUploadError(err);
    }
  };

  app.post('/api/og/upload', { config: { multipart: true } }, async (req, reply) => {
    const ctx = await createRequestContext(deps, req, reply);
    if (!ctx.user) throw new AppError('unauthorized');
    if (!req.isMultipart()) throw new AppError('unsupported_media_type');
    const { url } = await storeOgImage(deps, ctx.user, filePart(req));
    return { url };
  });

  app.post('/api/qr/upload', { config: { multipart: true } }, async (req, reply) => {
    const ctx = await createRequestContext(deps, req, reply);
    if (!ctx.user) throw new AppError('unauthorized');
    if (!req.isMultipart()) throw new AppError('unsupported_media_type');
    // The link named as every other call names it: too long is refused, never cut to another link's slug.
    const ref = ZLinkRef.safeParse(req.query);
    const field = ref.success ? undefined : unknownFieldOf(ref.error.issues);
    if (field !== undefined) throw new AppError('unknown_field', { field });
    if (!ref.success) throw new AppError('invalid_input');
    return storeQrUpload(deps, ctx.user, ref.data, filePart(req));
  });

  app.post('/api/qr/logo', { config: { multipart: true } }, async (req, reply) => {
    const ctx = await createRequestContext(deps, req, reply);
    if (!ctx.user) throw new AppError('unauthorized');
    if (!req.isMultipart()) throw new AppError('unsupported_media_type');
    const { url } = await storeQrLogo(deps, ctx.user, filePart(req));
    return { url };
  });

  app.get<{ Querystring: { key?: string } }>('/api/r2', async (req, reply) => {
    const found = await readUpload(deps, req.query.key ?? '');
    if (!found) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('content-type', found.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(found.bytes));
  });
}
