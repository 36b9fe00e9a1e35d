import { ZCreateSubdomain, ZDomain, ZDomainDeleted, ZDomainId, ZDomainSettings, ZRequestByod } from '@kurz/core';
import { z } from 'zod';
import { hitRateLimits } from '../platform';
import { protectedProcedure, router } from '../trpc';
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

export const domainsRouter = router({
  list: protectedProcedure
    .output(z.array(ZDomain))
    .query(({ ctx }) => listDomains(ctx.db, ctx.workspace, ctx.config.systemDomains)),
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
    .mutation(async ({ ctx, input }) => verifyDomain(ctx, await ownDomain(ctx.db, ctx.workspace, input.id))),
  delete: protectedProcedure
    .input(ZDomainId)
    .output(ZDomainDeleted)
    .mutation(({ ctx, input }) => deleteDomain(ctx, ctx.workspace, input.id)),
  updateSettings: protectedProcedure
    .input(ZDomainSettings)
    .output(ZDomain)
    .mutation(({ ctx, input }) => updateDomainSettings(ctx, ctx.workspace, input)),
});
