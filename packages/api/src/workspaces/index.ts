/** Workspaces: who owns what, and whom a call acts for. */
export { currentMembership, membershipOf, ownerOf, type Membership, type Owner } from './current';
export { assertRoleAllows, ROLE_NEEDED } from './roles';
