import { readImportFile, type ReadFile, type ReadOptions } from './read';

/**
 * The built server's import thread (bundled as dist/importWorker.js): the tasks importWorker.mjs runs
 * from source through tsx.
 */
export default function read({ text, opts }: { text: string; opts: ReadOptions }): ReadFile {
  return readImportFile(text, opts);
}

/** An import call's JSON body (it carries the whole file). */
export const json = (text: string): unknown => JSON.parse(text);
