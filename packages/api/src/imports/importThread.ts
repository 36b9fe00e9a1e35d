import { existsSync } from 'node:fs';
import Piscina from 'piscina';
import { watched } from '../platform/logger';
import { AppError } from '../errors';
import { readImportFile, type ReadFile, type ReadOptions } from './read';

/**
 * Import files are read on a thread of their own: parsing 10 MB of CSV takes seconds, and the event
 * loop that answers redirects must not wait for it. One thread (a second would take the core the
 * redirects and the click writer share), a short queue, and one file at a time per account, so that
 * one account cannot keep everyone else's imports waiting. The thread ends after a minute without work.
 */
const QUEUE = 8;
/** The built server's thread (scripts/build.mjs bundles importTask.ts beside this module); from source, importWorker.mjs. */
const BUILT_WORKER = new URL('./importWorker.js', import.meta.url);
const built = existsSync(BUILT_WORKER);
let pool: Piscina | null = null;
/** Set by the first holder: tsx's loader from source, null when built. */
let tsLoader: string | null | undefined;
let holders = 0;
const reading = new Set<string>();

/**
 * A runtime holds the import thread while it runs (several may share a process, as replicas do in
 * tests); `loader` is the URL of tsx's `esm/api`, which the thread registers before it loads the
 * checks when kurz runs from source, and null in the built server (whose thread runs the bundled
 * importWorker.js). Returns the release: the thread ends when the last holder lets go.
 */
export function holdImportThread(loader: string | null): () => Promise<void> {
  tsLoader = loader;
  holders++;
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    if (--holders === 0) {
      const running = pool;
      pool = null;
      await running?.destroy();
    }
  };
}

function importThread(): Piscina {
  if (tsLoader === undefined) throw new Error('the import thread needs a runtime (holdImportThread)');
  // minThreads 0 lets the idle thread end.
  pool ??= watched(
    new Piscina({
      filename: built ? BUILT_WORKER.href : new URL('./importWorker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: QUEUE,
      idleTimeout: 60_000,
      // From source, none of the runner's flags; built, the package conditions its @kurz/* imports need.
      execArgv: built ? process.execArgv.filter((arg) => arg.startsWith('--conditions=')) : [],
      workerData: { tsLoader },
    }),
  );
  if (pool.queueSize >= QUEUE) throw new AppError('rate_limited');
  return pool;
}

/** An import call's JSON body, parsed on the import thread (it carries a file of up to 10 MB); a SyntaxError when it is no JSON. */
export function parseJsonOnImportThread(text: string): Promise<unknown> {
  return importThread().run(text, { name: 'json' }) as Promise<unknown>;
}

/** A file up to this is read where it arrives: a few milliseconds, less than handing it to the thread. */
const INLINE_FILE_MAX = 64 * 1024;

/** readImportFile on the import thread (a small file at once); AppError for a file it cannot read, rate_limited when busy. */
export async function readOnImportThread(
  account: string,
  text: string,
  opts: ReadOptions,
): Promise<Exclude<ReadFile, { error: unknown }>> {
  if (reading.has(account)) throw new AppError('rate_limited');
  const thread = text.length > INLINE_FILE_MAX ? importThread() : null;
  reading.add(account);
  try {
    const read = thread ? ((await thread.run({ text, opts })) as ReadFile) : readImportFile(text, opts);
    if ('error' in read) throw new AppError(read.error, read.message ? { message: read.message } : undefined);
    return read;
  } finally {
    reading.delete(account);
  }
}
