/** Helpers for the API key integration tests (on top of index.ts). */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './index';

let owners = 0;

/** A verified, signed-up account on the free plan: the least an account needs to manage keys. */
export async function keyOwner(server: TestServer, name = 'owner'): Promise<{ client: TestClient; id: string }> {
  return server.signUp(`${name}.${++owners}.${Date.now()}@example.com`, { verified: true });
}

export interface CreatedKey {
  id: string;
  key: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  created_at: number;
  expires_at: number | null;
}

export async function createKey(
  client: TestClient,
  scope: 'read' | 'write' = 'write',
  extra: Record<string, unknown> = {},
): Promise<CreatedKey> {
  const res = await client.post('/api/keys', { name: `${scope} key`, scope, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatedKey>();
}

/** A script's call: the key in the Authorization header, no cookie, from its own address. */
export function withKey(
  server: TestServer,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    remoteAddress: '198.51.100.9',
    headers: { host: 'localhost:3000', authorization: `Bearer ${key}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
