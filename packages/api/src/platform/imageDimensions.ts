import { imageSize } from 'image-size';
import { AppError } from '../errors';

/**
 * How big an image may be once decoded, read from its header before anything decodes it: a few
 * hundred kilobytes of PNG or JPEG can declare 30000x30000 pixels (3.6 GB of RGBA) and occupy a
 * decoder, ours (the QR thread) or a visitor's browser, for seconds. `maxPixels` counts every frame
 * of an animated GIF or WebP.
 */
export interface ImageLimits {
  maxSide: number;
  maxPixels: number;
}

/** Link preview images: crawlers and browsers decode them; 8192 px a side and 40 megapixels in all. */
export const OG_IMAGE_LIMITS: ImageLimits = { maxSide: 8192, maxPixels: 40_000_000 };
/** QR logos are drawn at most a third of a 4096 px code: 2048 px a side and 4 megapixels in all. */
export const QR_LOGO_LIMITS: ImageLimits = { maxSide: 2048, maxPixels: 4_000_000 };
/** A QR code exported by the browser: at most the largest code (4096 px square), one frame. */
export const QR_UPLOAD_LIMITS: ImageLimits = { maxSide: 4096, maxPixels: 4096 * 4096 };

export interface ImageDimensions {
  width: number;
  height: number;
  /** Frames an animation decodes (1 for a still image). */
  frames: number;
}

/** Width, height and frames from the header alone; null when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  let size: { width?: number; height?: number; type?: string };
  try {
    // A copy of exactly these bytes: image-size reads through the underlying ArrayBuffer, so on a view
    // (a small Buffer lives in Node's shared pool) a truncated header would read whatever follows it.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    return null;
  }
  const { width, height } = size;
  if (!width || !height) return null;
  if (size.type === 'gif') {
    const gif = gifFrames(bytes);
    return { width: Math.max(width, gif.width), height: Math.max(height, gif.height), frames: Math.max(1, gif.frames) };
  }
  if (size.type === 'webp') {
    const webp = webpFrames(bytes);
    return {
      width: Math.max(width, webp.width),
      height: Math.max(height, webp.height),
      frames: Math.max(1, webp.frames),
    };
  }
  return { width, height, frames: 1 };
}

/** Refuses (400 invalid_image_dimensions) an image larger than `limits`, or whose size cannot be read. */
export function checkImageDimensions(bytes: Uint8Array, limits: ImageLimits): ImageDimensions {
  const dim = imageDimensions(bytes);
  if (
    !dim ||
    dim.width > limits.maxSide ||
    dim.height > limits.maxSide ||
    dim.width * dim.height * dim.frames > limits.maxPixels
  )
    throw new AppError('invalid_image_dimensions');
  return dim;
}

const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const le32 = (b: Uint8Array, i: number) => (le24(b, i) | (b[i + 3]! << 24)) >>> 0;

/** A GIF's frames and the extent they reach (a frame may lie outside the logical screen). */
function gifFrames(b: Uint8Array): { frames: number; width: number; height: number } {
  const out = { frames: 0, width: 0, height: 0 };
  let i = 13;
  if (b[10]! & 0x80) i += 3 << ((b[10]! & 7) + 1);
  const skipSubBlocks = () => {
    while (i < b.length && b[i] !== 0) i += b[i]! + 1;
    i++;
  };
  while (i < b.length) {
    const block = b[i];
    if (block === 0x21) {
      i += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (i + 10 > b.length) break;
      out.frames++;
      out.width = Math.max(out.width, le16(b, i + 1) + le16(b, i + 5));
      out.height = Math.max(out.height, le16(b, i + 3) + le16(b, i + 7));
      const packed = b[i + 9]!;
      i += 10;
      if (packed & 0x80) i += 3 << ((packed & 7) + 1);
      i++; // LZW minimum code size
      skipSubBlocks();
    } else break; // the trailer, or bytes no decoder reads further
  }
  return out;
}

/** An animated WebP's frames (ANMF chunks) and the extent they reach. */
function webpFrames(b: Uint8Array): { frames: number; width: number; height: number } {
  const out = { frames: 0, width: 0, height: 0 };
  for (let i = 12; i + 8 <= b.length;) {
    const size = le32(b, i + 4);
    if (String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!) === 'ANMF' && i + 8 + 12 <= b.length) {
      out.frames++;
      const x = le24(b, i + 8) * 2;
      const y = le24(b, i + 11) * 2;
      out.width = Math.max(out.width, x + le24(b, i + 14) + 1);
      out.height = Math.max(out.height, y + le24(b, i + 17) + 1);
    }
    i += 8 + size + (size & 1);
  }
  return out;
}
