import { ZWorkspaceMembers } from '@kurz/core';
import type { RestRoute } from './types';

/** The current workspace: who its members are. */
export const workspaceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/workspace/members',
    summary: "The current workspace's members, their roles and last activity",
    tag: 'workspaces',
    auth: 'user',
    response: ZWorkspaceMembers,
    errors: [],
    handle: (c) => c.workspace.members(),
  },
];
