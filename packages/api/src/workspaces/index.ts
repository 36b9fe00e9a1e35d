/** Workspaces: who owns what, and whom a call acts for. */
export {
  currentMembership,
  holdMembership,
  isClosing,
  membershipOf,
  ownerOf,
  type Membership,
  type Owner,
} from './current';
export { actsInWorkspace, assertRoleAllows, ROLE_NEEDED } from './roles';
export { acrossWorkspaces, OWNER_COLUMN, workspaceDeps } from './scope';
export { listWorkspaces } from './workspaces';
