import { fail, ME } from './msw';
import { FREE_LIMITS } from '../routes/_authed/links/-components/fixtures';

/** Workspaces of the verified test account: its personal one and a shared one, Acme, where it is admin. */
export const ACME_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PERSONAL_ITEM = {
  id: ME.verified.id,
  name: 'Personal',
  personal: true,
  owner_email: null,
  role: 'owner',
  plan: 'free',
  members: 1,
} as const;
export const ACME_ITEM = {
  id: ACME_ID,
  name: 'Acme',
  personal: false,
  owner_email: null,
  role: 'admin',
  plan: 'pro',
  members: 2,
} as const;

/** A workspace as auth.me names it; owner_email only for another person's personal one. */
type CurrentWorkspace = { id: string; name: string; role: string; owner_email?: string | null };

export const meIn = (workspace: CurrentWorkspace, plan = 'free') => ({
  ...ME.verified,
  plan,
  workspace: { owner_email: null, ...workspace },
});

const member = (user_id: string, email: string, role: string, last_active_at: number | null) => ({
  user_id,
  email,
  role,
  joined_at: 1764230400,
  last_active_at,
});

export const PERSONAL_MEMBERS = { results: [member(ME.verified.id, ME.verified.email, 'owner', 1764244800)] };
export const ACME_MEMBERS = {
  results: [
    member('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'ann@acme.test', 'owner', 1764244800),
    member(ME.verified.id, ME.verified.email, 'admin', null),
  ],
};

/**
 * The server's side of the switch: every answer depends on the X-Kurz-Workspace header, as the real
 * server's does; a workspace not in `known` is refused with not_a_member.
 */
export function workspaceStubs(known: Record<string, CurrentWorkspace> = {}) {
  const acme = { id: ACME_ID, name: 'Acme', role: 'admin' };
  const all: Record<string, CurrentWorkspace> = { [ACME_ID]: acme, ...known };
  const inWorkspace =
    <T>(personal: T, shared: (id: string) => T) =>
    (_input: unknown, { workspace }: { workspace: string | null }) => {
      if (workspace === null) return personal;
      if (!all[workspace]) return fail('not_a_member', 403)();
      return shared(workspace);
    };
  return {
    'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
    'auth.me': inWorkspace(ME.verified, (id) => meIn(all[id]!, 'pro')),
    'user.limits': inWorkspace(FREE_LIMITS, () => FREE_LIMITS),
    'workspaces.list': () => ({ results: [PERSONAL_ITEM, ACME_ITEM] }),
    'workspace.members': inWorkspace(PERSONAL_MEMBERS, (id) =>
      id === ACME_ID ? ACME_MEMBERS : { results: [member(ME.verified.id, ME.verified.email, all[id]!.role, null)] },
    ),
    'workspace.invitations': inWorkspace({ results: [] }, () => ({ results: [] })),
  };
}
