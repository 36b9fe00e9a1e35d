import { defineConfig } from 'vitest/config';

/**
 * The deployment tier (`pnpm test:deploy`, run by .ci/run): the image from docker/Dockerfile, one
 * container on its own and docker/compose.yaml, driven over HTTP. Needs Docker, or root to set up
 * podman (scripts/containers.sh); a few minutes, most of it building the image.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    include: ['apps/server/deploy/**/*.deploy.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/deploy/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
});
