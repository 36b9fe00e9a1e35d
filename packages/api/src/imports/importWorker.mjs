// @ts-check
// The import thread's entry (importThread.ts runs it through piscina). The checks are the API's own
// TypeScript, so the thread registers tsx (its URL comes from the process that starts the thread)
// before it loads them.
import { workerData } from 'node:worker_threads';

const { register } = await import(workerData.tsLoader);
register();
const { readImportFile } = await import('./read.ts');

/** @param {{ text: string; opts: import('./read.ts').ReadOptions }} task */
export default ({ text, opts }) => readImportFile(text, opts);

/**
 * An import call's JSON body (it carries the whole file).
 * @param {string} text
 */
export const json = (text) => JSON.parse(text);
