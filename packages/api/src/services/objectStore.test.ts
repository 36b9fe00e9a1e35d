import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStore, s3ObjectStore } from './objectStore';

/** A minimal S3 stand-in: keeps PUT bodies, serves them on GET, refuses unsigned requests. */
let s3: Server;
let endpoint: string;
const stored = new Map<string, Buffer>();
const seen: { method: string; url: string; auth: string }[] = [];
beforeAll(async () => {
  s3 = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push({ method: req.method!, url: req.url!, auth });
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/') || !req.headers['x-amz-date']) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        stored.set(req.url!, Buffer.concat(chunks));
        res.writeHead(200).end();
      });
      return;
    }
    const body = stored.get(req.url!);
    if (!body) res.writeHead(404).end();
    else res.writeHead(200).end(body);
  });
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => s3.close(() => r())));

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('s3ObjectStore', () => {
  const options = () => ({ endpoint, bucket: 'kurz-uploads', region: 'auto', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });

  it('puts and gets an object with signed path-style requests', async () => {
    const store = s3ObjectStore(options());
    await store.put('og/abcdefgh12345678.png', bytes);
    expect(stored.get('/kurz-uploads/og/abcdefgh12345678.png')).toEqual(Buffer.from(bytes));
    expect(await store.get('og/abcdefgh12345678.png')).toEqual(bytes);
    expect(seen.at(-1)?.auth).toMatch(/SignedHeaders=.*x-amz-date/);
  });

  it('answers null for a missing object and refuses keys we never generate', async () => {
    const store = s3ObjectStore(options());
    expect(await store.get('og/nothinghere1234.png')).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    await expect(store.put('../x.png', bytes)).rejects.toThrow(/bad object key/);
  });

  it('fails loudly when the store refuses the credentials', async () => {
    const store = s3ObjectStore({ ...options(), accessKeyId: 'WRONG' });
    await expect(store.put('og/abcdefgh12345679.png', bytes)).rejects.toThrow(/HTTP 403/);
  });
});

describe('localObjectStore', () => {
  it('keeps objects under its root and refuses other keys', async () => {
    const store = localObjectStore(await mkdtemp(join(tmpdir(), 'kurz-objects-')));
    await store.put('og/abcdefgh12345678.webp', bytes);
    expect(await store.get('og/abcdefgh12345678.webp')).toEqual(Buffer.from(bytes));
    expect(await store.get('og/../../secret.png')).toBeNull();
    expect(await store.get('og/missing12345678.png')).toBeNull();
  });
});
