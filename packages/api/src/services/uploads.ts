import { randomBytes } from 'node:crypto';
import type { User } from '@kurz/db';
import { fileTypeFromBuffer } from 'file-type';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { planOf } from './limits';
import { OBJECT_KEY } from './objectStore';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Raster images only: an SVG can carry script, and the declared type is never trusted. */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export async function storeOgImage(deps: ApiDeps, user: User, bytes: Uint8Array): Promise<{ url: string; key: string }> {
  const plan = await planOf(deps.db, user);
  if (!plan.allow_custom_preview) throw new AppError('custom_preview_not_allowed');
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError('payload_too_large');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw new AppError('unsupported_media_type');
  const key = `og/${randomBytes(16).toString('base64url')}.${ext}`;
  await deps.objects.put(key, bytes);
  await deps.db.insertInto('uploads').values({ key, owner_id: user.id, content_type: type.mime, size: bytes.byteLength }).execute();
  return { key, url: `${deps.config.appOrigin}/api/r2?key=${encodeURIComponent(key)}` };
}

export async function readUpload(deps: ApiDeps, key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!OBJECT_KEY.test(key)) return null;
  const meta = await deps.db.selectFrom('uploads').select('content_type').where('key', '=', key).executeTakeFirst();
  if (!meta) return null;
  const bytes = await deps.objects.get(key);
  return bytes ? { bytes, contentType: meta.content_type } : null;
}
