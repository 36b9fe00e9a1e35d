// The lint of the whole workspace, run by `pnpm lint` and .ci/run: ESLint's and typescript-eslint's
// recommended rules with type information (every package's tsconfig, through the project service),
// and React's rules of hooks for the dashboard.
import { existsSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Without the dashboard's generated route tree every route's types are errors, and so would the lint be.
if (!existsSync(new URL('./apps/web/src/routeTree.gen.ts', import.meta.url))) {
  throw new Error('apps/web/src/routeTree.gen.ts is missing: `pnpm build` generates it; lint after it.');
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'coverage/',
      'data/',
      '.e2e-data/',
      // Generated: routeTree by TanStack Router's vite plugin, openapi.ts by `pnpm gen:api-types`.
      'apps/web/src/routeTree.gen.ts',
      'packages/sdk/src/openapi.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The root's config files belong to no package's tsconfig.
          allowDefaultProject: ['*.ts', '*.js'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits hides its rejection: fire-and-forget is written `void` with a reason.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // The house marks a deliberately unused binding with a leading underscore (`_req`, `{ secret: _, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Off: an `async` function without `await` is how a promise-returning contract is met (Fastify's async
      // hooks and handlers, an interface's async methods); dropping `async` would turn its throws synchronous.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's loaders and guards `throw redirect(...)`, its documented way to redirect.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
      // A URLSearchParams in a template is its query string, as intended.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allow: [
            { from: 'lib', name: ['Error', 'URL', 'URLSearchParams'] },
            { from: 'package', package: 'url', name: ['URL', 'URLSearchParams'] },
          ],
        },
      ],
    },
  },
  {
    // Off in tests, test helpers and fakes, benchmarks: they read JSON answers as `any` (inject's
    // `res.json()`, fetch's `json()`, the requests a fake of a third party receives) and their assertions
    // are what check the shape; every /api/* answer in tests is also checked against the OpenAPI document.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      'apps/web/e2e/**',
      'apps/web/src/test/**',
      'apps/server/bench/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Kysely's own advice: a migration sees the schema of its time, not today's Database type.
    files: ['packages/db/src/migrations/**', 'packages/db/src/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { Buffer: 'readonly', console: 'readonly', process: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
