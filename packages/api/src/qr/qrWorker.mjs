// @ts-check
// The QR thread (render.ts runs it through piscina): rasterising a code to PNG and reading an uploaded
// PNG back take up to a second for a large image, which must not stall the event loop that answers
// redirects. Plain JavaScript, so the thread starts without the TypeScript loader.
import { renderAsync } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The core renderer's SVG to PNG, at the SVG's own size. The SVG is ours (no external reference: a
 * logo is inlined as a data: URI), and resvg loads no fonts or files for it.
 * @param {string} svg
 * @returns {Promise<Uint8Array>}
 */
export async function render(svg) {
  return (await renderAsync(svg, { font: { loadSystemFonts: false }, shapeRendering: 1 })).asPng();
}

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
export function decode(bytes) {
  let png;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  const { data, width, height } = sampled(png);
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
