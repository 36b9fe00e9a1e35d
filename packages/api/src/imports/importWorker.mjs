// @ts-check
// The import thread's entry when kurz runs from source (importThread.ts runs it through piscina): the
// tasks (importTask.ts) are the API's own TypeScript, so the thread registers tsx (its URL comes from
// the process that starts the thread) before it loads them. The built server bundles importTask.ts as
// dist/importWorker.js instead.
import { workerData } from 'node:worker_threads';

const { register } = await import(workerData.tsLoader);
register();
const task = await import('./importTask.ts');

/** @param {{ text: string; opts: import('./read.ts').ReadOptions }} input */
export default (input) => task.default(input);

/** @param {string} text */
export const json = (text) => task.json(text);
