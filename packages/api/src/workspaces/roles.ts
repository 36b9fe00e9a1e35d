import type { WorkspaceRole } from '@kurz/db';
import { AppError } from '../errors';

const RANK: Record<WorkspaceRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export type Needs =
  | {
      read: WorkspaceRole;
      write: WorkspaceRole;
      /** The router's procedures that need another role than its reads or writes (by procedure name). */
      procedures?: Record<string, WorkspaceRole>;
    }
  | 'person';

/**
 * The least role each router's reads (queries) and writes (mutations) need in the workspace the call
 * acts in: viewers read links and statistics; members create and edit every link (with its QR code) and
 * import; admins manage domains, API keys, webhooks and the postback token; owners buy and change the
 * plan. 'person': calls about the caller or the site (sign-in, password, site admins, the person's
 * workspaces and invitations), no workspace role.
 * Every router is named here, so a new one cannot go unchecked: root.ts checks it at compile time.
 */
export const ROLE_NEEDED = {
  links: { read: 'viewer', write: 'member' },
  qr: { read: 'viewer', write: 'member' },
  imports: { read: 'viewer', write: 'member' },
  stats: { read: 'viewer', write: 'member' },
  user: { read: 'viewer', write: 'member' },
  domains: { read: 'viewer', write: 'admin' },
  keys: { read: 'admin', write: 'admin' },
  webhooks: { read: 'admin', write: 'admin' },
  conversions: { read: 'admin', write: 'admin' },
  billing: { read: 'admin', write: 'owner' },
  workspace: {
    read: 'viewer',
    write: 'admin',
    // Any member may leave; only owners rename, delete or hand the workspace over.
    procedures: { invitations: 'admin', leave: 'viewer', transferOwnership: 'owner', rename: 'owner', delete: 'owner' },
  },
  workspaces: 'person',
  audit: { read: 'admin', write: 'admin' },
  auth: 'person',
  plans: 'person',
  meta: 'person',
  templates: 'person',
  admin: 'person',
  abuse: 'person',
} as const satisfies Record<string, Needs>;

/** Whether a procedure (path `router.name`) acts in a workspace, rather than for the person or the site. */
export const actsInWorkspace = (path: string): boolean =>
  ROLE_NEEDED[path.split('.')[0] as keyof typeof ROLE_NEEDED] !== 'person';

/** Refuses a call (procedure path `router.name`) that the caller's role in its workspace does not allow. */
export function assertRoleAllows(role: WorkspaceRole, path: string, type: 'query' | 'mutation' | 'subscription'): void {
  const needs: Needs | undefined = ROLE_NEEDED[path.split('.')[0] as keyof typeof ROLE_NEEDED];
  if (needs === undefined) throw new Error(`procedure ${path} is in no router ROLE_NEEDED names`);
  if (needs === 'person') return;
  const least = needs.procedures?.[path.slice(path.indexOf('.') + 1)] ?? (type === 'query' ? needs.read : needs.write);
  if (!roleAtLeast(role, least)) throw new AppError('role_not_allowed');
}

export function roleAtLeast(role: WorkspaceRole, least: WorkspaceRole): boolean {
  return RANK[role] >= RANK[least];
}
