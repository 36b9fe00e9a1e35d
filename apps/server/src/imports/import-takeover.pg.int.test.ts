/**
 * The first registrant of someone else's address imports links that relay conversions to their own
 * server; the owner takes the account over by a password reset while a batch is under way, or while
 * the import is being started. Whichever commits first, no imported link keeps the relay and the
 * import goes no further. PostgreSQL only: the
 * batch and the reset are held on rows the test locks, which needs a second connection.
 */
import { runImportBatch } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTheOnlyWorker } from '../testing/imports';
import { createTestServer, TEST_PASSWORD, tokenOf, type TestClient, type TestServer } from '../testing/index';
import { HOST } from '../testing/links';
import { queuedBehind, untilWaitingOnLocks } from '../testing/locks';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const RELAY = 'https://attacker.example.net/pb?cid={ExternalClickId}';
/** kurz's own export format: every row's link relays its conversions to the attacker. */
let files = 0;
const relayingFile = (rows: number) => {
  const file = ++files;
  return [
    'host,slug,target,conversions,postback_url',
    ...Array.from({ length: rows }, (_, n) => `${HOST},relay-${file}-${n},https://example.com/offer/${n},yes,${RELAY}`),
  ].join('\n');
};

let people = 0;
/** An unverified account on the pro plan (conversions allowed, links unlimited), as the first registrant makes it. */
async function firstRegistrant(): Promise<{ client: TestClient; id: string; email: string }> {
  const email = `imported.over.${++people}@example.com`;
  const { client, id } = await server.signUp(email);
  await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
  return { client, id, email };
}

/** The owner's reset link, asked for while the runtime (which mails it) runs: the reset, when called. */
async function ownersReset(email: string) {
  expect((await server.client().post('/api/auth/request-reset', { email })).statusCode).toBe(200);
  const token = tokenOf((await server.lastMail(email))?.link ?? null);
  return () => server.client().post('/api/auth/reset-password', { token, password: TEST_PASSWORD });
}

const linksOf = async (id: string) => {
  const rows = await server.db.selectFrom('links').select('incoming_postback_url').where('owner_id', '=', id).execute();
  return { count: rows.length, relaying: rows.filter((r) => r.incoming_postback_url !== null).length };
};
const statusOf = async (jobId: string) =>
  (
    await server.db
      .selectFrom('import_jobs')
      .select('status')
      .where('id', '=', jobId as never)
      .executeTakeFirstOrThrow()
  ).status;

/** The import is stopped for good: its next batch creates nothing, the account keeps `links` links. */
async function expectStopped(jobId: string, id: string, links: number) {
  expect(await statusOf(jobId)).toBe('stopped');
  expect(await runImportBatch(server.deps, 'replica-a', jobId)).toBe('done');
  expect((await linksOf(id)).count).toBe(links);
}

it('a batch under way when the reset comes commits first, and the reset then drops its relays and stops the import', async () => {
  const { client, id, email } = await firstRegistrant();
  const resetPassword = await ownersReset(email);
  await withTheOnlyWorker(server, client, { csv: relayingFile(2500), hostname: HOST }, async (jobId) => {
    expect(await runImportBatch(server.deps, 'replica-a', jobId)).toBe('more');
    expect(await linksOf(id)).toEqual({ count: 1000, relaying: 1000 });
    const [batch, reset] = await queuedBehind(
      server.db,
      // The second batch inserts its links, then waits on its rows' outcome, which the test holds.
      (trx) =>
        trx
          .selectFrom('import_rows')
          .select('row')
          .where('job_id', '=', jobId as never)
          .where('row', '=', 1000)
          .forUpdate()
          .execute(),
      () => runImportBatch(server.deps, 'replica-a', jobId),
      // The reset waits on the account's row, which the batch holds (the owners' hold, against a ban).
      resetPassword,
    );
    expect(await batch).toBe('more');
    expect((await reset).statusCode).toBe(200);
    expect(await linksOf(id)).toEqual({ count: 2000, relaying: 0 });
    await expectStopped(jobId, id, 2000);
  });
}, 60_000);

it('a batch that starts once the reset holds the account waits for it, then creates nothing: no deadlock', async () => {
  const { client, id, email } = await firstRegistrant();
  const resetPassword = await ownersReset(email);
  await withTheOnlyWorker(server, client, { csv: relayingFile(2500), hostname: HOST }, async (jobId) => {
    const [reset, batch] = await queuedBehind(
      server.db,
      // The reset takes the account's row, then waits on its sessions (signed out), which the test holds.
      (trx) => trx.selectFrom('sessions').select('token_hash').where('user_id', '=', id).forUpdate().execute(),
      resetPassword,
      // The batch waits on the account's row (its owner's, against a ban) before it takes its job's.
      () => runImportBatch(server.deps, 'replica-a', jobId),
    );
    expect((await reset).statusCode).toBe(200);
    expect(await batch).toBe('lost');
    expect(await linksOf(id)).toEqual({ count: 0, relaying: 0 });
    await expectStopped(jobId, id, 0);
  });
}, 60_000);

it('an import of relaying rows started as the reset commits is refused, and no job is stored', async () => {
  const { client, id } = await firstRegistrant();
  const { pending } = await server.db.transaction().execute(async (trx) => {
    // The account's row as a reset holds it: the start waits on it once the file is read.
    await trx.selectFrom('users').select('id').where('id', '=', id).forNoKeyUpdate().execute();
    const pending = client.post('/api/imports', { csv: relayingFile(50), hostname: HOST });
    await untilWaitingOnLocks(server.db, 1, 20_000);
    await trx.updateTable('users').set({ password_hash: 'a reset password hash' }).where('id', '=', id).execute();
    // Wrapped: a promise returned as is would be awaited inside this transaction, which it waits for.
    return { pending };
  });
  const res = await pending;
  expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthorized' }]);
  expect(
    await server.db.selectFrom('import_jobs').select('id').where('owner_id', '=', id).executeTakeFirst(),
  ).toBeUndefined();
});
