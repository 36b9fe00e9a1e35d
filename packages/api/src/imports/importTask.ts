import { readImportFile, type ReadFile, type ReadOptions } from './read';

/**
 * The import thread's tasks: bundled as dist/importWorker.js for the built server, loaded by
 * importWorker.mjs through tsx from source.
 */
export default function read({ text, opts }: { text: string; opts: ReadOptions }): ReadFile {
  return readImportFile(text, opts);
}

/** An import call's JSON body (it carries the whole file). */
export const json = (text: string): unknown => JSON.parse(text);
