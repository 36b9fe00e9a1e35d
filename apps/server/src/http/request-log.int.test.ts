/** Request lines: what succeeds and says nothing (files, health checks, short links) is at debug; no token is logged. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/index';
import { guest, HOST, newLink } from '../testing/links';
import { capturedLogger, type LogLine } from '../testing/logs';
import { call } from '../testing/process';

const DEBUG = 20;
const INFO = 30;
const { logger, lines } = capturedLogger();
let server: TestServer;
let port: number;
let slug: string;
beforeAll(async () => {
  server = await createTestServer({}, {}, { logger });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  slug = await newLink(await guest(server), 'https://example.com/landing');
});
afterAll(() => server.close());

const dashboard = new URL(TEST_ORIGIN).host;
/** The request lines written for `url`, once the answer is out. */
async function linesOf(url: string, host = dashboard): Promise<LogLine[]> {
  await call(port, 'GET', url, { host });
  await new Promise((r) => setTimeout(r, 20));
  return lines.filter((l) => l.url === url);
}

describe('request log lines', () => {
  it('are one line a request: the health checks, robots.txt and the icon at debug', async () => {
    for (const url of ['/healthz', '/readyz', '/robots.txt', '/favicon.ico']) {
      const found = await linesOf(url);
      expect(
        found.map((l) => [l.level, l.status, l.msg]),
        url,
      ).toEqual([[DEBUG, 200, 'request completed']]);
    }
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('keep the API calls and every failure at info', async () => {
    expect((await linesOf('/api/config')).map((l) => [l.level, l.status])).toEqual([[INFO, 200]]);
    // A file of an older build, gone: worth seeing.
    expect((await linesOf('/assets/index-gone.js')).map((l) => [l.level, l.status])).toEqual([[INFO, 404]]);
  });

  it('leave out the tokens in an address: postbacks, reset and verify links, invitations', async () => {
    const secret = 'Sup3rSecretT0ken_-x1234567890abcdefGHIJKL';
    for (const [url, logged] of [
      [`/api/postback?clickid=abc&token=${secret}&revenue=1`, '/api/postback?clickid=abc&token=[redacted]&revenue=1'],
      [`/reset-password?token=${secret}`, '/reset-password?token=[redacted]'],
      [`/api/invitations/${secret}`, '/api/invitations/[redacted]'],
      [`/invite/${secret}`, '/invite/[redacted]'],
    ] as const) {
      await call(port, 'GET', url, { host: dashboard });
      await new Promise((r) => setTimeout(r, 20));
      expect(lines.filter((l) => l.url === logged).length, url).toBe(1);
    }
    expect(JSON.stringify(lines)).not.toContain(secret);
    // The route itself is kept.
    await call(port, 'POST', '/api/invitations/accept', { host: dashboard });
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.some((l) => l.url === '/api/invitations/accept')).toBe(true);
  });

  it('put the short links, answered before Fastify, at debug', async () => {
    const found = await linesOf(`/${slug}`, HOST);
    expect(found.map((l) => [l.level, l.status, l.host, l.msg])).toEqual([[DEBUG, 302, HOST, 'short link answered']]);
  });
});
