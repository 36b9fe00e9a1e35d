/** The audit log: what the services record, and the clean-up (the router is composed in root.ts). */
export {
  actorOf,
  linkLabel,
  linkTarget,
  recordAudit,
  recordCallAudit,
  SYSTEM_ACTOR,
  type AuditActor,
  type AuditEntry,
} from './record';
export { deleteExpiredAuditEvents } from './list';
