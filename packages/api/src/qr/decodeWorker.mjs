// @ts-check
// A worker thread of the QR decoder pool (render.ts): reading a PNG and searching it for a code takes
// up to seconds for a large image, which must not stall the event loop that answers redirects.
// Plain JavaScript, so the thread starts without the TypeScript loader.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Codes are read at most DECODE_MAX px wide: a 4096 px code is 16x the work and no easier to read. */
const DECODE_MAX = 1024;

/**
 * @param {PNG} png
 * @returns {{ data: Uint8ClampedArray; width: number; height: number }}
 */
function sampled(png) {
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

/**
 * The text of the QR code in a PNG, or null when none is found (or the bytes do not decode).
 * @param {Uint8Array} bytes
 * @returns {string | null}
 */
export default function decodeQrPng(bytes) {
  let png;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  const { data, width, height } = sampled(png);
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
