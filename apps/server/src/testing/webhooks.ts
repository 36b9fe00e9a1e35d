/** A webhook receiver for the tests: a real HTTP server on loopback that records what it is sent. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; created_at: number; data: Record<string, unknown> };
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers the next requests to a path with these statuses, then 200. */
  answer(path: string, statuses: number[]): void;
  for(path: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const statuses = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body, json: JSON.parse(body), at: Date.now() });
      res.writeHead(statuses.get(path)?.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, list) => statuses.set(path, [...list]),
    for: (path) => received.filter((r) => r.path === path),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** The check docs/api.md tells receivers to make, written out independently of the server's code. */
export function verifiedByDocs(secret: string, header: string, rawBody: string, toleranceS = 300): boolean {
  const fields = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(String(fields.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
