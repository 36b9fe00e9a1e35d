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
  /** The status the receiver answered with. */
  status: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers the next requests to a path with these statuses, then 200. */
  answer(path: string, statuses: number[]): void;
  /** Answers the first request carrying each event id with 500: every delivery is retried exactly once. */
  failFirstTry(path: string): void;
  /** Answers every request to a path after this long (a slow receiver). */
  slow(path: string, ms: number): void;
  /** The most requests to a path that were open at once. */
  mostAtOnce(path: string): number;
  for(path: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const statuses = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const failFirst = new Set<string>();
  const open = new Map<string, { now: number; most: number }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const path = req.url ?? '';
    const count = open.get(path) ?? { now: 0, most: 0 };
    open.set(path, count);
    count.most = Math.max(count.most, ++count.now);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const json = JSON.parse(body) as Received['json'];
      const firstTry = !received.some((r) => r.path === path && r.json.id === json.id);
      const status = failFirst.has(path) && firstTry ? 500 : (statuses.get(path)?.shift() ?? 200);
      received.push({ path, headers: req.headers, body, json, at: Date.now(), status });
      setTimeout(
        () => {
          count.now--;
          res.writeHead(status).end('ok');
        },
        delays.get(path) ?? 0,
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, list) => statuses.set(path, [...list]),
    failFirstTry: (path) => failFirst.add(path),
    slow: (path, ms) => delays.set(path, ms),
    mostAtOnce: (path) => open.get(path)?.most ?? 0,
    for: (path) => received.filter((r) => r.path === path),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
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
