import { QR, qrText, renderQrSvg } from '@kurz/core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeQrPng, pngDimensions, svgToPng } from './render';

/** A busy logo: dark and coloured stripes, the worst a scanner meets in the middle of a code. */
function stripedLogo(side = 96): string {
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const i = (y * side + x) * 4;
      const band = Math.floor((x + y) / 12) % 3;
      png.data[i] = band === 0 ? 20 : band === 1 ? 200 : 30;
      png.data[i + 1] = band === 2 ? 160 : 20;
      png.data[i + 2] = band === 1 ? 40 : 120;
      png.data[i + 3] = 255;
    }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const shortUrl = 'https://kurz.localhost/AbC-12_xyz';
const text = qrText(shortUrl);
/** A long custom-domain link: a bigger code (version 7), so smaller modules at the same size. */
const longUrl = 'https://go.some-shop-example.com:8443/spring-sale-2026_de';

describe('server QR rendering', () => {
  for (const size of [...QR.sizePresets, 1024, 4096]) {
    // Large images take seconds to decode: the margins are tried on the presets.
    const margins = size <= QR.previewMax ? [QR.marginMin, QR.marginDefault, QR.marginMax] : [QR.marginDefault];
    for (const margin of margins) {
      it(
        `a ${size} px PNG, margin ${margin}, with a 30 % logo at ECC H decodes back to the short URL`,
        { timeout: 60_000 },
        async () => {
          for (const url of [shortUrl, longUrl]) {
            const svg = renderQrSvg({
              text: qrText(url),
              size,
              margin,
              colorDark: QR.colorDark,
              colorLight: QR.colorLight,
              logo: { href: stripedLogo(), size: QR.logoMax },
            });
            const png = await svgToPng(svg);
            expect(pngDimensions(png)).toEqual({ width: size, height: size });
            expect(await decodeQrPng(png)).toBe(`${url}?qr=1`);
          }
        },
      );
    }
  }

  it('decodes with coloured modules and no quiet zone beyond the minimum', async () => {
    const svg = renderQrSvg({
      text,
      size: 256,
      margin: 1,
      colorDark: '#1a3d7c',
      colorLight: '#fff8e0',
      logo: { href: stripedLogo(), size: QR.logoDefault },
    });
    expect(await decodeQrPng(await svgToPng(svg))).toBe(text);
  });

  it('an image of something else does not decode to the short URL', async () => {
    const other = await svgToPng(
      renderQrSvg({
        text: 'https://evil.example/x',
        size: 256,
        margin: 2,
        colorDark: '#000000',
        colorLight: '#FFFFFF',
      }),
    );
    expect(await decodeQrPng(other)).toBe('https://evil.example/x');
    expect(await decodeQrPng(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(pngDimensions(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('decodes every upload the QR thread takes, and refuses those beyond its queue with rate_limited', async () => {
    const png = await svgToPng(
      renderQrSvg({ text, size: 256, margin: 2, colorDark: '#000000', colorLight: '#FFFFFF' }),
    );
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => decodeQrPng(png)));
    const decoded = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(decoded.length).toBeGreaterThanOrEqual(16);
    expect(decoded.every((a) => a.value === text)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.reason instanceof AppError && a.reason.appCode === 'rate_limited')).toBe(true);
    // Once the queue has drained, uploads are taken again.
    expect(await decodeQrPng(png)).toBe(text);
  });

  it("runs an account's jobs one after another, refuses a third at once, and lets other accounts through", async () => {
    const png = await svgToPng(
      renderQrSvg({ text, size: 512, margin: 2, colorDark: '#000000', colorLight: '#FFFFFF' }),
    );
    const order: string[] = [];
    const mine = [0, 1, 2].map((i) =>
      decodeQrPng(png, 'account-a').then(
        (t) => (order.push(`a${i}`), t),
        (err: unknown) => (order.push(`a${i} refused`), err),
      ),
    );
    const other = decodeQrPng(png, 'account-b').then((t) => (order.push('b'), t));
    const [a0, a1, a2] = await Promise.all(mine);
    expect([a0, a1, await other]).toEqual([text, text, text]);
    expect(a2).toBeInstanceOf(AppError);
    expect((a2 as AppError).appCode).toBe('rate_limited');
    // Refused before anything ran; the account's two jobs ran in turn.
    expect(order[0]).toBe('a2 refused');
    expect(order.indexOf('a0')).toBeLessThan(order.indexOf('a1'));
    // Once they are done the account is taken again.
    expect(await decodeQrPng(png, 'account-a')).toBe(text);
  });
});
