import { describe, expect, it } from 'vitest';
import {
  clampLogoSize,
  clampQrMargin,
  clampQrSize,
  contrastRatio,
  isHardToScan,
  QR,
  qrText,
  renderQrSvg,
  ZQrSettings,
} from './qr';

describe('QR settings', () => {
  it('leaves out what is not sent (the saved value stays)', () => {
    expect(ZQrSettings.parse({})).toEqual({});
    expect(ZQrSettings.parse({ logo_url: null })).toEqual({ logo_url: null });
  });

  it('clamps margin, size and logo size instead of refusing them', () => {
    const s = ZQrSettings.parse({ margin: 99, size: 10_000, image_size: 0.9 });
    expect([s.margin, s.size, s.image_size]).toEqual([10, 4096, 0.3]);
    const t = ZQrSettings.parse({ margin: -3, size: 12, image_size: 0.01 });
    expect([t.margin, t.size, t.image_size]).toEqual([0, 64, 0.1]);
    expect([clampQrSize(1000.6), clampQrMargin(2.4), clampLogoSize(0.234)]).toEqual([1001, 2, 0.23]);
  });

  it('refuses what is not a colour or another error correction', () => {
    expect(ZQrSettings.safeParse({ color_dark: 'red' }).success).toBe(false);
    expect(ZQrSettings.safeParse({ color_light: '#fff"/><script>' }).success).toBe(false);
    expect(ZQrSettings.safeParse({ ecc: 'L' }).success).toBe(false);
    expect(ZQrSettings.parse({ color_dark: '#1a2b3c' }).color_dark).toBe('#1A2B3C');
  });
});

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('warns on a low-contrast pair and on dark lighter than light', () => {
    expect(isHardToScan(QR.colorDark, QR.colorLight)).toBe(false);
    expect(isHardToScan('#1A3D7C', '#FFF8E0')).toBe(false);
    expect(isHardToScan('#999999', '#BBBBBB')).toBe(true);
    expect(isHardToScan('#FFFFFF', '#000000')).toBe(true);
  });
});

describe('renderQrSvg', () => {
  const base = {
    text: qrText('https://kurz.localhost/abc'),
    size: 256,
    margin: 2,
    colorDark: '#000000',
    colorLight: '#FFFFFF',
  };

  it('is an SVG of the chosen size with ECC H, and without a logo no image', () => {
    const svg = renderQrSvg(base);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(svg).not.toContain('<image');
    expect(qrText('https://h/s')).toBe('https://h/s?qr=1');
  });

  it('clears the modules behind a logo and escapes its URL', () => {
    const plain = renderQrSvg(base);
    const withLogo = renderQrSvg({ ...base, logo: { href: 'data:image/png;base64,AA"><script>', size: 0.3 } });
    expect(withLogo).toContain('<image');
    expect(withLogo).not.toContain('<script>');
    const dPlain = /d="([^"]*)"/.exec(plain)![1]!;
    const dLogo = /d="([^"]*)"/.exec(withLogo)![1]!;
    expect(dLogo.length).toBeLessThan(dPlain.length);
  });

  it('clamps the size it renders', () => {
    expect(renderQrSvg({ ...base, size: 9999 })).toContain('width="4096"');
  });
});
