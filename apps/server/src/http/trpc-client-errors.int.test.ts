/** tRPC requests a client got wrong answer with their real status and code, and are no error in the log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';
import { capturedLogger, ERROR_LEVEL } from '../testing/logs';

const { logger, lines } = capturedLogger();
let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer({}, {}, { logger });
  ({ client } = await userOn(server, 'free', 'trpc'));
});
afterAll(() => server.close());

const input = encodeURIComponent(JSON.stringify({ url: 'https://example.com/', hostname: 'kurz.localhost' }));

describe('tRPC client errors', () => {
  it.each([
    ['a mutation by GET', 405, 'method_not_allowed', { method: 'GET', url: `/trpc/links.create?input=${input}` }],
    [
      'a query by POST',
      405,
      'method_not_allowed',
      { method: 'POST', url: '/trpc/links.list', payload: '{}', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a mutation by PUT',
      405,
      'method_not_allowed',
      { method: 'PUT', url: '/trpc/links.create', payload: '{}', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a mutation by PATCH',
      405,
      'method_not_allowed',
      { method: 'PATCH', url: '/trpc/links.create', payload: '{}', headers: { 'content-type': 'application/json' } },
    ],
    ['a DELETE without a body', 415, 'unsupported_media_type', { method: 'DELETE', url: '/trpc/links.create' }],
    [
      'malformed JSON',
      400,
      'invalid_input',
      {
        method: 'POST',
        url: '/trpc/links.create',
        payload: '{"url":',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'wrong types',
      400,
      'invalid_input',
      {
        method: 'POST',
        url: '/trpc/links.create',
        payload: '{"url":5,"hostname":[]}',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'an unknown procedure',
      404,
      'not_found',
      { method: 'POST', url: '/trpc/links.nope', payload: '{}', headers: { 'content-type': 'application/json' } },
    ],
  ] as const)('%s answers %i with code %s, logged at debug only', async (_name, status, code, req) => {
    const before = lines.length;
    const res = await client.request(req);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    const error = body.error ?? body[0]?.error;
    expect(error.data.appCode).toBe(code);
    expect(error.message).not.toBe('internal_error');
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
    expect(logged.filter((l) => l.err?.stack)).toEqual([]);
    expect(logged).toContainEqual(expect.objectContaining({ level: 20, msg: 'trpc call refused', code, status }));
  });
});
