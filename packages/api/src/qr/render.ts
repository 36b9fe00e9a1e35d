import { renderAsync } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The server's rasteriser: the core renderer's SVG to PNG, at the SVG's own size. The SVG is ours (no
 * external reference: a logo is inlined as a data: URI), and resvg loads no fonts or files for it.
 */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  // Off the event loop (libuv's pool): a 4096 px code takes a while.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, shapeRendering: 1 });
  return image.asPng();
}

/** Width and height from a PNG's IHDR, without decoding it; null when the bytes are no PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.byteLength < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The text of the QR code in a PNG, or null when none is found (or the PNG does not decode). */
export function decodeQrPng(bytes: Uint8Array): string | null {
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  const { data, width, height } = sampled(png);
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Codes are read at most DECODE_MAX px wide: a 4096 px code is 16x the work and no easier to read. */
const DECODE_MAX = 1024;

function sampled(png: PNG): { data: Uint8ClampedArray; width: number; height: number } {
  const step = Math.ceil(Math.max(png.width, png.height) / DECODE_MAX);
  const full = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength);
  if (step <= 1) return { data: full, width: png.width, height: png.height };
  const width = Math.floor(png.width / step);
  const height = Math.floor(png.height / step);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = ((y * step + (step >> 1)) * png.width + x * step + (step >> 1)) * 4;
      data.set(full.subarray(from, from + 4), (y * width + x) * 4);
    }
  return { data, width, height };
}
