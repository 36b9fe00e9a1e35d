/** Webhooks: an account's endpoints, the events queued for them, and their signed, retried delivery. */
import { collectClickBatches } from './clicks';
import type { ApiDeps } from '../context';
import type { WebhookSender } from './sender';

export {
  deleteOldDeliveries,
  enqueueLinksCreated,
  enqueueLinksDeleted,
  enqueueLinksUpdated,
  enqueueWebhookEvent,
} from './events';
export { WEBHOOK_POLL_MS } from './delivery';
export { WEBHOOK_SENDER_LIMITS, WebhookSender, type SenderLimits } from './sender';
export { signatureHeader, verifySignature } from './signing';

/** One round of the background loop: batch new clicks into deliveries, then claim what is due (sent meanwhile). */
export async function runWebhooks(deps: ApiDeps, sender: WebhookSender): Promise<void> {
  await collectClickBatches(deps);
  await sender.fill();
}
