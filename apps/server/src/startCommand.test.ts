/**
 * The container image cannot run `pnpm start` (pnpm as PID 1 would stand between node and the
 * signals), so its CMD repeats the start script's node command: this keeps the two the same.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const file = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

it("runs the container's server with the node options of `pnpm start`", () => {
  const start = (JSON.parse(file('../package.json')) as { scripts: { start: string } }).scripts.start.split(' ');
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(file('../../../docker/Dockerfile'))![1]!) as string[];
  expect(cmd).toEqual(start);
});
