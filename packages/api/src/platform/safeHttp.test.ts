import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusedAddress, RefusedAddressError, safeGet } from './safeHttp';

let hits = 0;
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('safeGet', () => {
  it('refuses loopback unless allowlisted, without reaching the server', async () => {
    hits = 0;
    await expect(safeGet(`http://127.0.0.1:${port}/x`, { timeoutMs: 2000 })).rejects.toThrow();
    await expect(safeGet(`http://localhost:${port}/x`, { timeoutMs: 2000 })).rejects.toThrow();
    expect(hits).toBe(0);
    await expect(safeGet(`http://127.0.0.1:${port}/x`, { timeoutMs: 2000, allowIps: ['127.0.0.1'] })).resolves.toBe(
      204,
    );
    expect(hits).toBe(1);
  });

  it.each([
    ['http://10.255.255.1/'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://192.168.0.1/'],
    ['http://[::1]/'],
    ['http://[fd00::1]/'],
    ['http://0.0.0.0/'],
    ['http://[::7f00:1]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://[64:ff9b::7f00:1]/'],
    ['http://[2002:7f00:1::1]/'],
  ])('refuses %s quickly, before any connection times out', async (url) => {
    const started = Date.now();
    const refusal = safeGet(url, { timeoutMs: 3000, allowIps: ['127.0.0.1'] });
    await expect(refusal).rejects.toThrow(/not allowed|private|forbidden|denied|refus/i);
    // Marked as a refusal (final), unlike a network error.
    await expect(refusal).rejects.toBeInstanceOf(RefusedAddressError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up at the deadline on a peer that sends its headers a byte at a time', async () => {
    const slow = net.createServer((socket) => {
      const bytes = Buffer.from('HTTP/1.1 200 OK\r\nX-Slow: ' + 'a'.repeat(100));
      let i = 0;
      const drip = setInterval(
        () => (i < bytes.length ? socket.write(bytes.subarray(i, ++i)) : clearInterval(drip)),
        50,
      );
      socket.on('close', () => clearInterval(drip));
      socket.on('error', () => clearInterval(drip));
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const started = Date.now();
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      await expect(safeGet(url, { timeoutMs: 400, allowIps: ['127.0.0.1'] })).rejects.toThrow('timed out after 400 ms');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      slow.close();
    }
  });

  it('refuses non-http schemes', async () => {
    await expect(safeGet('file:///etc/passwd', { timeoutMs: 1000 })).rejects.toThrow('unsupported protocol');
    await expect(safeGet('ftp://example.com/', { timeoutMs: 1000 })).rejects.toThrow('unsupported protocol');
  });
});

describe('isRefusedAddress', () => {
  it.each([
    ['::7f00:1', true],
    ['::a00:1', true],
    ['::808:808', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['64:ff9b::a00:1', true],
    ['2002:c0a8:101::1', true],
    ['127.0.0.1', true],
    ['93.184.215.14', false],
    ['::ffff:93.184.215.14', false],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', false],
  ])('%s: %s', (ip, refused) => {
    expect(isRefusedAddress(ip)).toBe(refused);
  });
});
