/** Helpers for the QR integration tests (on top of testing.ts and testing-links.ts). */
import { svgToPng } from '@kurz/api';
import { renderQrSvg } from '@kurz/core';
import { PNG } from 'pngjs';
import type { TestClient, TestServer } from './testing';

/** POST a multipart body with one file part, as the dashboard sends it, to any upload URL. */
export async function postFile(server: TestServer, c: TestClient | null, url: string, bytes: Uint8Array, filename = 'qr.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const body = new Response(form);
  const headers: Record<string, string> = { 'content-type': body.headers.get('content-type')! };
  if (c?.cookie) headers.cookie = `kurz_session=${c.cookie}`;
  return server.app.inject({ method: 'POST', url, payload: Buffer.from(await body.arrayBuffer()), headers, remoteAddress: '192.0.2.201' });
}

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
export const readObject = (server: TestServer, url: string) => server.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
