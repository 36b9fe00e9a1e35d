import { abuseRoutes } from './rest/abuse';
import { accountRoutes } from './rest/account';
import { bulkRoutes } from './rest/bulk';
import { domainRoutes } from './rest/domains';
import { keyRoutes } from './rest/keys';
import { linkFeatureRoutes } from './rest/linkFeatures';
import { linkRoutes } from './rest/links';
import { statsRoutes } from './rest/stats';
import { webhookRoutes } from './rest/webhooks';
import { workspaceRoutes } from './rest/workspaces';
import type { RestRoute } from './rest/types';

export { type RestAuth, type RestInput, type RestRoute } from './rest/types';
export { queryProblem, restInputProblem } from './rest/inputCheck';
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  idempotencyKeyOf,
  releaseIdempotencyKey,
  requestHash,
  type IdempotencyCaller,
} from './rest/idempotency';

/** The REST table: the spec's calls (§7) and the API's own, one row a call, each a thin mapping onto a tRPC procedure. */
export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...linkRoutes,
  ...domainRoutes,
  ...statsRoutes,
  ...keyRoutes,
  ...bulkRoutes,
  ...linkFeatureRoutes,
  ...webhookRoutes,
  ...abuseRoutes,
  ...workspaceRoutes,
];
