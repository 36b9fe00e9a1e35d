/**
 * Small images whose headers declare any size: decompression bombs for tests. Each is well-formed
 * enough that a type sniffer and a header reader take it for what it claims to be.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG with a valid IHDR of width x height (8-bit RGB) and a tiny IDAT: one row of zeros, deflated. */
export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 4096) * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG: JFIF APP0, then a SOF0 declaring width x height with three components, then EOI. */
export function jpegOfSize(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'ascii');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length & 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
const u24 = (v: number) => Buffer.from([v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff]);

/** An extended WebP (VP8X) whose canvas is width x height; with `frames`, that many ANMF frames filling it. */
export function webpOfSize(width: number, height: number, frames = 0): Buffer {
  const flags = frames ? 0x02 : 0;
  const chunks = [riffChunk('VP8X', Buffer.concat([Buffer.from([flags, 0, 0, 0]), u24(width - 1), u24(height - 1)]))];
  if (frames) chunks.push(riffChunk('ANIM', Buffer.alloc(6)));
  for (let f = 0; f < frames; f++)
    chunks.push(
      riffChunk('ANMF', Buffer.concat([u24(0), u24(0), u24(width - 1), u24(height - 1), u24(100), Buffer.from([0])])),
    );
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** A GIF89a of width x height with `frames` frames of frameSide x frameSide pixels each. */
export function gifOfSize(width: number, height: number, frames = 1, frameSide = 1): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'ascii');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  const frame = Buffer.alloc(10);
  frame[0] = 0x2c;
  frame.writeUInt16LE(frameSide, 5);
  frame.writeUInt16LE(frameSide, 7);
  const data = Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00]);
  return Buffer.concat([
    head,
    ...Array.from({ length: frames }, () => Buffer.concat([frame, data])),
    Buffer.from([0x3b]),
  ]);
}
