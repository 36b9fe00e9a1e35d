import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** Limits of one import file. */
export const IMPORT_ROWS_MAX = 100_000;
export const IMPORT_BYTES_MAX = 10 * 1024 * 1024;
export const IMPORT_FORMATS = ['csv', 'bitly', 'shlink', 'kutt'] as const;
export const IMPORT_FORMAT_LABELS: Record<(typeof IMPORT_FORMATS)[number], string> = {
  csv: 'CSV (url, slug, title)',
  bitly: 'Bitly export',
  shlink: 'Shlink export',
  kutt: 'Kutt export',
};

export const ZImportRequest = z.strictObject({
  /** The file's text. */
  csv: z.string().max(IMPORT_BYTES_MAX),
  /** The short-link host every imported link goes to. */
  hostname: z.string().max(253),
  /** false: every link gets a generated slug (the source's slugs are not kept). */
  keep_slugs: z.boolean().optional(),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportProblem = z.object({ line: z.number(), error: z.enum(ERROR_CODES), slug: z.string().nullable() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  total: z.number(),
  /** Rows that would be created now. */
  valid: z.number(),
  /** The first rows as read, to check the columns were understood. */
  sample: z.array(
    z.object({ line: z.number(), url: z.string(), slug: z.string().nullable(), title: z.string().nullable() }),
  ),
  /** Rows that would not be created and why (the first 500); `problem_count` counts them all. */
  problems: z.array(ZImportProblem),
  problem_count: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportJob = z.object({
  id: z.string(),
  /** stopped: the account was banned while it ran; the rows left were not imported. */
  status: z.enum(['running', 'done', 'stopped']),
  format: z.enum(IMPORT_FORMATS),
  hostname: z.string(),
  total: z.number(),
  processed: z.number(),
  created: z.number(),
  /** Rows whose host + slug already existed: reported, never overwritten. */
  existing: z.number(),
  failed: z.number(),
  /** The first 500 rows not created, with why. */
  problems: z.array(ZImportProblem),
  created_at: z.number(),
});
export type TImportJob = z.infer<typeof ZImportJob>;
export const ZImportJobRef = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,15}$/) });
