import {
  IMPORT_BYTES_MAX,
  ZBulkCreateLinks,
  ZBulkCreateResult,
  ZImportJob,
  ZImportJobRef,
  ZImportList,
  ZImportListQuery,
  ZImportPreview,
  ZImportRequest,
  ZStatsExportQuery,
} from '@kurz/core';
import { z } from 'zod';
import { body, type RestRoute } from './types';

/** A CSV file answer (text/csv), as the export rows send it. */
const ZCsvFile = z.string().meta({ description: 'text/csv; RFC 4180, a header row first' });

/** A file of IMPORT_BYTES_MAX as a JSON string: escaped quotes and backslashes may double some of it. */
const IMPORT_BODY_LIMIT = 2 * IMPORT_BYTES_MAX + 4096;

/** Bulk work: bulk create, CSV exports, imports. */
export const bulkRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/links/bulk',
    idempotent: true,
    summary: 'Create up to 1,000 links in one call; one result per row, in input order',
    tag: 'links',
    auth: 'user',
    body: ZBulkCreateLinks,
    response: ZBulkCreateResult,
    errors: ['rate_limited'],
    handle: (c, i) => c.links.bulkCreate(body(i)),
  },
  {
    method: 'GET',
    path: '/api/links/export',
    summary:
      "The caller's links as CSV with every setting (slug, host, target, title, created, clicks, rules, tags, expiry, ...), streamed; imports back as the kurz format",
    tag: 'links',
    auth: 'user',
    query: z.strictObject({}),
    response: ZCsvFile,
    contentType: 'text/csv',
    errors: [],
    handle: (c) => c.links.export(),
  },
  {
    method: 'GET',
    path: '/api/stats/export',
    summary: "One link's clicks in a range of UTC days as CSV, streamed; never before the plan's retention window",
    tag: 'stats',
    auth: 'user',
    query: ZStatsExportQuery,
    response: ZCsvFile,
    contentType: 'text/csv',
    errors: ['not_found'],
    handle: (c, i) => c.stats.export(i.query as never),
  },
  {
    method: 'POST',
    path: '/api/imports/preview',
    summary:
      "Read an import file (CSV; kurz's export; Bitly, Shlink or Kutt API JSON or CSV export) and report what it would do, with each row's problem or warning; writes nothing",
    tag: 'imports',
    auth: 'user',
    body: ZImportRequest,
    response: ZImportPreview,
    errors: ['invalid_csv', 'payload_too_large', 'rate_limited'],
    bodyLimit: IMPORT_BODY_LIMIT,
    handle: (c, i) => c.imports.preview(body(i)),
  },
  {
    method: 'POST',
    path: '/api/imports',
    idempotent: true,
    summary: 'Start an import: the links are created in the background; poll GET /api/imports/{id} for progress',
    tag: 'imports',
    auth: 'user',
    body: ZImportRequest,
    response: ZImportJob,
    errors: ['invalid_csv', 'payload_too_large', 'domain_not_allowed', 'rate_limited'],
    bodyLimit: IMPORT_BODY_LIMIT,
    handle: (c, i) => c.imports.start(body(i)),
  },
  {
    method: 'GET',
    path: '/api/imports',
    summary: "The caller's imports, newest first, a page at a time (continue with ?cursor=next_cursor)",
    tag: 'imports',
    auth: 'user',
    query: ZImportListQuery,
    response: ZImportList,
    errors: [],
    handle: (c, i) => c.imports.list(i.query),
  },
  {
    method: 'GET',
    path: '/api/imports/:id',
    summary: "An import's progress, the rows it did not create and the warnings of those it creates",
    tag: 'imports',
    auth: 'user',
    params: ZImportJobRef,
    response: ZImportJob,
    errors: ['not_found'],
    handle: (c, i) => c.imports.get({ id: i.params.id ?? '' }),
  },
];
