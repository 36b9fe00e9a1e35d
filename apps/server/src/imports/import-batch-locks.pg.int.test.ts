/**
 * An import batch beside what changes its workspace at the same time (the workspace's deletion, its
 * starter's account deleted, an admin's plan change, a guest's sign-in bringing links and tags into the
 * account or ending the guest whose import it is): one waits for the other instead of both
 * waiting on each other until PostgreSQL aborts one. PostgreSQL only: each is held on a row the test
 * locks, which needs a second connection.
 */
import { runImportBatch } from '@kurz/api';
import type { Database, Kysely } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTheOnlyWorker } from '../testing/imports';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';
import { queuedBehind } from '../testing/locks';
import { join, team } from '../testing/workspaces';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const file = (rows: number, name = 'doomed') =>
  ['url,slug,title', ...Array.from({ length: rows }, (_, n) => `https://example.com/${name}/${n},${name}-${n},`)].join(
    '\n',
  );

/** A hold on a member's row of a workspace, as a removal takes it. */
const membershipOf = (workspaceId: string, userId: string) => (trx: Kysely<Database>) =>
  trx
    .selectFrom('workspace_members')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();

it('a batch holding its job when the workspace is deleted commits, then the deletion goes through', async () => {
  const { id: teamId, owner } = await team(server, 'pro', 'Doomed team');
  const member = await join(server, teamId, owner, 'member', 'doomed-importer');
  await withTheOnlyWorker(server, member.client, { csv: file(1500), hostname: HOST }, async (jobId) => {
    const [batch, deletion] = await queuedBehind(
      server.db,
      // The batch takes its job, then waits on its starter's membership, which the test holds.
      membershipOf(teamId, member.id),
      () => runImportBatch(server.deps, 'replica-a', jobId),
      // The deletion waits on the batch (its hold on the workspace) or on the member's row.
      () => owner.del('/api/workspace'),
    );
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

it("a guest's sign-in bringing a tag the account's import batch adds too: both go through", async () => {
  const visitor = await guest(server);
  const guestId: string = (await visitor.get('/api/me')).json().id;
  const slug = await newLink(visitor, 'https://example.com/guest-tagged');
  expect((await visitor.put(`/api/links/${q(slug)}`, { tags: ['Shared'] })).statusCode).toBe(200);
  const account = await userOn(server, 'pro', 'tag-importer', { verified: true });
  const tagged = [
    'host,slug,target,tags',
    ...Array.from({ length: 1500 }, (_, n) => `${HOST},tagged-${n},https://example.com/tagged/${n},Shared`),
  ].join('\n');
  await withTheOnlyWorker(server, account.client, { csv: tagged, hostname: HOST }, async (jobId) => {
    const [signIn, batch] = await queuedBehind(
      server.db,
      // The sign-in takes the account's link lock, then waits on the guest's row, which the test holds.
      (trx) => trx.selectFrom('users').select('id').where('id', '=', guestId).forUpdate().execute(),
      () => visitor.post('/api/auth/login', { email: account.email, password: TEST_PASSWORD }),
      // The batch waits on the account's link lock.
      () => runImportBatch(server.deps, 'replica-a', jobId),
    );
    const signedIn = await signIn;
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await batch).toBe('more');
    const tags = await server.db.selectFrom('tags').select('name').where('owner_id', '=', account.id).execute();
    expect(tags.map((t) => t.name)).toEqual(['Shared']);
    expect(
      await server.db.selectFrom('links').select('owner_id').where('slug', '=', slug).executeTakeFirstOrThrow(),
    ).toEqual({ owner_id: account.id });
  });
}, 60_000);

it("a batch holding its job when its starter's account is deleted commits, then the deletion goes through", async () => {
  const { id: teamId, owner } = await team(server, 'pro', 'Team of a leaver');
  const member = await join(server, teamId, owner, 'member', 'leaving-importer');
  await withTheOnlyWorker(server, member.client, { csv: file(1500, 'leaver'), hostname: HOST }, async (jobId) => {
    const [batch, deletion] = await queuedBehind(
      server.db,
      membershipOf(teamId, member.id),
      () => runImportBatch(server.deps, 'replica-a', jobId),
      // No call deletes an account; an operator's script may (the users trigger lets a mere member go).
      () => server.db.deleteFrom('users').where('id', '=', member.id).execute(),
    );
    expect(await batch).toBe('more');
    await deletion;
    const links = await server.db.selectFrom('links').select('created_by').where('owner_id', '=', teamId).execute();
    expect(links.length).toBe(1000);
    expect(links.every((l) => l.created_by === null)).toBe(true);
  });
}, 60_000);

it("an admin's plan change for the account during its batch: one waits for the other", async () => {
  const { client: admin } = await server.signUp('admin@example.com', { verified: true });
  const account = await userOn(server, 'pro', 'comped-importer', { verified: true });
  await withTheOnlyWorker(server, account.client, { csv: file(1500, 'comped'), hostname: HOST }, async (jobId) => {
    const [comp, batch] = await queuedBehind(
      server.db,
      // The plan change waits on the account's row, which the test holds; the batch queues behind it.
      (trx) => trx.selectFrom('users').select('id').where('id', '=', account.id).forUpdate().execute(),
      () => admin.put('/api/admin/users/plan', { email: account.email, plan: 'pro' }),
      () => runImportBatch(server.deps, 'replica-a', jobId),
    );
    const comped = await comp;
    expect(comped.statusCode, comped.body).toBe(200);
    expect(await batch).toBe('more');
  });
}, 60_000);

it("a guest's sign-in while the guest's own import runs ends the guest, and the batch finds nothing to do", async () => {
  const visitor = await guest(server);
  const guestId: string = (await visitor.get('/api/me')).json().id;
  const account = await userOn(server, 'pro', 'guest-importer', { verified: true });
  // No slugs: a guest's links take generated ones.
  const guestFile = ['url', ...Array.from({ length: 20 }, (_, n) => `https://example.com/guest-own/${n}`)].join('\n');
  await withTheOnlyWorker(server, visitor, { csv: guestFile, hostname: HOST }, async (jobId) => {
    const [signIn, batch] = await queuedBehind(
      server.db,
      // The sign-in takes the guest's link lock, then waits on the guest's row, which the test shares.
      (trx) => trx.selectFrom('users').select('id').where('id', '=', guestId).forShare().execute(),
      () => visitor.post('/api/auth/login', { email: account.email, password: TEST_PASSWORD }),
      // The batch waits on the guest's link lock.
      () => runImportBatch(server.deps, 'replica-a', jobId),
    );
    const signedIn = await signIn;
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await batch).toBe('lost');
    expect(await server.db.selectFrom('users').select('id').where('id', '=', guestId).executeTakeFirst()).toBe(
      undefined,
    );
  });
}, 60_000);
