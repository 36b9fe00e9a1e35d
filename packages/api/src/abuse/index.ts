/** Abuse control: the target blocklist, public reports, and the admins' actions on links and accounts. */
export { assertTargetAllowed, HostBlocklist, parseBlocklist, useBlocklist } from './blocklist';
export { BlocklistSource, type BlocklistSettings } from './blocklistSource';
