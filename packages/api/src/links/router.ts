import {
  ZBulkCreateLinks,
  ZBulkCreateResult,
  ZConversionSettings,
  ZCreateLink,
  ZLink,
  ZLinkEdit,
  ZLinkRef,
  ZLinksListQuery,
  ZLinksPage,
  ZOgPreview,
  ZRulesPut,
  ZTag,
  ZTagPut,
} from '@kurz/core';
import { z } from 'zod';
import { bulkCreateLinks } from './bulk';
import { exportLinks } from './export';
import { ownedLinkProcedure } from './procedures';
import { createLink, deleteLink, editLink, getLink, listLinks } from './service';
import { listTags, setTagColor } from './features';
import { conversionsOf, deleteOg, ogOf, putConversions, putOg, putRules, rulesOf } from './settings';
import { hitRateLimits, limitedAddress } from '../platform';
import { protectedProcedure, router } from '../trpc';

const ok = { ok: true as const };

const ZRulesDto = z.object({
  default: z.string(),
  title: z.string().nullable(),
  rules: z.array(z.object({ target: z.string(), prio: z.number().optional(), when: z.record(z.string(), z.unknown()), match_all: z.boolean().optional() })),
});
const ZOgDto = z.object({ enabled: z.boolean(), title: z.string(), description: z.string(), image_url: z.string().nullable() });
const ZConversionsDto = z.object({ conversions_enabled: z.boolean(), incoming_postback_url: z.string().nullable() });

const hitLinkCreateLimits = (ctx: { db: Parameters<typeof hitRateLimits>[0]; user: { id: string }; ip: string }) =>
  hitRateLimits(ctx.db, [
    { key: `link-create:user:${ctx.user.id}`, limit: 60, windowSeconds: 60 },
    { key: `link-create:ip:${limitedAddress(ctx.ip)}`, limit: 120, windowSeconds: 60 },
  ]);

export const linksRouter = router({
  list: protectedProcedure
    .input(ZLinksListQuery.optional())
    .output(ZLinksPage)
    .query(({ ctx, input }) => listLinks(ctx.db, ctx.user.id, input ?? {})),
  create: protectedProcedure
    .input(ZCreateLink)
    .output(ZLink)
    .mutation(async ({ ctx, input }) => {
      await hitLinkCreateLimits(ctx);
      return createLink(ctx.db, ctx.config, ctx.user, input);
    }),
  // One call of the creation rate limit, however many rows: the point of a bulk call.
  bulkCreate: protectedProcedure
    .input(ZBulkCreateLinks)
    .output(ZBulkCreateResult)
    .mutation(async ({ ctx, input }) => {
      await hitLinkCreateLimits(ctx);
      return { results: await bulkCreateLinks(ctx.db, ctx.config, ctx.user, input.links) };
    }),
  // A file (CSV), for the REST row GET /api/links/export; not a JSON answer.
  export: protectedProcedure.query(({ ctx }) => exportLinks(ctx.db, ctx.user.id)),
  update: ownedLinkProcedure
    .input(ZLinkEdit)
    .output(ZLink)
    .mutation(({ ctx, input }) => {
      const { slug: _slug, hostname: _hostname, ...edit } = input;
      return editLink(ctx.db, ctx.config, ctx.user, ctx.link, edit);
    }),
  get: ownedLinkProcedure.output(ZLink).query(({ ctx }) => getLink(ctx.db, ctx.link)),
  tags: protectedProcedure.output(z.array(ZTag)).query(({ ctx }) => listTags(ctx.db, ctx.user.id)),
  setTagColor: protectedProcedure
    .input(ZTagPut)
    .output(ZTag)
    .mutation(({ ctx, input }) => setTagColor(ctx.db, ctx.user.id, input.tag, input.color)),
  delete: protectedProcedure.input(ZLinkRef).mutation(async ({ ctx, input }) => {
    await deleteLink(ctx.db, ctx.user.id, input);
    return ok;
  }),
  rules: ownedLinkProcedure.output(ZRulesDto).query(({ ctx }) => rulesOf(ctx.link)),
  setRules: ownedLinkProcedure
    .input(z.object({ data: ZRulesPut }))
    .output(ZRulesDto)
    .mutation(({ ctx, input }) => putRules(ctx.db, ctx.config.appOrigin, ctx.user, ctx.link, input.data)),
  og: ownedLinkProcedure.output(ZOgDto).query(({ ctx }) => ogOf(ctx.link)),
  setOg: ownedLinkProcedure
    .input(z.object({ data: ZOgPreview }))
    .output(ZOgDto)
    .mutation(({ ctx, input }) => putOg(ctx.db, ctx.user, ctx.link, input.data)),
  deleteOg: ownedLinkProcedure.mutation(async ({ ctx }) => {
    await deleteOg(ctx.db, ctx.link);
    return ok;
  }),
  conversions: ownedLinkProcedure.output(ZConversionsDto).query(({ ctx }) => conversionsOf(ctx.link)),
  setConversions: ownedLinkProcedure
    .input(z.object({ data: ZConversionSettings }))
    .output(ZConversionsDto)
    .mutation(({ ctx, input }) => putConversions(ctx.db, ctx.user, ctx.link, input.data, ctx.config.postbackAllowedIps)),
});
