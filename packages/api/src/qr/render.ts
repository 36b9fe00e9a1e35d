import { renderAsync } from '@resvg/resvg-js';
import Piscina from 'piscina';
import { AppError } from '../errors';

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

/**
 * One thread decodes uploads at a time (a second would take the core the redirects' event loop and
 * click writer share); a few more wait, and beyond that an upload is refused as too many at once.
 * The thread ends after a minute without work.
 */
const DECODER_QUEUE = 16;
let decoder: Piscina | null = null;

/** The text of the QR code in a PNG, or null when none is found (or the PNG does not decode). */
export async function decodeQrPng(bytes: Uint8Array): Promise<string | null> {
  const pool = (decoder ??= new Piscina({ filename: new URL('./decodeWorker.mjs', import.meta.url).href, maxThreads: 1, maxQueue: DECODER_QUEUE, idleTimeout: 60_000 }));
  if (pool.queueSize >= DECODER_QUEUE) throw new AppError('rate_limited');
  return pool.run(bytes);
}

/** At shutdown: the decoder thread ends (a decode under way is abandoned). */
export async function closeQrDecoder(): Promise<void> {
  const pool = decoder;
  decoder = null;
  await pool?.destroy();
}
