import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  checkImageDimensions,
  imageDimensions,
  OG_IMAGE_LIMITS,
  QR_LOGO_LIMITS,
  QR_UPLOAD_LIMITS,
} from './imageDimensions';
import { gifOfSize, jpegOfSize, pngOfSize, webpOfSize } from './testing/imageBombs';

const refused = (bytes: Uint8Array, limits = OG_IMAGE_LIMITS) => {
  try {
    checkImageDimensions(bytes, limits);
    return null;
  } catch (err) {
    return err instanceof AppError ? err.appCode : String(err);
  }
};

describe('imageDimensions (header only)', () => {
  it('reads what each header declares, however large, from a few hundred bytes', () => {
    for (const [bytes, w, h] of [
      [pngOfSize(30000, 30000), 30000, 30000],
      [jpegOfSize(30000, 30000), 30000, 30000],
      [webpOfSize(30000, 30000), 30000, 30000],
      [gifOfSize(640, 480), 640, 480],
      [PNG.sync.write(new PNG({ width: 37, height: 21 })), 37, 21],
    ] as const) {
      expect(bytes.byteLength).toBeLessThan(20_000);
      expect(imageDimensions(bytes)).toEqual({ width: w, height: h, frames: 1 });
    }
  });

  it('counts the frames of animated GIFs and WebPs, and a frame reaching past the screen', () => {
    expect(imageDimensions(gifOfSize(100, 100, 7))).toEqual({ width: 100, height: 100, frames: 7 });
    expect(imageDimensions(gifOfSize(10, 10, 2, 5000))).toEqual({ width: 5000, height: 5000, frames: 2 });
    expect(imageDimensions(webpOfSize(300, 200, 4))).toEqual({ width: 300, height: 200, frames: 4 });
  });

  it('is null for what no header reader can size', () => {
    expect(imageDimensions(Buffer.from('not an image'))).toBeNull();
    expect(imageDimensions(pngOfSize(10, 10).subarray(0, 12))).toBeNull();
  });
});

describe('checkImageDimensions', () => {
  it('refuses bombs of every format with invalid_image_dimensions', () => {
    for (const bomb of [
      pngOfSize(30000, 30000),
      jpegOfSize(30000, 30000),
      webpOfSize(30000, 30000),
      gifOfSize(30000, 30000),
    ])
      for (const limits of [OG_IMAGE_LIMITS, QR_LOGO_LIMITS, QR_UPLOAD_LIMITS])
        expect(refused(bomb, limits)).toBe('invalid_image_dimensions');
  });

  it('holds each limit at its edge: a side, the total pixels, the frames', () => {
    expect(refused(pngOfSize(8192, 4000))).toBeNull();
    expect(refused(pngOfSize(8193, 10))).toBe('invalid_image_dimensions');
    expect(refused(pngOfSize(10, 8193))).toBe('invalid_image_dimensions');
    // Within 8192 a side, but 8000 x 8000 is 64 megapixels.
    expect(refused(pngOfSize(8000, 8000))).toBe('invalid_image_dimensions');
    expect(refused(gifOfSize(1000, 1000, 40))).toBeNull();
    expect(refused(gifOfSize(1000, 1000, 41))).toBe('invalid_image_dimensions');
    expect(refused(webpOfSize(2000, 2000, 11))).toBe('invalid_image_dimensions');
    expect(refused(pngOfSize(2048, 1900), QR_LOGO_LIMITS)).toBeNull();
    expect(refused(pngOfSize(2049, 100), QR_LOGO_LIMITS)).toBe('invalid_image_dimensions');
    expect(refused(pngOfSize(4096, 4096), QR_UPLOAD_LIMITS)).toBeNull();
    expect(refused(pngOfSize(4097, 4097), QR_UPLOAD_LIMITS)).toBe('invalid_image_dimensions');
  });

  it('refuses an image whose size cannot be read', () => {
    expect(refused(Buffer.from('GIF89a'))).toBe('invalid_image_dimensions');
  });

  it('reads a header only from its own bytes, not from whatever follows them in memory', () => {
    // A view of the first six bytes: the declared size would lie in the bytes after it.
    const truncated = Buffer.from('GIF89a\x20\x00\x20\x00', 'latin1').subarray(0, 6);
    expect(refused(truncated)).toBe('invalid_image_dimensions');
    expect(imageDimensions(truncated)).toBeNull();
  });
});
