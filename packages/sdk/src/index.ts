/** @kurz/sdk: a typed client of kurz's REST API, and the check of its webhook signatures. */
export {
  createKurzClient,
  KurzApiError,
  type BulkCreateItem,
  type BulkCreateResult,
  type CreateLinkInput,
  type CreateOptions,
  type KurzClient,
  type KurzClientOptions,
  type Link,
  type LinksListQuery,
  type LinksPage,
  type StatsSummary,
  type StatsSummaryQuery,
  type WebhookCreated,
  type WebhookCreateInput,
  type WebhookEndpoint,
} from './client.js';
export {
  SIGNATURE_TOLERANCE_SECONDS,
  verifyWebhookSignature,
  type HeadersLike,
  type VerifyOptions,
} from './webhooks.js';
export type { components, operations, paths } from './openapi.js';
