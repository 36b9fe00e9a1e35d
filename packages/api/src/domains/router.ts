import { ZCreateSubdomain, ZDomain, ZDomainDeleted, ZDomainId, ZDomainSettings, ZRequestByod } from '@kurz/core';
import { z } from 'zod';
import { hitRateLimits } from '../platform';
import { protectedProcedure, router } from '../trpc';
import type { Context } from '../context';
import { AppError } from '../errors';
import { keyHostOf } from '../keys/hostScope';
import type { Owner } from '../workspaces';
import { createSubdomain, deleteDomain, listDomains, ownDomain, requestByod, updateDomainSettings } from './service';
import { verifyDomain } from './verify';

/** Verify and request call DNS and the TLS provider: bounded per account. */
export const DOMAIN_CALLS_PER_10_MIN = 60;
const limited = protectedProcedure.use(async ({ ctx, next }) => {
  await hitRateLimits(ctx.db, [
    { key: `domain-calls:user:${ctx.user.id}`, limit: DOMAIN_CALLS_PER_10_MIN, windowSeconds: 600 },
  ]);
  return next();
});

/** The caller's domain; for a key narrowed to one hostname, only that one (else 403 insufficient_scope). */
async function touchable(ctx: Context & { workspace: Owner }, id: string) {
  const domain = await ownDomain(ctx.db, ctx.workspace, id);
  const host = keyHostOf(ctx);
  if (host && domain.hostname !== host) throw new AppError('insufficient_scope');
  return domain;
}

export const domainsRouter = router({
  list: protectedProcedure.output(z.array(ZDomain)).query(async ({ ctx }) => {
    const domains = await listDomains(ctx.db, ctx.workspace, ctx.config.systemDomains);
    const host = keyHostOf(ctx);
    return host ? domains.filter((d) => d.hostname === host) : domains;
  }),
  createSubdomain: protectedProcedure
    .input(ZCreateSubdomain)
    .output(ZDomain)
    .mutation(({ ctx, input }) => createSubdomain(ctx, ctx.workspace, input)),
  requestByod: limited
    .input(ZRequestByod)
    .output(ZDomain)
    .mutation(({ ctx, input }) => requestByod(ctx, ctx.workspace, input)),
  verify: limited
    .input(ZDomainId)
    .output(ZDomain)
    .mutation(async ({ ctx, input }) => verifyDomain(ctx, await touchable(ctx, input.id))),
  delete: protectedProcedure
    .input(ZDomainId)
    .output(ZDomainDeleted)
    .mutation(async ({ ctx, input }) => deleteDomain(ctx, ctx.workspace, (await touchable(ctx, input.id)).id)),
  updateSettings: protectedProcedure
    .input(ZDomainSettings)
    .output(ZDomain)
    .mutation(async ({ ctx, input }) => {
      await touchable(ctx, input.id);
      return updateDomainSettings(ctx, ctx.workspace, input);
    }),
});
