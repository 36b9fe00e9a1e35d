/** Link imports: a file (CSV, or the export of Bitly, Shlink or Kutt) previewed, then created by a background worker. */
export {
  claimImport,
  deleteOldImports,
  IMPORT_POLL_MS,
  IMPORT_REPORT_DAYS,
  ImportWorker,
  runImportBatch,
  stopImportsStartedBy,
  type ImportWorkerOptions,
} from './worker';
export { holdImportThread, parseJsonOnImportThread } from './importThread';
export { IMPORT_QUOTA_MARGIN } from './service';
