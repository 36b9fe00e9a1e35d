import { ZAuditListQuery, ZAuditPage, ZWorkspaceMembers } from '@kurz/core';
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
  {
    method: 'GET',
    path: '/api/workspace/audit',
    summary:
      "The current workspace's audit log, newest first: who created, changed or deleted links, domains, API keys, webhooks, members and the plan",
    tag: 'workspaces',
    auth: 'user',
    query: ZAuditListQuery,
    response: ZAuditPage,
    errors: ['role_not_allowed'],
    handle: (c, i) => c.audit.list(i.query),
  },
];
