/** Decompression bombs: every endpoint taking an image reads its size from the header and stores nothing too large. */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gifOfSize, jpegOfSize, pngOfSize, webpOfSize } from '@kurz/api/testing/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, PNG_1PX, postFile, q, userOn } from '../testing/links';
import { logoPng, qrPngOf } from '../testing/qr';

let server: TestServer;
let pro: TestClient;
let slug: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kurz-bombs-'));
  server = await createTestServer({ dataDir });
  ({ client: pro } = await userOn(server, 'pro', 'bombs'));
  slug = await newLink(pro);
});
afterAll(() => server.close());

const BOMBS: [string, Buffer, string][] = [
  ['png', pngOfSize(30000, 30000), 'image/png'],
  ['jpg', jpegOfSize(30000, 30000), 'image/jpeg'],
  ['webp', webpOfSize(30000, 30000), 'image/webp'],
  ['gif', gifOfSize(30000, 30000), 'image/gif'],
  // 200 frames of 1000 x 1000: each within the sides, 200 megapixels in all.
  ['gif', gifOfSize(1000, 1000, 200), 'image/gif'],
];
const ENDPOINTS = [
  '/api/og/upload',
  '/api/qr/logo',
  () => `/api/qr/upload?hostname=${HOST}&slug=${encodeURIComponent(slug)}`,
];

async function storedObjects(): Promise<number> {
  const files = await readdir(join(dataDir, 'objects'), { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((f) => f.isFile()).length;
}
const uploadRows = async () =>
  (
    await server.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('images larger than their endpoint allows', () => {
  it('are refused with 400 invalid_image_dimensions by all three endpoints, and nothing is stored', async () => {
    const before = { rows: await uploadRows(), objects: await storedObjects() };
    for (const endpoint of ENDPOINTS) {
      const url = typeof endpoint === 'string' ? endpoint : endpoint();
      for (const [ext, bytes, type] of BOMBS) {
        expect(bytes.byteLength).toBeLessThan(10_000);
        const res = await postFile(server, pro, url, bytes, `bomb.${ext}`, type);
        expect([url, ext, res.statusCode, res.json()]).toEqual([url, ext, 400, { error: 'invalid_image_dimensions' }]);
      }
    }
    expect({ rows: await uploadRows(), objects: await storedObjects() }).toEqual(before);
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr.image_url).toBeNull();
  });

  it('a logo stored before sizes were checked is sized again before a QR code is drawn with it', async () => {
    const { id } = await server.db.selectFrom('users').select('id').orderBy('created_at').executeTakeFirstOrThrow();
    const key = 'qrlogo/storedbeforechecks.png';
    await server.deps.objects.put(key, pngOfSize(30000, 30000));
    await server.db.insertInto('uploads').values({ key, owner_id: id, content_type: 'image/png', size: 100 }).execute();
    const res = await pro.put(`/api/qr/config/${q(slug)}`, {
      logo_url: `http://localhost:3000/api/r2?key=${encodeURIComponent(key)}`,
      format: 'png',
      size: 256,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_image_dimensions' }]);
    expect((await pro.get(`/api/qr/info/${q(slug)}`)).json().qr.image_url).toBeNull();
    await server.deps.objects.delete(key);
    await server.db.deleteFrom('uploads').where('key', '=', key).execute();
  });

  it('leave normal images working on each endpoint', async () => {
    const og = await postFile(server, pro, '/api/og/upload', PNG_1PX, 'og.png');
    expect(og.statusCode, og.body).toBe(200);
    const wide = await postFile(server, pro, '/api/og/upload', pngOfSize(1200, 630), 'wide.png');
    expect(wide.statusCode, wide.body).toBe(200);
    const logo = await postFile(server, pro, '/api/qr/logo', logoPng(), 'logo.png');
    expect(logo.statusCode, logo.body).toBe(200);
    const code = await postFile(
      server,
      pro,
      `/api/qr/upload?hostname=${HOST}&slug=${encodeURIComponent(slug)}`,
      await qrPngOf(`http://${HOST}:3000/${slug}?qr=1`),
    );
    expect(code.statusCode, code.body).toBe(200);
    expect(await storedObjects()).toBe(4);
  });
});
