/** The workspace invitations migration: seats on the plans, the invitations table, its mail template, both ways. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import * as invitations from './20261127175000_workspace_invitations';

let handle: DbHandle;
let db: Kysely<any>;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle.close());

const seats = () => db.selectFrom('plans').select(['id', 'max_seats']).orderBy('sort').execute();
const tableExists = async (name: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = ${name}`.execute(db)
  ).rows[0]!.n === 1;

it('gives the plans their seats and goes down and up again', async () => {
  expect(await seats()).toEqual([
    { id: 'free', max_seats: 1 },
    { id: 'hobby', max_seats: 3 },
    { id: 'pro', max_seats: 10 },
  ]);
  expect(await tableExists('workspace_invitations')).toBe(true);
  await invitations.down(db);
  expect(await tableExists('workspace_invitations')).toBe(false);
  expect(
    await db.selectFrom('email_templates').select('id').where('id', '=', 'workspace_invitation').execute(),
  ).toEqual([]);
  await invitations.up(db);
  expect(await seats()).toHaveLength(3);
  expect(
    await db.selectFrom('email_templates').select('id').where('id', '=', 'workspace_invitation').execute(),
  ).toEqual([{ id: 'workspace_invitation' }]);
});

it('keeps one pending invitation per address and workspace, in lower case', async () => {
  const { id } = await db
    .insertInto('users')
    .values({ email: 'inviter@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (email: string, hash: string) => ({
    workspace_id: id,
    email,
    role: 'member',
    token_hash: hash,
    invited_by: id,
    expires_at: new Date(Date.now() + 86_400_000),
  });
  await db.insertInto('workspace_invitations').values(row('a@example.com', 'h1')).execute();
  await expect(db.insertInto('workspace_invitations').values(row('a@example.com', 'h2')).execute()).rejects.toThrow();
  await expect(db.insertInto('workspace_invitations').values(row('B@example.com', 'h3')).execute()).rejects.toThrow();
});
