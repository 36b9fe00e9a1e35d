/** Webhooks: an account's endpoints, the events queued for them, and their signed, retried delivery. */
import type { ApiDeps } from '../context';
import { collectClickBatches } from './clicks';
import { deliverDueWebhooks } from './delivery';

export { deleteOldDeliveries, enqueueLinksCreated, enqueueWebhookEvent } from './events';
export { deliverDueWebhooks, WEBHOOK_POLL_MS } from './delivery';
export { signatureHeader, verifySignature } from './signing';

/** One round of the background loop: batch new clicks into deliveries, then send what is due. */
export async function runWebhooks(deps: ApiDeps): Promise<void> {
  await collectClickBatches(deps);
  await deliverDueWebhooks(deps);
}
