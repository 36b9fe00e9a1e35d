import { z } from 'zod';
import { MAX_URL_LENGTH } from './urls';

export const WEBHOOK_EVENTS = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.clicked',
  'conversion.created',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const MAX_WEBHOOK_ENDPOINTS = 5;
/** The delivery log shows this many of an endpoint's latest deliveries. */
export const WEBHOOK_LOG_SIZE = 50;

export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);

export const ZWebhookCreate = z.strictObject({
  url: z.string().trim().min(1).max(MAX_URL_LENGTH),
  events: z.array(ZWebhookEvent).min(1).max(WEBHOOK_EVENTS.length),
});
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

export const ZWebhookId = z.strictObject({ id: z.uuid() });

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Epoch seconds; null while enabled. */
  disabled_at: z.number().nullable(),
  created_at: z.number(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** Create's answer: the only time the signing secret is shown. */
export const ZWebhookCreated = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  status_code: z.number().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.number(),
  attempted_at: z.number().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
