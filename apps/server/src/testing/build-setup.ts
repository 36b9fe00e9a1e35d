/**
 * vitest globalSetup of the integration tier: the built server (scripts/build.mjs, skipped when its
 * sources did not change). Test servers on PostgreSQL run the built click writer thread, as
 * production does: loading the sources through tsx in each new thread took two seconds of CPU.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--only=server'], {
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
    stdio: 'inherit',
  });
}
