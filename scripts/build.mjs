// Builds what production runs: the dashboard (vite) and the server with its workspace packages as
// plain JavaScript (esbuild, one bundle per package; npm dependencies stay imports but for those in
// BUNDLED). Node runs the server with `--conditions=kurz-built`, under which each @kurz/* package
// resolves to its dist/. A part whose sources did not change since its last build (a hash of them is
// kept in dist/) is skipped, so `pnpm start` starts in seconds the second time. `--force` rebuilds everything;
// `--only=server` or `--only=dashboard` builds one part (the test tiers need only their own).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const SKIP = new Set(['node_modules', 'dist', '.e2e-data', 'routeTree.gen.ts']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    for (const file of existsSync(path) && statSync(path).isDirectory() ? files(path) : [path]) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Runs `make` unless every output exists and the stamp in stampDir matches the inputs' hash. */
async function part(name, { inputs, outputs, stampDir }, make) {
  if (only && only !== name) return;
  const stamp = join(root, stampDir, '.source-hash');
  const hash = sourceHash(inputs);
  const fresh =
    outputs.every((o) => existsSync(join(root, o))) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (fresh && !force) return console.log(`build: ${name} is up to date`);
  const started = Date.now();
  await make();
  writeFileSync(stamp, hash);
  console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// This script too: what it bundles and how is part of what a build makes.
const shared = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json', 'scripts/build.mjs'];

await part(
  'dashboard',
  {
    inputs: [...shared, 'apps/web', 'packages/core/src', 'packages/core/package.json'],
    outputs: ['apps/web/dist/index.html'],
    stampDir: 'apps/web/dist',
  },
  () => execFileSync('pnpm', ['--filter', '@kurz/web', 'build'], { cwd: root, stdio: 'inherit' }),
);

/**
 * npm packages bundled into a package's dist/ instead of imported: Kysely is some 300 ES modules, and
 * loading them cost each new thread that uses the database (a server's click writer) 0.3 s of CPU,
 * one bundled file 0.06 s. @kurz/db is the only package that imports it (the others take `sql` and
 * its types from @kurz/db), so one copy is loaded per thread.
 */
const BUNDLED = { 'packages/db': ['kysely'] };

/** Bare imports (npm packages, node: modules, @kurz/*) stay imports, but for the packages named. */
function externalPackagesBut(bundled) {
  return {
    name: 'external-packages-but',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        bundled.some((name) => args.path === name || args.path.startsWith(`${name}/`))
          ? undefined
          : { path: args.path, external: true },
      );
    },
  };
}

const packages = {
  'packages/core': { index: 'src/index.ts' },
  'packages/db': { index: 'src/index.ts' },
  'packages/api': {
    index: 'src/index.ts',
    clickWriterWorker: 'src/redirect/clickWriterWorker.ts',
    importWorker: 'src/imports/importTask.ts',
  },
  'apps/server': { main: 'src/main.ts' },
};
await part(
  'server',
  {
    inputs: [...shared, ...Object.keys(packages).flatMap((dir) => [`${dir}/src`, `${dir}/package.json`])],
    outputs: [
      'apps/server/dist/main.js',
      'packages/api/dist/clickWriterWorker.js',
      'packages/api/dist/importWorker.js',
      'packages/api/dist/qrWorker.mjs',
      'packages/db/dist/pgliteWorker.mjs',
    ],
    stampDir: 'apps/server/dist',
  },
  async () => {
    for (const [dir, entries] of Object.entries(packages)) {
      const outdir = join(root, dir, 'dist');
      rmSync(outdir, { recursive: true, force: true });
      await build({
        entryPoints: Object.fromEntries(Object.entries(entries).map(([out, src]) => [out, join(root, dir, src)])),
        outdir,
        bundle: true,
        // npm packages and the other @kurz/* packages stay imports, resolved from this package's node_modules,
        // but for the ones named in BUNDLED.
        plugins: [externalPackagesBut(BUNDLED[dir] ?? [])],
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        logLevel: 'warning',
      });
    }
    // The QR and database threads are plain JavaScript already; each is found beside the module that loads it.
    copyFileSync(join(root, 'packages/api/src/qr/qrWorker.mjs'), join(root, 'packages/api/dist/qrWorker.mjs'));
    copyFileSync(join(root, 'packages/db/src/pgliteWorker.mjs'), join(root, 'packages/db/dist/pgliteWorker.mjs'));
  },
);
