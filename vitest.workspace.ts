import react from '@vitejs/plugin-react';
import type { TestProjectConfiguration } from 'vitest/config';

/**
 * Files at once for the first group (unit, integration, web): most of an integration file's time is
 * spent waiting (on PostgreSQL, child processes, timers), and vitest's default (cores - 1) runs one
 * file at a time on two cores. The browser suite runs after them, one file at a time.
 */
const WORKERS = 3;
/**
 * Test files in one worker share its loaded modules (isolate: false): loading the server's module graph
 * again for each of some 200 files took a third of the suite's CPU on this two-core machine. No test
 * file mocks modules, and the two that stub an environment variable or a global put it back after.
 */
const first = { maxWorkers: WORKERS, isolate: false, sequence: { groupOrder: 0 } };

/**
 * Integration files whose subject lies in front of the database (the Host check, unknown fields, the
 * input sentences, request logs, well-known files, tRPC's error statuses, the OpenAPI document and the
 * clients generated from it, the outbound address filters, image decoding): CI runs the integration
 * tier twice, on PostgreSQL and then on PGlite, and leaves these out of the second pass
 * (KURZ_SECOND_PASS=1). The database answers their calls as it answers every other file's, which the
 * second pass runs. `pnpm test` on either database runs them too.
 */
const BEFORE_THE_DATABASE = [
  'apps/server/src/http/host-header.int.test.ts',
  'apps/server/src/http/unknown-fields.int.test.ts',
  'apps/server/src/http/input-errors.int.test.ts',
  'apps/server/src/http/request-log.int.test.ts',
  'apps/server/src/http/well-known.int.test.ts',
  'apps/server/src/http/trpc-client-errors.int.test.ts',
  'apps/server/src/openapi/openapi-document.int.test.ts',
  'apps/server/src/openapi/openapi-client.int.test.ts',
  'apps/server/src/sdk/sdk.int.test.ts',
  'apps/server/src/platform/image-bombs.int.test.ts',
  'apps/server/src/platform/uploads-s3.int.test.ts',
  'apps/server/src/conversions/postback-private.int.test.ts',
  'apps/server/src/webhooks/webhooks-private-targets.int.test.ts',
];

/** The test tiers. vitest 4 reads projects from vitest.config.ts, which takes this list. */
export const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
      exclude: ['**/*.int.test.ts', '**/node_modules/**'],
      environment: 'node',
      ...first,
    },
  },
  {
    test: {
      name: 'integration',
      include: ['packages/*/src/**/*.int.test.ts', 'apps/server/src/**/*.int.test.ts'],
      // Tests of several processes on one database need a real PostgreSQL server.
      exclude: [
        '**/node_modules/**',
        ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts']),
        ...(process.env.KURZ_SECOND_PASS === '1' ? BEFORE_THE_DATABASE : []),
      ],
      environment: 'node',
      globalSetup: ['packages/db/src/test-global-setup.ts', 'apps/server/src/testing/build-setup.ts'],
      // Every /api/* answer the test clients see is checked against the OpenAPI document (testing/openapi.ts).
      env: { KURZ_VALIDATE_OPENAPI: '1' },
      ...first,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/src/test/setup.ts'],
      ...first,
      // Typing through user-event in jsdom is slow: one editor test took 5 s on this machine at half speed.
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['apps/web/e2e/**/*.e2e.test.ts'],
      environment: 'node',
      globalSetup: ['apps/web/e2e/global-setup.ts'],
      fileParallelism: false,
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
