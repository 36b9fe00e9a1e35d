import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedAddressError, safePost } from './safeHttp';

let got: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ method: req.method, headers: req.headers, body });
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end(), 500);
      res.writeHead(req.url === '/fail' ? 500 : 202).end('answer');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('safePost', () => {
  it('posts the body with its headers and resolves to the status', async () => {
    got = [];
    await expect(
      safePost(`${url}/ok`, '{"a":1}', {
        timeoutMs: 2000,
        allowIps: ['127.0.0.1'],
        headers: { 'content-type': 'application/json', 'x-k': 'v' },
      }),
    ).resolves.toBe(202);
    await expect(safePost(`${url}/fail`, 'x', { timeoutMs: 2000, allowIps: ['127.0.0.1'], headers: {} })).resolves.toBe(
      500,
    );
    expect(got[0]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'x-k': 'v', 'content-length': '7' },
    });
  });

  it('refuses loopback unless allowed, without reaching the server', async () => {
    got = [];
    await expect(safePost(`${url}/ok`, 'x', { timeoutMs: 2000, headers: {} })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(got).toEqual([]);
  });

  it('gives up after its deadline', async () => {
    await expect(
      safePost(`${url}/slow`, 'x', { timeoutMs: 100, allowIps: ['127.0.0.1'], headers: {} }),
    ).rejects.toThrow(/timed out after 100 ms/);
  });
});
