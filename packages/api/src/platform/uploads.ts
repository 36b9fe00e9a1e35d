import { randomBytes } from 'node:crypto';
import { OG_IMAGE_MAX_BYTES } from '@kurz/core';
import { sql } from '@kurz/db';
import { fileTypeFromBuffer } from 'file-type';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { checkImageDimensions, OG_IMAGE_LIMITS, type ImageLimits } from './imageDimensions';
import { OBJECT_KEY } from './objectStore';
import type { Owner } from '../workspaces/current';

export const MAX_IMAGE_BYTES = OG_IMAGE_MAX_BYTES;

/** Raster images only: an SVG can carry script, and the declared type is never trusted. */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The public URL of an object: served by GET /api/r2 on the dashboard's origin. */
export const objectUrl = (appOrigin: string, key: string) => `${appOrigin}/api/r2?key=${encodeURIComponent(key)}`;

/**
 * The raster type of an image read from its bytes (never the declared type); refused otherwise, and
 * refused when its header declares more pixels than `limits` (nothing has decoded it yet).
 */
export async function rasterTypeOf(
  bytes: Uint8Array,
  maxBytes = MAX_IMAGE_BYTES,
  limits: ImageLimits = OG_IMAGE_LIMITS,
): Promise<{ mime: string; ext: string }> {
  if (bytes.byteLength > maxBytes) throw new AppError('payload_too_large');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw new AppError('unsupported_media_type');
  checkImageDimensions(bytes, limits);
  return { mime: type.mime, ext };
}

/** Stores an image under a new random key and records it as the user's upload. */
export async function storeUpload(
  deps: ApiDeps,
  owner: Owner,
  prefix: string,
  bytes: Uint8Array,
  type: { mime: string; ext: string },
) {
  const key = `${prefix}/${randomBytes(16).toString('base64url')}.${type.ext}`;
  await deps.objects.put(key, bytes);
  await deps.db
    .insertInto('uploads')
    .values({ key, owner_id: owner.id, content_type: type.mime, size: bytes.byteLength })
    .execute();
  return { key, url: objectUrl(deps.config.appOrigin, key) };
}

export async function readUpload(
  deps: ApiDeps,
  key: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!OBJECT_KEY.test(key)) return null;
  const meta = await deps.db.selectFrom('uploads').select('content_type').where('key', '=', key).executeTakeFirst();
  if (!meta) return null;
  const bytes = await deps.objects.get(key);
  return bytes ? { bytes, contentType: meta.content_type } : null;
}

/** An upload is kept a day whatever happens: the editor uploads first and saves the preview after. */
const UNUSED_UPLOAD_GRACE = '1 day';

/**
 * Uploads no preview or QR code of their owner's links points to any more (replaced, removed, never saved, link
 * deleted), a day or more old: the file goes from the store, then its row. Returns how many went.
 */
export async function deleteUnusedUploads(deps: Pick<ApiDeps, 'db' | 'objects' | 'log'>): Promise<number> {
  const unused = await deps.db
    .selectFrom('uploads as u')
    .select('u.key')
    .where('u.created_at', '<', sql<Date>`now() - ${UNUSED_UPLOAD_GRACE}::interval`)
    // eslint-disable-next-line @typescript-eslint/unbound-method -- Kysely's expression builder is made to be destructured (no `this`)
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom('links as l')
              .select(sql`1`.as('one'))
              .whereRef('l.owner_id', '=', 'u.owner_id')
              // The preview's image URL is /api/r2?key=<the key>, its slash encoded or not.
              .where(
                sql<boolean>`strpos(replace(replace(l.og->>'image_url', '%2F', '/'), '%2f', '/'), 'key=' || u.key) > 0`,
              ),
          ),
          // A link's published QR image and its logo.
          exists(
            selectFrom('qr_codes as qc')
              .select(sql`1`.as('one'))
              .whereRef('qc.image_key', '=', 'u.key'),
          ),
          exists(
            selectFrom('qr_codes as qc')
              .select(sql`1`.as('one'))
              .whereRef('qc.logo_key', '=', 'u.key'),
          ),
        ]),
      ),
    )
    .orderBy('u.created_at')
    .limit(500)
    .execute();
  let deleted = 0;
  for (const { key } of unused) {
    try {
      await deps.objects.delete(key);
      await deps.db.deleteFrom('uploads').where('key', '=', key).execute();
      deleted++;
    } catch (err) {
      deps.log.warn({ err, key }, 'deleting an unused upload failed; will try again');
    }
  }
  return deleted;
}
