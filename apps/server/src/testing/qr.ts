/** Helpers for the QR integration tests (on top of index.ts and links.ts). */
import { svgToPng } from '@kurz/api';
import { renderQrSvg } from '@kurz/core';
import { PNG } from 'pngjs';
import type { TestServer } from './index';

/** A busy 96 px logo (stripes of dark and colour): the hardest thing to have in the middle of a code. */
export function logoPng(side = 96): Buffer {
  const png = new PNG({ width: side, height: side });
  for (let i = 0; i < side * side; i++) {
    const band = Math.floor(((i % side) + Math.floor(i / side)) / 12) % 3;
    png.data.set([band === 1 ? 200 : 20, band === 2 ? 160 : 20, 120, 255], i * 4);
  }
  return PNG.sync.write(png);
}

/** A PNG QR code of any text, as a browser's export of it would look. */
export const qrPngOf = (text: string, size = 256) =>
  svgToPng(renderQrSvg({ text, size, margin: 2, colorDark: '#000000', colorLight: '#FFFFFF' }));

/** GET an /api/r2 URL the API answered with. */
export const readObject = (server: TestServer, url: string) =>
  server.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
