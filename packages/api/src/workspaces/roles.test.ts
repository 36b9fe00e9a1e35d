import { WORKSPACE_ROLES, type TWorkspaceRole } from '@kurz/core';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { assertRoleAllows } from './roles';

const allows = (role: TWorkspaceRole, path: string, type: 'query' | 'mutation') => {
  try {
    assertRoleAllows(role, path, type);
    return true;
  } catch (err) {
    expect(err).toMatchObject({ appCode: 'role_not_allowed' });
    return false;
  }
};
const whoMay = (path: string, type: 'query' | 'mutation') => WORKSPACE_ROLES.filter((r) => allows(r, path, type));

describe('the roles a workspace call needs', () => {
  it('names the router of every procedure', () => {
    const paths = Object.keys(appRouter._def.procedures);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(() => assertRoleAllows('owner', path, 'mutation'), path).not.toThrow();
  });

  it('lets viewers read links and statistics, members write links, admins manage, owners pay', () => {
    expect(whoMay('links.list', 'query')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('stats.summary', 'query')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('links.create', 'mutation')).toEqual(['owner', 'admin', 'member']);
    expect(whoMay('qr.setConfig', 'mutation')).toEqual(['owner', 'admin', 'member']);
    expect(whoMay('imports.start', 'mutation')).toEqual(['owner', 'admin', 'member']);
    expect(whoMay('domains.list', 'query')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('domains.createSubdomain', 'mutation')).toEqual(['owner', 'admin']);
    expect(whoMay('keys.list', 'query')).toEqual(['owner', 'admin']);
    expect(whoMay('webhooks.create', 'mutation')).toEqual(['owner', 'admin']);
    expect(whoMay('conversions.postbackToken', 'query')).toEqual(['owner', 'admin']);
    expect(whoMay('billing.me', 'query')).toEqual(['owner', 'admin']);
    expect(whoMay('billing.checkout', 'mutation')).toEqual(['owner']);
  });

  it('lets admins manage members and invitations, any member leave, owners hand over, rename and delete', () => {
    expect(whoMay('workspace.members', 'query')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('workspace.invitations', 'query')).toEqual(['owner', 'admin']);
    expect(whoMay('workspace.invite', 'mutation')).toEqual(['owner', 'admin']);
    expect(whoMay('workspace.removeMember', 'mutation')).toEqual(['owner', 'admin']);
    expect(whoMay('workspace.leave', 'mutation')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('workspace.transferOwnership', 'mutation')).toEqual(['owner']);
    expect(whoMay('workspace.rename', 'mutation')).toEqual(['owner']);
    expect(whoMay('workspace.delete', 'mutation')).toEqual(['owner']);
    expect(whoMay('workspaces.create', 'mutation')).toEqual(['owner', 'admin', 'member', 'viewer']);
  });

  it('asks no workspace role of calls about the person or the site', () => {
    expect(whoMay('auth.changePassword', 'mutation')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(whoMay('abuse.ban', 'mutation')).toEqual(['owner', 'admin', 'member', 'viewer']);
  });

  it('refuses to guess for a router it does not name', () => {
    expect(() => assertRoleAllows('owner', 'teams.create', 'mutation')).toThrow(/teams\.create/);
  });
});
