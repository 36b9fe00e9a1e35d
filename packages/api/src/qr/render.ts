import Piscina from 'piscina';
import { watched } from '../platform/logger';
import { AppError } from '../errors';

/** Width and height from a PNG's IHDR, without decoding it; null when the bytes are no PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.byteLength < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * One thread renders and decodes QR images (a second would take the core the redirects' event loop
 * and click writer share). It is shared by every account: each account's jobs run one after another,
 * with one more waiting at most, so that one account cannot fill the queue; beyond that, or with the
 * queue full, a call is refused as too many at once. The thread ends after a minute without work.
 */
const QR_QUEUE = 16;
const PER_ACCOUNT = 2;
let pool: Piscina | null = null;
let holders = 0;
const accounts = new Map<string, { tail: Promise<unknown>; jobs: number }>();

function onQrThread<T>(task: unknown, name: 'render' | 'decode'): Promise<T> {
  // minThreads 0 lets the idle thread end; it is plain JavaScript and needs none of this process's loaders.
  pool ??= watched(
    new Piscina({
      filename: new URL('./qrWorker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: QR_QUEUE,
      idleTimeout: 60_000,
      execArgv: [],
    }),
  );
  if (pool.queueSize >= QR_QUEUE) return Promise.reject(new AppError('rate_limited'));
  return pool.run(task, { name });
}

/** `job` after the account's earlier ones (refused past PER_ACCOUNT in flight); at once without an account. */
function inTurn<T>(account: string | undefined, job: () => Promise<T>): Promise<T> {
  if (account === undefined) return job();
  const turn = accounts.get(account) ?? { tail: Promise.resolve(), jobs: 0 };
  if (turn.jobs >= PER_ACCOUNT) return Promise.reject(new AppError('rate_limited'));
  turn.jobs++;
  accounts.set(account, turn);
  const run = turn.tail.then(job, job);
  turn.tail = run.catch(() => undefined);
  return run.finally(() => {
    if (--turn.jobs === 0) accounts.delete(account);
  });
}

/** The core renderer's SVG as a PNG of the SVG's own size (resvg, on the QR thread). */
export function svgToPng(svg: string, account?: string): Promise<Uint8Array> {
  return inTurn(account, () => onQrThread<Uint8Array>(svg, 'render'));
}

/** The text of the QR code in a PNG, or null when none is found (or the PNG does not decode). */
export function decodeQrPng(bytes: Uint8Array, account?: string): Promise<string | null> {
  return inTurn(account, () => onQrThread<string | null>(bytes, 'decode'));
}

/**
 * A runtime holds the QR thread while it runs (several may share a process, as replicas do in tests):
 * the thread ends when the last one lets go. Returns the release.
 */
export function holdQrThread(): () => Promise<void> {
  holders++;
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    if (--holders === 0) await closeQrThread();
  };
}

/** Ends the QR thread now (scripts that used it without a runtime); work under way is abandoned. */
export async function closeQrThread(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}
