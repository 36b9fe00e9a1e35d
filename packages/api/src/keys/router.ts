import { ZApiKeyId, ZApiKeyList, ZApiKeyRevoked, ZCreateApiKey, ZCreatedApiKey } from '@kurz/core';
import { AppError } from '../errors';
import { router, verifiedProcedure } from '../trpc';
import { actorOf } from '../audit';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/**
 * Keys are managed from a signed-in, verified account's session only. A key can never mint, list or
 * revoke keys: a leaked key must not be able to make itself a successor that outlives its revocation.
 * (The HTTP layer already refuses keys on these rows; this holds for any other caller too.)
 */
const keyManagerProcedure = verifiedProcedure.use(({ ctx, next }) => {
  if (ctx.apiKey) throw new AppError('api_key_not_allowed');
  return next();
});

export const keysRouter = router({
  list: keyManagerProcedure
    .output(ZApiKeyList)
    .query(async ({ ctx }) => ({ results: await listApiKeys(ctx.db, ctx.workspace.id) })),
  create: keyManagerProcedure
    .input(ZCreateApiKey)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.workspace, { ...actorOf(ctx), userId: ctx.user.id }, input)),
  revoke: keyManagerProcedure
    .input(ZApiKeyId)
    .output(ZApiKeyRevoked)
    .mutation(async ({ ctx, input }) => {
      await revokeApiKey(ctx, ctx.workspace.id, input.id, actorOf(ctx));
      return { ok: true as const };
    }),
});
