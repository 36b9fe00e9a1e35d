/** robots.txt and the icon: the dashboard is not indexed, short links are; every host has an icon. */
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { call } from '../testing/process';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const dashboard = new URL(TEST_ORIGIN).host;
/** Over a real socket: short-link hosts are answered before Fastify, which inject() would skip. */
const get = (path: string, host: string) => call(port, 'GET', path, { host });
const ICO_MAGIC = '00000100';

function getBytes(path: string, host: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('/robots.txt', () => {
  it('keeps search engines off the dashboard', async () => {
    const res = await get('/robots.txt', dashboard);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('lets them follow short links', async () => {
    const res = await get('/robots.txt', HOST);
    expect(res.status).toBe(200);
    expect(res.body).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('/favicon.ico', () => {
  it.each([
    ['the dashboard', dashboard],
    ['a short-link host', HOST],
  ])('is an icon on %s', async (_name, host) => {
    const res = await getBytes('/favicon.ico', host);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.body.subarray(0, 4).toString('hex')).toBe(ICO_MAGIC);
    expect(res.body.length).toBe(Number(res.headers['content-length']));
  });

  it('answers HEAD without a body on a short-link host, and other paths there are still slugs', async () => {
    const head = await call(port, 'HEAD', '/favicon.ico', { host: HOST });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/favicon.png', HOST)).status).toBe(404);
  });
});
