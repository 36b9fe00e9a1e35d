import { ZConversionSettings, ZCreateLink, ZDomain, ZLink, ZLinkRef, ZOgPreview, ZRulesPut } from '@kurz/core';
import { z } from 'zod';
import { listUsableDomains } from '../services/domains';
import { createLink, deleteLink, getOwnedLink, listLinks } from '../services/links';
import { conversionsOf, deleteOg, ogOf, putConversions, putOg, putRules, rulesOf } from '../services/linkSettings';
import { hitRateLimits } from '../services/rateLimit';
import { protectedProcedure, router } from '../trpc';

const ok = { ok: true as const };

const ZRulesDto = z.object({
  default: z.string(),
  title: z.string().nullable(),
  rules: z.array(z.object({ target: z.string(), prio: z.number().optional(), when: z.record(z.string(), z.unknown()) })),
});
const ZOgDto = z.object({ enabled: z.boolean(), title: z.string(), description: z.string(), image_url: z.string().nullable() });
const ZConversionsDto = z.object({ conversions_enabled: z.boolean(), incoming_postback_url: z.string().nullable() });

export const linksRouter = router({
  list: protectedProcedure.output(z.array(ZLink)).query(({ ctx }) => listLinks(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(ZCreateLink)
    .output(ZLink)
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [
        { key: `link-create:user:${ctx.user.id}`, limit: 60, windowSeconds: 60 },
        { key: `link-create:ip:${ctx.ip}`, limit: 120, windowSeconds: 60 },
      ]);
      return createLink(ctx.db, ctx.config, ctx.user, input);
    }),
  delete: protectedProcedure.input(ZLinkRef).mutation(async ({ ctx, input }) => {
    await deleteLink(ctx.db, ctx.user.id, input);
    return ok;
  }),
  rules: protectedProcedure
    .input(ZLinkRef)
    .output(ZRulesDto)
    .query(async ({ ctx, input }) => rulesOf(await getOwnedLink(ctx.db, ctx.user.id, input))),
  setRules: protectedProcedure
    .input(ZLinkRef.extend({ data: ZRulesPut }))
    .output(ZRulesDto)
    .mutation(async ({ ctx, input }) => putRules(ctx.db, ctx.user, await getOwnedLink(ctx.db, ctx.user.id, input), input.data)),
  og: protectedProcedure
    .input(ZLinkRef)
    .output(ZOgDto)
    .query(async ({ ctx, input }) => ogOf(await getOwnedLink(ctx.db, ctx.user.id, input))),
  setOg: protectedProcedure
    .input(ZLinkRef.extend({ data: ZOgPreview }))
    .output(ZOgDto)
    .mutation(async ({ ctx, input }) => putOg(ctx.db, ctx.user, await getOwnedLink(ctx.db, ctx.user.id, input), input.data)),
  deleteOg: protectedProcedure.input(ZLinkRef).mutation(async ({ ctx, input }) => {
    await deleteOg(ctx.db, await getOwnedLink(ctx.db, ctx.user.id, input));
    return ok;
  }),
  conversions: protectedProcedure
    .input(ZLinkRef)
    .output(ZConversionsDto)
    .query(async ({ ctx, input }) => conversionsOf(await getOwnedLink(ctx.db, ctx.user.id, input))),
  setConversions: protectedProcedure
    .input(ZLinkRef.extend({ data: ZConversionSettings }))
    .output(ZConversionsDto)
    .mutation(async ({ ctx, input }) =>
      putConversions(ctx.db, ctx.user, await getOwnedLink(ctx.db, ctx.user.id, input), input.data),
    ),
});

export const domainsRouter = router({
  list: protectedProcedure
    .output(z.array(ZDomain))
    .query(({ ctx }) => listUsableDomains(ctx.db, ctx.user, ctx.config.systemDomains)),
});
