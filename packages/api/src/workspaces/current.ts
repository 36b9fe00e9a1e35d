import { sql, type Database, type Kysely, type User, type Workspace, type WorkspaceRole } from '@kurz/db';
import { AppError } from '../errors';
import { roleAtLeast } from './roles';

/** The workspace a call acts for: it owns what the call reads and writes, and its plan gates the call. */
export interface Owner extends Workspace {
  /** A guest's personal workspace: its links expire, and what outlives a guest is closed to it. */
  guest: boolean;
  /** A personal workspace's person's email (null: a team workspace, or a guest's). */
  personal_email: string | null;
}

export interface Membership {
  workspace: Owner;
  role: WorkspaceRole;
}

const guest = sql<boolean>`w.personal_of is not null and p.email is null`.as('guest');

function workspaces(db: Kysely<Database>) {
  return db
    .selectFrom('workspaces as w')
    .leftJoin('users as p', 'p.id', 'w.personal_of')
    .selectAll('w')
    .select([guest, 'p.email as personal_email']);
}

/** The workspace as the user sees it, or null when the user is no member of it. */
export async function membershipOf(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
): Promise<Membership | null> {
  const row = await workspaces(db)
    .innerJoin('workspace_members as m', 'm.workspace_id', 'w.id')
    .select([
      'm.role',
      sql<boolean>`m.last_active_at is null or m.last_active_at < now() - interval '1 minute'`.as('active_stale'),
    ])
    .where('w.id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { role, active_stale, ...workspace } = row;
  // Written at most once a minute per member: the members list shows activity to the minute.
  if (active_stale)
    await db
      .updateTable('workspace_members')
      .set({ last_active_at: sql<Date>`now()` })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  return { workspace, role };
}

/**
 * The one place a caller's workspace is decided. A session acts in the workspace it chose, by default
 * the user's personal one (whose id is the user's; '' names none); an API key acts in the workspace that owns it. The
 * caller must be a member of it: otherwise there is none, and the call is refused as unauthenticated.
 */
export function currentMembership(
  db: Kysely<Database>,
  user: Pick<User, 'id'>,
  via: { chosen?: string | null } | { keyOwner: string },
): Promise<Membership | null> {
  const workspaceId = 'keyOwner' in via ? via.keyOwner : (via.chosen ?? user.id);
  if (workspaceId === '') return Promise.resolve(null); // a header that names no workspace at all
  return membershipOf(db, user.id, workspaceId);
}

/**
 * Inside a write's transaction: the caller is still a member with at least `least`, and stays one
 * until the write commits (the row is held FOR SHARE). A removal or demotion racing the write either
 * waits for it, or came first and the write is refused: nobody writes in a workspace after leaving it.
 */
export async function holdMembership(
  trx: Kysely<Database>,
  workspaceId: string,
  userId: string,
  least: WorkspaceRole,
): Promise<void> {
  const row = await trx
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .forShare()
    .executeTakeFirst();
  if (!row) throw new AppError('not_a_member');
  if (!roleAtLeast(row.role, least)) throw new AppError('role_not_allowed');
}

/**
 * Whether the workspace is being deleted (its mark, workspace_closing migration; one older than a few
 * minutes died half-way), or gone.
 */
export async function isClosing(db: Kysely<Database>, workspaceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces')
    .select(sql<boolean>`coalesce(closing_at > now() - interval '5 minutes', false)`.as('closing'))
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return !row || row.closing;
}

/** The owner of rows, for work done without a caller (imports, webhooks, the clean-up). */
export async function ownerOf(db: Kysely<Database>, workspaceId: string): Promise<Owner | undefined> {
  return workspaces(db).where('w.id', '=', workspaceId).executeTakeFirst();
}
