/** Link imports: a file (CSV, or the export of Bitly, Shlink or Kutt) previewed, then created by a background worker. */
export { claimImport, IMPORT_POLL_MS, ImportWorker, runImportBatch, type ImportWorkerOptions } from './worker';
