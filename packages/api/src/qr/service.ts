import { createHash } from 'node:crypto';
import { QR, qrText, renderQrSvg, type TLinkRef, type TQrInfo, type TQrSettings } from '@kurz/core';
import type { Database, Kysely, Link, QrCode } from '@kurz/db';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { planOf } from '../plans';
import { getOwnedLink } from '../links';
import {
  checkImageDimensions,
  hitRateLimits,
  MAX_IMAGE_BYTES,
  objectUrl,
  QR_LOGO_LIMITS,
  QR_UPLOAD_LIMITS,
  rasterTypeOf,
  storeUpload,
} from '../platform';
import { decodeQrPng, pngDimensions, svgToPng } from './render';
import type { Owner } from '../workspaces';

/** Saves that publish an image (server renders, client PNGs) per account and hour: rendering costs CPU. */
export const QR_PUBLISHES_PER_HOUR = 60;
export const QR_LOGO_UPLOADS_PER_HOUR = 30;
/** A logo is inlined in every SVG the link publishes: it is kept small. */
export const QR_LOGO_MAX_BYTES = 1024 * 1024;

const LOGO_KEY = /^qrlogo\/[A-Za-z0-9_-]{8,64}\.(png|jpg|gif)$/;
/** What the rasteriser (resvg) draws inside an SVG: WebP, though a raster image, is not among them. */
export const QR_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** The short URL as a visitor opens it: the dashboard's scheme and port on the link's host. */
export function shortUrlOf(appOrigin: string, link: Pick<Link, 'hostname' | 'slug'>): string {
  const o = new URL(appOrigin);
  return `${o.protocol}//${link.hostname}${o.port ? `:${o.port}` : ''}/${link.slug}`;
}

const rowOf = (deps: ApiDeps, link: Link) =>
  deps.db
    .selectFrom('qr_codes')
    .selectAll()
    .where('link_id', '=', link.id)
    .where('owner_id', '=', link.owner_id)
    .executeTakeFirst();

function infoOf(appOrigin: string, link: Link, row: QrCode | undefined): TQrInfo {
  const shortUrl = shortUrlOf(appOrigin, link);
  const imageKey = row?.image_key ?? null;
  return {
    short_url: shortUrl,
    qr_text: qrText(shortUrl),
    qr: {
      ecc: QR.ecc,
      margin: row?.margin ?? QR.marginDefault,
      color_dark: row?.color_dark ?? QR.colorDark,
      color_light: row?.color_light ?? QR.colorLight,
      logo_url: row?.logo_key ? objectUrl(appOrigin, row.logo_key) : null,
      size: row?.size ?? QR.sizeDefault,
      image_size: (row?.logo_percent ?? QR.logoDefault * 100) / 100,
      image_url: imageKey ? objectUrl(appOrigin, imageKey) : null,
      image_format: imageKey ? (imageKey.endsWith('.svg') ? 'svg' : 'png') : null,
    },
  };
}

export async function qrInfo(deps: ApiDeps, link: Link): Promise<TQrInfo> {
  return infoOf(deps.config.appOrigin, link, await rowOf(deps, link));
}

/**
 * The object key a logo URL names: only a logo this user uploaded to our own store is accepted, so
 * the server never fetches an address a client chose.
 */
async function ownedLogoKey(deps: ApiDeps, owner: Owner, logoUrl: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(logoUrl, deps.config.appOrigin);
  } catch {
    throw new AppError('invalid_logo');
  }
  const key = url.searchParams.get('key') ?? '';
  if (url.origin !== new URL(deps.config.appOrigin).origin || url.pathname !== '/api/r2' || !LOGO_KEY.test(key))
    throw new AppError('invalid_logo');
  const upload = await deps.db
    .selectFrom('uploads')
    .select('key')
    .where('key', '=', key)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!upload) throw new AppError('invalid_logo');
  return key;
}

async function logoDataUri(deps: ApiDeps, ownerId: string, key: string): Promise<string> {
  const meta = await deps.db
    .selectFrom('uploads')
    .select('content_type')
    .where('key', '=', key)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const bytes = await deps.objects.get(key);
  if (!meta || !bytes) throw new AppError('invalid_logo');
  // A logo stored before sizes were checked is checked again before the renderer decodes it.
  checkImageDimensions(bytes, QR_LOGO_LIMITS);
  return `data:${meta.content_type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Content-addressed: the same image is one object, and a new image a new URL (cached for ever). */
async function publish(deps: ApiDeps, owner: Owner, bytes: Uint8Array, ext: 'png' | 'svg'): Promise<string> {
  const key = `qr/${createHash('sha256').update(bytes).digest('base64url')}.${ext}`;
  await deps.objects.put(key, bytes);
  await deps.db
    .insertInto('uploads')
    .values({
      key,
      owner_id: owner.id,
      content_type: ext === 'svg' ? 'image/svg+xml' : 'image/png',
      size: bytes.byteLength,
    })
    // Published again: a fresh grace period, so housekeeping does not take it as left over.
    .onConflict((oc) => oc.column('key').doUpdateSet({ created_at: new Date() } as never))
    .execute();
  return key;
}

/** A QR code's look, every field decided. */
interface QrStyle {
  size: number;
  margin: number;
  color_dark: string;
  color_light: string;
  image_size: number;
}

/** The image of these settings, rendered here: the SVG is ours alone (a logo only as a data: URI). */
export async function renderQrImage(
  deps: ApiDeps,
  link: Link,
  s: QrStyle,
  logoKey: string | null,
  format: 'png' | 'svg',
) {
  const svg = renderQrSvg({
    text: qrText(shortUrlOf(deps.config.appOrigin, link)),
    size: s.size,
    margin: s.margin,
    colorDark: s.color_dark,
    colorLight: s.color_light,
    logo: logoKey ? { href: await logoDataUri(deps, link.owner_id, logoKey), size: s.image_size } : null,
  });
  return format === 'svg' ? new TextEncoder().encode(svg) : svgToPng(svg, link.owner_id);
}

/**
 * PUT /api/qr/config: saves the settings sent, keeping the saved ones left out. With a format, also
 * publishes the image the server renders from them, which replaces the link's current one; without
 * one, a link that has an image gets it rendered again in its format when the settings changed, so
 * the published image never shows settings the link no longer has. A logo needs a paid plan.
 */
export async function saveQrSettings(deps: ApiDeps, owner: Owner, link: Link, s: TQrSettings): Promise<TQrInfo> {
  if (s.logo_url) {
    const plan = await planOf(deps.db, owner);
    if (!plan.allow_qr_logo) throw new AppError('qr_logo_not_allowed');
  }
  const row = await rowOf(deps, link);
  const saved = infoOf(deps.config.appOrigin, link, row).qr;
  const logoKey =
    s.logo_url === undefined
      ? (row?.logo_key ?? null)
      : s.logo_url
        ? await ownedLogoKey(deps, owner, s.logo_url)
        : null;
  const style: QrStyle = {
    size: s.size ?? saved.size,
    margin: s.margin ?? saved.margin,
    color_dark: s.color_dark ?? saved.color_dark,
    color_light: s.color_light ?? saved.color_light,
    image_size: s.image_size ?? saved.image_size,
  };
  const changed =
    (Object.keys(style) as (keyof QrStyle)[]).some((k) => style[k] !== saved[k]) || logoKey !== (row?.logo_key ?? null);
  const format = s.format ?? (changed && saved.image_format ? saved.image_format : undefined);
  let imageKey: string | undefined;
  if (format) {
    await hitRateLimits(deps.db, [
      { key: `qr-publish:user:${owner.id}`, limit: QR_PUBLISHES_PER_HOUR, windowSeconds: 3600 },
    ]);
    imageKey = await publish(deps, owner, await renderQrImage(deps, link, style, logoKey, format), format);
  }
  const { image_size: logoSize, ...look } = style;
  const settings = {
    ecc: QR.ecc,
    ...look,
    logo_percent: Math.round(logoSize * 100),
    logo_key: logoKey,
    updated_at: new Date(),
  };
  const stored = await underItsName(deps.db, link, (trx) =>
    trx
      .insertInto('qr_codes')
      .values({ link_id: link.id, owner_id: owner.id, ...settings, image_key: imageKey ?? null })
      .onConflict((oc) =>
        oc
          .column('link_id')
          .doUpdateSet({ ...settings, ...(imageKey ? { image_key: imageKey } : {}) })
          .where('qr_codes.owner_id', '=', owner.id),
      )
      .returningAll()
      .executeTakeFirst(),
  );
  return infoOf(deps.config.appOrigin, link, stored);
}

/**
 * Saves a link's QR code while the link still has the name its image encodes, held (FOR SHARE) until
 * the save commits: a rename, which clears the image, waits for it, or came first and the save is
 * refused (404 not_found) instead of publishing a code for a name someone else may take.
 */
function underItsName<T>(db: Kysely<Database>, link: Link, save: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const still = await trx
      .selectFrom('links')
      .select('id')
      .where('owner_id', '=', link.owner_id)
      .where('id', '=', link.id)
      .where('hostname', '=', link.hostname)
      .where('slug', '=', link.slug)
      .forShare()
      .executeTakeFirst();
    if (!still) throw new AppError('not_found');
    return save(trx);
  });
}

/**
 * POST /api/qr/upload: a PNG the browser exported. Checked by its bytes (a PNG, square, within the
 * size limits, at most MAX_IMAGE_BYTES) and by what it encodes: this link's short URL with the QR
 * marker, nothing else. It then becomes the link's published image.
 */
export async function storeQrUpload(
  deps: ApiDeps,
  owner: Owner,
  ref: TLinkRef,
  read: () => Promise<Uint8Array>,
): Promise<TQrInfo> {
  const link = await getOwnedLink(deps.db, owner.id, ref);
  await hitRateLimits(deps.db, [
    { key: `qr-publish:user:${owner.id}`, limit: QR_PUBLISHES_PER_HOUR, windowSeconds: 3600 },
  ]);
  const bytes = await read();
  const type = await rasterTypeOf(bytes, MAX_IMAGE_BYTES, QR_UPLOAD_LIMITS);
  if (type.mime !== 'image/png') throw new AppError('unsupported_media_type');
  const dim = pngDimensions(bytes);
  if (!dim || dim.width !== dim.height || dim.width < QR.sizeMin || dim.width > QR.sizeMax)
    throw new AppError('invalid_image_dimensions');
  if ((await decodeQrPng(bytes, owner.id)) !== qrText(shortUrlOf(deps.config.appOrigin, link)))
    throw new AppError('qr_content_mismatch');
  const imageKey = await publish(deps, owner, bytes, 'png');
  const row = await underItsName(deps.db, link, (trx) =>
    trx
      .insertInto('qr_codes')
      .values({
        link_id: link.id,
        owner_id: owner.id,
        margin: QR.marginDefault,
        color_dark: QR.colorDark,
        color_light: QR.colorLight,
        size: dim.width,
        logo_percent: QR.logoDefault * 100,
        image_key: imageKey,
      })
      .onConflict((oc) =>
        oc
          .column('link_id')
          .doUpdateSet({ image_key: imageKey, updated_at: new Date() })
          .where('qr_codes.owner_id', '=', owner.id),
      )
      .returningAll()
      .executeTakeFirst(),
  );
  return infoOf(deps.config.appOrigin, link, row);
}

/** POST /api/qr/logo: a raster image (by its bytes) for paid plans; the plan is checked before the body is read. */
export async function storeQrLogo(
  deps: ApiDeps,
  owner: Owner,
  read: () => Promise<Uint8Array>,
): Promise<{ url: string; key: string }> {
  const plan = await planOf(deps.db, owner);
  if (!plan.allow_qr_logo) throw new AppError('qr_logo_not_allowed');
  await hitRateLimits(deps.db, [
    { key: `qr-logo:user:${owner.id}`, limit: QR_LOGO_UPLOADS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const bytes = await read();
  const type = await rasterTypeOf(bytes, QR_LOGO_MAX_BYTES, QR_LOGO_LIMITS);
  if (!QR_LOGO_TYPES.includes(type.mime)) throw new AppError('unsupported_media_type');
  return storeUpload(deps, owner, 'qrlogo', bytes, type);
}
