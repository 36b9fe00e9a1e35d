/** Plumbing every capability may use; nothing here knows a capability. */
export { csvCell, csvLine, Download, type CsvCell } from './csv';
export {
  bulkPasswordHasher,
  hashPassword,
  openSealed,
  randomToken,
  sealSecret,
  sha256,
  verifyPassword,
  type PasswordHasher,
} from './crypto';
export {
  DOMAINS_CHANGED,
  LINK_CHANNEL,
  linkKey,
  onLocalChange,
  publishAllLinksChange,
  publishDomainsChange,
  publishLinkChange,
  publishLinkChanges,
} from './events';
export type { Logger } from './logger';
export { createMailer, redactTokens, renderTemplate, type Mailer, type TemplateVars, type Transport } from './mail';
export {
  checkImageDimensions,
  imageDimensions,
  OG_IMAGE_LIMITS,
  QR_LOGO_LIMITS,
  QR_UPLOAD_LIMITS,
  type ImageLimits,
} from './imageDimensions';
export { localObjectStore, s3ObjectStore, type ObjectStore, type S3Options } from './objectStore';
export { countRateHit, countRateWindow, deleteStaleRateLimits, hitRateLimits, limitedAddress } from './rateLimit';
export { isPrivateAddress, RefusedAddressError, safeGet, safePost } from './safeHttp';
export { smtpTransport } from './smtp';
export { deleteUnusedUploads, MAX_IMAGE_BYTES, objectUrl, rasterTypeOf, readUpload, storeUpload } from './uploads';
