/**
 * A team workspace deleted while a member's import batch is under way: the deletion waits for the batch
 * (or the batch for the deletion) instead of both waiting on each other until PostgreSQL aborts one.
 * PostgreSQL only: the batch is held on a row the test locks, which needs a second connection.
 */
import { runImportBatch } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTheOnlyWorker } from '../testing/imports';
import { createTestServer, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { untilWaitingOnLocks } from '../testing/locks';
import { join, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const file = (rows: number) =>
  ['url,slug,title', ...Array.from({ length: rows }, (_, n) => `https://example.com/doomed/${n},doomed-${n},`)].join(
    '\n',
  );

it('a batch holding its job when the workspace is deleted commits, then the deletion goes through', async () => {
  const { id: teamId, owner } = await team(server, 'pro', 'Doomed team');
  const member = await join(server, teamId, owner, 'member', 'doomed-importer');
  await withTheOnlyWorker(server, member.client, { csv: file(1500), hostname: HOST }, async (jobId) => {
    const { batch, deletion } = await server.db.transaction().execute(async (trx) => {
      // The batch takes its job, then waits on its starter's membership, which the test holds.
      await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', teamId)
        .where('user_id', '=', member.id)
        .forUpdate()
        .execute();
      const batch = runImportBatch(server.deps, 'replica-a', jobId);
      await untilWaitingOnLocks(server.db, 1, 20_000);
      // The deletion waits on the batch (its hold on the workspace) or on the member's row.
      const deletion = owner.del('/api/workspace');
      await untilWaitingOnLocks(server.db, 2);
      return { batch, deletion };
    });
    expect(await batch).toBe('more');
    const deleted = await deletion;
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await server.db.selectFrom('workspaces').select('id').where('id', '=', teamId).executeTakeFirst()).toBe(
      undefined,
    );
    expect(await server.db.selectFrom('links').select('id').where('owner_id', '=', teamId).executeTakeFirst()).toBe(
      undefined,
    );
  });
}, 60_000);
