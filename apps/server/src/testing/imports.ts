/** Driving an import's batches by hand, as one worker would. */
import { claimImport } from '@kurz/api';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './index';

/**
 * An import of `csv` started by `client`, which the test alone works on as worker 'replica-a': the
 * runtime's workers are stopped meanwhile (they would race it to the end of the file) and every other
 * job deleted. `startRuntime` starts them again (the end does it otherwise).
 */
export async function withTheOnlyWorker(
  server: TestServer,
  client: TestClient,
  start: { csv: string; hostname: string },
  test: (jobId: string, startRuntime: () => Promise<void>) => Promise<void>,
): Promise<void> {
  await server.runtime.stop();
  let running = false;
  const startRuntime = async () => {
    await server.runtime.start();
    running = true;
  };
  try {
    const started = await client.post('/api/imports', start);
    expect(started.statusCode, started.body).toBe(200);
    const jobId: string = started.json().id;
    await server.db
      .deleteFrom('import_jobs')
      .where('id', '<>', jobId as never)
      .execute();
    expect(await claimImport(server.db, 'replica-a', 60_000)).toBe(jobId);
    await test(jobId, startRuntime);
  } finally {
    if (!running) await server.runtime.start();
  }
}
