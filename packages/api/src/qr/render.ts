import Piscina from 'piscina';
import { AppError } from '../errors';

/** Width and height from a PNG's IHDR, without decoding it; null when the bytes are no PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.byteLength < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * One thread renders and decodes QR images (a second would take the core the redirects' event loop
 * and click writer share); a few more wait, and beyond that a call is refused as too many at once.
 * The thread ends after a minute without work.
 */
const QR_QUEUE = 16;
let pool: Piscina | null = null;

function onQrThread<T>(task: unknown, name: 'render' | 'decode'): Promise<T> {
  pool ??= new Piscina({ filename: new URL('./qrWorker.mjs', import.meta.url).href, maxThreads: 1, maxQueue: QR_QUEUE, idleTimeout: 60_000 });
  if (pool.queueSize >= QR_QUEUE) throw new AppError('rate_limited');
  return pool.run(task, { name });
}

/** The core renderer's SVG as a PNG of the SVG's own size (resvg, on the QR thread). */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  return onQrThread<Uint8Array>(svg, 'render');
}

/** The text of the QR code in a PNG, or null when none is found (or the PNG does not decode). */
export async function decodeQrPng(bytes: Uint8Array): Promise<string | null> {
  return onQrThread<string | null>(bytes, 'decode');
}

/** At shutdown: the QR thread ends (work under way is abandoned). */
export async function closeQrThread(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}
