import QRCode from 'qrcode';
import { z } from 'zod';

/** The spec's QR limits and defaults (§5, §9). Logo sizes are fractions of the code's width. */
export const QR = {
  ecc: 'H',
  sizePresets: [64, 128, 256, 512] as const,
  sizeMin: 64,
  sizeMax: 4096,
  sizeDefault: 512,
  previewMax: 512,
  marginMin: 0,
  marginMax: 10,
  marginDefault: 2,
  colorDark: '#000000',
  colorLight: '#FFFFFF',
  logoMin: 0.1,
  logoMax: 0.3,
  logoDefault: 0.2,
  /** Light border around the logo, in px of the full-size (512 px) preview; other sizes scale it. */
  logoMarginPreview: 4,
  logoDebounceMs: 120,
  /** Below this WCAG contrast ratio (or with the dark colour the lighter one) scanners struggle. */
  minContrast: 4,
} as const;

/** The query marker every printed code carries: the redirect counts the click as a QR scan and drops it. */
export const QR_MARKER_PARAM = 'qr';
export const qrText = (shortUrl: string) => `${shortUrl}?${QR_MARKER_PARAM}=1`;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
export const clampQrSize = (v: number) =>
  Math.round(clamp(Number.isFinite(v) ? v : QR.sizeDefault, QR.sizeMin, QR.sizeMax));
export const clampQrMargin = (v: number) =>
  Math.round(clamp(Number.isFinite(v) ? v : QR.marginDefault, QR.marginMin, QR.marginMax));
/** Whole percents, as the slider offers them. */
export const clampLogoSize = (v: number) =>
  Math.round(clamp(Number.isFinite(v) ? v : QR.logoDefault, QR.logoMin, QR.logoMax) * 100) / 100;

const ZHexColor = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour as #RRGGBB')
  .transform((v) => v.toUpperCase());

/**
 * The settings saved for a link's QR (PUT /api/qr/config): out-of-range numbers are clamped, not
 * refused. A field left out keeps its saved value (the spec's default if none was saved), as on the
 * other PUTs; `logo_url: null` removes the logo.
 */
export const ZQrSettings = z.strictObject({
  ecc: z.literal(QR.ecc).optional(),
  margin: z.number().transform(clampQrMargin).optional(),
  color_dark: ZHexColor.optional(),
  color_light: ZHexColor.optional(),
  logo_url: z.string().trim().max(2048).nullable().optional(),
  size: z.number().transform(clampQrSize).optional(),
  image_size: z.number().transform(clampLogoSize).optional(),
  /**
   * Publish an image rendered by the server from these settings, in this format. Without it, a link
   * that has an image gets it rendered again (in its format) when the settings change.
   */
  format: z.enum(['png', 'svg']).optional(),
});
export type TQrSettingsInput = z.input<typeof ZQrSettings>;
export type TQrSettings = z.output<typeof ZQrSettings>;

export const ZQrInfo = z.object({
  short_url: z.string(),
  /** What the code encodes: the short URL with the QR marker. */
  qr_text: z.string(),
  qr: z.object({
    ecc: z.literal(QR.ecc),
    margin: z.number(),
    color_dark: z.string(),
    color_light: z.string(),
    logo_url: z.string().nullable(),
    size: z.number(),
    image_size: z.number(),
    image_url: z.string().nullable(),
    image_format: z.enum(['png', 'svg']).nullable(),
  }),
});
export type TQrInfo = z.infer<typeof ZQrInfo>;

export interface QrRenderInput {
  text: string;
  /** Width and height of the image in px. */
  size: number;
  /** Quiet zone in modules. */
  margin: number;
  colorDark: string;
  colorLight: string;
  /** An image URL (a data: URI wherever the SVG is rasterised), and its width as a fraction of the code. */
  logo?: { href: string; size: number } | null;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The one QR renderer: settings in, SVG out, for the browser preview and the server alike. Error
 * correction H; the modules under the logo are cleared (a scanner reads them as erasures, which H
 * restores) and the logo sits on the light colour in the middle.
 */
export function renderQrSvg(input: QrRenderInput): string {
  const { modules } = QRCode.create(input.text, { errorCorrectionLevel: QR.ecc });
  const n = modules.size;
  const margin = clampQrMargin(input.margin);
  const size = clampQrSize(input.size);
  const total = n + 2 * margin;
  const dark = ZHexColor.parse(input.colorDark);
  const light = ZHexColor.parse(input.colorLight);

  let hole: { from: number; to: number } | null = null;
  let logoTag = '';
  if (input.logo) {
    const fraction = clampLogoSize(input.logo.size);
    // The logo's light border: the preview's 4 px at 512, scaled to the size drawn.
    const marginPx = (QR.logoMarginPreview * size) / QR.previewMax;
    const marginModules = (marginPx * total) / size;
    // A whole number of modules is cleared, with the same parity as n so the hole stays centred.
    let cleared = Math.ceil(n * fraction + 2 * marginModules);
    if ((n - cleared) % 2 !== 0) cleared++;
    const from = (n - cleared) / 2;
    hole = { from, to: from + cleared };
    const side = n * fraction;
    const at = margin + (n - side) / 2;
    logoTag =
      `<rect x="${margin + from}" y="${margin + from}" width="${cleared}" height="${cleared}" fill="${light}"/>` +
      `<image x="${at}" y="${at}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="${escapeAttr(input.logo.href)}"/>`;
  }

  let path = '';
  for (let y = 0; y < n; y++) {
    let run = 0;
    for (let x = 0; x <= n; x++) {
      const inHole = hole !== null && x >= hole.from && x < hole.to && y >= hole.from && y < hole.to;
      const on = x < n && !inHole && modules.get(y, x) === 1;
      if (on) run++;
      else if (run > 0) {
        path += `M${margin + x - run} ${margin + y}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  // Under 2 px a module, modules of unequal width (1 px, 2 px, 1 px...) defeat scanners: each module
  // gets a whole number of px instead, and the quiet zone takes what is left over.
  let view = `0 0 ${total} ${total}`;
  let back = `width="${total}" height="${total}"`;
  if (size / total < 2) {
    const px = Math.max(1, Math.floor(size / total));
    const side = size / px;
    const pad = Math.floor((size - total * px) / 2) / px;
    view = `${-pad} ${-pad} ${side} ${side}`;
    back = `x="${-pad}" y="${-pad}" width="${side}" height="${side}"`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${view}" shape-rendering="crispEdges">` +
    `<rect ${back} fill="${light}"/>` +
    `<path fill="${dark}" d="${path}"/>` +
    logoTag +
    `</svg>`
  );
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Most scanners want dark modules on a light background, and plenty of contrast between them. */
export function isHardToScan(colorDark: string, colorLight: string): boolean {
  if (!/^#[0-9A-Fa-f]{6}$/.test(colorDark) || !/^#[0-9A-Fa-f]{6}$/.test(colorLight)) return false;
  return luminance(colorDark) >= luminance(colorLight) || contrastRatio(colorDark, colorLight) < QR.minContrast;
}
