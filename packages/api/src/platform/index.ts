/** Plumbing every capability may use; nothing here knows a capability. */
export { hashPassword, openSecret, randomToken, sealSecret, sha256, verifyPassword } from './crypto';
export { DOMAINS_CHANGED, LINK_CHANNEL, linkKey, onLocalChange, publishDomainsChange, publishLinkChange } from './events';
export type { Logger } from './logger';
export { createMailer, renderTemplate, type Mailer, type TemplateVars, type Transport } from './mail';
export { localObjectStore, s3ObjectStore, type ObjectStore, type S3Options } from './objectStore';
export { countRateHit, deleteStaleRateLimits, hitRateLimits, limitedAddress } from './rateLimit';
export { isPrivateAddress, RefusedAddressError, safeGet, safePost } from './safeHttp';
export { smtpTransport } from './smtp';
export { deleteUnusedUploads, MAX_IMAGE_BYTES, objectUrl, rasterTypeOf, readUpload, storeUpload } from './uploads';
