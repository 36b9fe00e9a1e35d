/** The API package's public face for the server: each capability through its own index. */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { appRouter, createCaller, type AppRouter, type Caller } from './root';
export type { ApiConfig, ApiDeps, Context, SessionCookie } from './context';
export { AppError, isDatabaseUnavailable, RETRY_AFTER_SECONDS, toWireError, unknownFieldOf } from './errors';
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  idempotencyKeyOf,
  queryProblem,
  releaseIdempotencyKey,
  requestHash,
  restInputProblem,
  restRoutes,
  type IdempotencyCaller,
  type RestAuth,
  type RestInput,
  type RestRoute,
} from './rest';
export { API_KEY_RATE, bearerKeyOf, findApiKey, hitApiKeyRate, type KeyHolder, type KeyRateState } from './keys';
export { runHousekeeping } from './housekeeping';
export {
  acrossWorkspaces,
  actsInWorkspace,
  assertRoleAllows,
  currentMembership,
  ownerOf,
  OWNER_COLUMN,
  workspaceDeps,
  type Membership,
  type Owner,
} from './workspaces';
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export { createSessionToken, findSession, MailRequestWorker } from './auth';
export {
  createBilling,
  handleStripeWebhook,
  WEBHOOK_OUTCOMES,
  type Billing,
  type StripeSettings,
  type WebhookOutcome,
} from './billing';
export { deliverDuePostbacks, POSTBACK_POLL_MS } from './conversions';
export { BlocklistSource, useBlocklist, type BlocklistSettings } from './abuse';
export {
  claimImport,
  deleteOldImports,
  holdImportThread,
  IMPORT_QUOTA_MARGIN,
  ImportWorker,
  parseJsonOnImportThread,
  runImportBatch,
} from './imports';
export {
  bareHost,
  createTlsProvider,
  DOMAIN_RECHECK_POLL_MS,
  ensureSystemDomains,
  recheckDueDomains,
  type DnsSettings,
  type TlsProvider,
  type TlsSettings,
} from './domains';
export { createLink, OG_UPLOADS_PER_HOUR, storeOgImage } from './links';
export { recordAudit, SYSTEM_ACTOR, type AuditActor, type AuditEntry } from './audit';
export {
  createMailer,
  hitRateLimits,
  limitedAddress,
  Download,
  localObjectStore,
  MAX_IMAGE_BYTES,
  readUpload,
  redactTokens,
  s3ObjectStore,
  sha256,
  smtpTransport,
  type Logger,
  type Mailer,
  type ObjectStore,
  type S3Options,
  type Transport,
} from './platform';
export {
  closeQrThread,
  decodeQrPng,
  holdQrThread,
  pngDimensions,
  QR_LOGO_MAX_BYTES,
  QR_LOGO_UPLOADS_PER_HOUR,
  QR_PUBLISHES_PER_HOUR,
  shortUrlOf,
  storeQrLogo,
  storeQrUpload,
  svgToPng,
} from './qr';
export {
  ClickRecorder,
  ClickSpool,
  classifyUserAgent,
  clickWriterCode,
  createCountryLookup,
  LinkCache,
  NOT_FOUND_PAGE,
  PAGE_HEADERS,
  RedirectEngine,
  ThreadedClickRecorder,
  type AgentInfo,
  type ClickSink,
  type CountryLookup,
  type RawClick,
  type RecorderOptions,
  type RecorderStats,
  type WriterCode,
} from './redirect';
export {
  runWebhooks,
  verifySignature,
  WEBHOOK_POLL_MS,
  WEBHOOK_SENDER_LIMITS,
  WebhookSender,
  type SenderLimits,
} from './webhooks';
export { codesOf, openApiDocument, openApiPath, type DocumentOptions, type PlainRoute } from './openapi';
export {
  deleteExpiredAnalytics,
  foldPendingDays,
  HLL_STANDARD_ERROR,
  hllEntry,
  hllUnion,
  movePendingRollups,
  rebuildRollups,
  writeClicks,
  type ClickRow,
} from './stats';
