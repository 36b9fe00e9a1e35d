/** Uploads with S3_* set: stored in an S3-compatible store (a local stand-in here) and read back through /api/r2. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s3ObjectStore } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { PNG_1PX, uploadImage, userOn } from '../testing/links';

/** A minimal S3: keeps PUT bodies, serves them on GET, drops them on DELETE, refuses requests not signed with our key. */
const stored = new Map<string, Buffer>();
let s3: Server;
let endpoint: string;
let server: TestServer;
let client: TestClient;
const credentials = { bucket: 'kurz-uploads', region: 'auto', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };

beforeAll(async () => {
  s3 = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/') || !/SignedHeaders=.*x-amz-date/.test(auth)) {
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
    if (req.method === 'DELETE') {
      res.writeHead(stored.delete(req.url!) ? 204 : 404).end();
      return;
    }
    const body = stored.get(req.url!);
    if (body) res.writeHead(200).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
  server = await createTestServer({ s3: { endpoint, ...credentials } });
  ({ client } = await userOn(server, 'hobby', 's3'));
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((r) => s3.close(() => r()));
});

describe('with S3_* configured', () => {
  it('an uploaded image lands in the bucket and is served back from it', async () => {
    const res = await uploadImage(server, client, PNG_1PX);
    expect(res.statusCode).toBe(200);
    const key = new URL(res.json().url).searchParams.get('key')!;
    expect(stored.get(`/kurz-uploads/${key}`)).toEqual(PNG_1PX);
    const read = await server.app.inject({ method: 'GET', url: `/api/r2?key=${encodeURIComponent(key)}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(read.rawPayload, PNG_1PX)).toBe(0);
  });

  it('the store answers null for a missing object and refuses keys we never generate', async () => {
    const store = s3ObjectStore({ endpoint, ...credentials });
    expect(await store.get('og/nothinghere1234.png')).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    await expect(store.put('../x.png', PNG_1PX)).rejects.toThrow(/bad object key/);
  });

  it('deletes an object, and takes a missing one as already deleted', async () => {
    const store = s3ObjectStore({ endpoint, ...credentials });
    await store.put('og/deleteme12345678.png', PNG_1PX);
    await store.delete('og/deleteme12345678.png');
    expect(stored.has('/kurz-uploads/og/deleteme12345678.png')).toBe(false);
    await store.delete('og/deleteme12345678.png');
    expect(await store.get('og/deleteme12345678.png')).toBeNull();
  });

  it('the store fails loudly when the credentials are refused', async () => {
    const store = s3ObjectStore({ endpoint, ...credentials, accessKeyId: 'WRONG' });
    await expect(store.put('og/abcdefgh12345679.png', PNG_1PX)).rejects.toThrow(/HTTP 403/);
    await expect(store.delete('og/abcdefgh12345679.png')).rejects.toThrow(/HTTP 403/);
  });
});
