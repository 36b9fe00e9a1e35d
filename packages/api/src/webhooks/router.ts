import { ZWebhookCreate, ZWebhookCreated, ZWebhookDelivery, ZWebhookEndpoint, ZWebhookId } from '@kurz/core';
import { z } from 'zod';
import { hitRateLimits } from '../platform';
import { registeredProcedure, router, verifiedProcedure } from '../trpc';
import { actorOf, recordCallAudit } from '../audit';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  listDeliveries,
  listEndpoints,
  queueTestEvent,
} from './service';

export const webhooksRouter = router({
  list: registeredProcedure
    .output(z.object({ results: z.array(ZWebhookEndpoint) }))
    .query(async ({ ctx }) => ({ results: await listEndpoints(ctx.db, ctx.workspace.id) })),
  // Unverified accounts add none: an endpoint set up under someone else's address would outlive the
  // owner's reset and send them their traffic (see dropUnprovenOutlets).
  create: verifiedProcedure
    .input(ZWebhookCreate)
    .output(ZWebhookCreated)
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [{ key: `webhook-create:user:${ctx.user.id}`, limit: 20, windowSeconds: 3600 }]);
      return createEndpoint(ctx, ctx.workspace.id, input, actorOf(ctx));
    }),
  delete: registeredProcedure.input(ZWebhookId).mutation(async ({ ctx, input }) => {
    await deleteEndpoint(ctx, ctx.workspace.id, input.id, actorOf(ctx));
    return { ok: true as const };
  }),
  enable: registeredProcedure
    .input(ZWebhookId)
    .output(ZWebhookEndpoint)
    .mutation(async ({ ctx, input }) => {
      const endpoint = await enableEndpoint(ctx.db, ctx.workspace.id, input.id);
      await recordCallAudit(ctx.db, ctx, {
        action: 'webhook.updated',
        target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
        details: { fields: ['enabled'], enabled: true },
      });
      return endpoint;
    }),
  deliveries: registeredProcedure
    .input(ZWebhookId)
    .output(z.object({ results: z.array(ZWebhookDelivery) }))
    .query(async ({ ctx, input }) => ({ results: await listDeliveries(ctx.db, ctx.workspace.id, input.id) })),
  test: registeredProcedure
    .input(ZWebhookId)
    .output(z.object({ ok: z.literal(true), delivery_id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [{ key: `webhook-test:user:${ctx.user.id}`, limit: 10, windowSeconds: 60 }]);
      return { ok: true as const, ...(await queueTestEvent(ctx.db, ctx.workspace.id, input.id)) };
    }),
});
