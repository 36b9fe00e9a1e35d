/**
 * A TCP proxy in front of PostgreSQL for outage tests: cut() drops every connection through it and
 * refuses new ones (as a stopped database or a broken network does), restore() lets them through
 * again. The shared PostgreSQL server itself is never touched.
 */
import { createServer, connect as tcpConnect, type AddressInfo, type Socket } from 'node:net';

export interface DbProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDbProxy(url: string): Promise<DbProxy> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      open = false;
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
