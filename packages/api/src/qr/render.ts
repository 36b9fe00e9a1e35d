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
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength);
  return jsQR(pixels, png.width, png.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
