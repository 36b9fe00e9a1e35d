/** Workspaces: who owns what, and whom a call acts for. */
export {
  currentMembership,
  holdMembership,
  membershipOf,
  ownerOf,
  type InWorkspace,
  type Membership,
  type Owner,
} from './current';
export { assertRoleAllows, ROLE_NEEDED } from './roles';
export { listWorkspaces } from './workspaces';
