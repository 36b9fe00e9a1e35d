/** Helpers for the links / redirect integration tests (on top of index.ts). */
import type { TPlanId } from '@kurz/core';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './index';

export const HOST = 'kurz.localhost';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let emails = 0;

/** A signed-up user moved to the given plan (paid plans come from billing, which tests skip); unverified unless asked. */
export async function userOn(
  server: TestServer,
  plan: TPlanId,
  name = 'user',
  opts: { verified?: boolean } = {},
): Promise<{ client: TestClient; id: string; email: string }> {
  const email = `${name}.${plan}.${++emails}.${Date.now()}@example.com`;
  const { client, id } = await server.signUp(email, opts);
  if (plan !== 'free') await server.db.updateTable('workspaces').set({ plan_id: plan }).where('id', '=', id).execute();
  return { client, id, email };
}

export async function guest(server: TestServer): Promise<TestClient> {
  const c = server.client();
  const res = await c.post('/api/auth/guest');
  expect(res.statusCode).toBe(200);
  return c;
}

/** Creates a link on the system host and returns its slug. */
export async function newLink(client: TestClient, url = 'https://example.com/landing', slug?: string): Promise<string> {
  const res = await client.post('/api/links/create', { url, hostname: HOST, ...(slug ? { slug } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slug as string;
}

export const q = (slug: string, host = HOST) => `${encodeURIComponent(slug)}?hostname=${encodeURIComponent(host)}`;

/** Polls until fn() returns something truthy, or fails after timeoutMs. */
export async function eventually<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 3000,
  stepMs = 20,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** HH:MM of the current UTC time shifted by `minutes`. */
export function utcHHMM(minutes: number, now = new Date()): string {
  const t = (((now.getUTCHours() * 60 + now.getUTCMinutes() + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** POST a multipart body with one file part, as the dashboard sends it, to any upload URL. */
export async function postFile(
  server: TestServer,
  c: TestClient | null,
  url: string,
  bytes: Uint8Array,
  filename = 'qr.png',
  type = 'image/png',
  remoteAddress = '192.0.2.201',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const body = new Response(form);
  const headers: Record<string, string> = { 'content-type': body.headers.get('content-type')! };
  if (c?.cookie) headers.cookie = `kurz_session=${c.cookie}`;
  return server.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await body.arrayBuffer()),
    headers,
    remoteAddress,
  });
}

/** POST /api/og/upload as the dashboard sends it: multipart, field 'file', with the client's cookie. */
export const uploadImage = (
  server: TestServer,
  c: TestClient | null,
  bytes: Uint8Array,
  filename = 'image.png',
  type = 'image/png',
) => postFile(server, c, '/api/og/upload', bytes, filename, type, '192.0.2.200');

/** The account's postback token, as the dashboard reads it (made on the first read). */
export async function postbackToken(client: TestClient): Promise<string> {
  const res = await client.get('/api/postback/token');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}
