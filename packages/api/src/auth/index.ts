/** Accounts, guests, sessions and the mail they get. */
export { MailRequestWorker } from './mailRequests';
export { createSessionToken, deleteExpiredSessions, findSession, holdSignedInAccount } from './sessions';
export { isAdmin, lookupEmail } from './users';
