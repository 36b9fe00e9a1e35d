import { postFile } from './upload';

/** An SVG as an <img> source: drawn by the browser as an image, so nothing in it can run. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The spec's client export: the renderer's SVG drawn on a canvas of `size` px, as PNG bytes. */
export async function svgToPngBlob(svg: string, size: number): Promise<Blob> {
  const img = new Image();
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('export_failed');
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(img, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('export_failed'))), 'image/png'),
  );
}

/**
 * A logo as a data: URI, so that the SVG holds it (an SVG drawn on a canvas loads nothing from
 * outside). Rejects when the logo cannot be read or is not an image.
 */
export async function logoDataUri(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !/^image\/(png|jpeg|gif)$/.test(type)) throw new Error('logo_unavailable');
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

export const uploadQrLogo = (file: File) => postFile<{ url: string }>('/api/qr/logo', file, file.name);

export const uploadQrPng = (hostname: string, slug: string, png: Blob) =>
  postFile<unknown>(
    `/api/qr/upload?hostname=${encodeURIComponent(hostname)}&slug=${encodeURIComponent(slug)}`,
    png,
    'qr.png',
  );
