import {
  ZBulkCreateLinks,
  ZBulkCreateResult,
  ZBulkDeleteLinks,
  ZBulkDeleteResult,
  ZBulkUpdateLinks,
  ZBulkUpdateResult,
  ZConversionSettings,
  ZConversionsView as ZConversionsDto,
  ZCreateLink,
  ZLink,
  ZLinkEdit,
  ZLinkRef,
  ZLinkRename,
  ZLinksListQuery,
  ZLinksPage,
  ZOgPreview,
  ZOk,
  ZOgView as ZOgDto,
  ZRulesPut,
  ZRulesView as ZRulesDto,
  ZTag,
  ZTagPut,
} from '@kurz/core';
import { z } from 'zod';
import { bulkCreateLinks } from './bulk';
import { bulkDeleteLinks, bulkUpdateLinks } from './bulkEdit';
import { exportLinks } from './export';
import { listTags, setTagColor } from './features';
import { linkInput, ownedLinkProcedure } from './procedures';
import { renameLink } from './rename';
import { createLink, deleteLink, editLink, getLink, listLinks } from './service';
import { conversionsOf, deleteOg, ogOf, putConversions, putOg, putRules, rulesOf } from './settings';
import { hitRateLimits, limitedAddress } from '../platform';
import { pagedInput, protectedProcedure, router } from '../trpc';
import { actorOf } from '../audit';
import { keyHostOf } from '../keys/hostScope';

const ok = { ok: true as const };

const hitLinkCreateLimits = (ctx: { db: Parameters<typeof hitRateLimits>[0]; user: { id: string }; ip: string }) =>
  hitRateLimits(ctx.db, [
    { key: `link-create:user:${ctx.user.id}`, limit: 60, windowSeconds: 60 },
    { key: `link-create:ip:${limitedAddress(ctx.ip)}`, limit: 120, windowSeconds: 60 },
  ]);

export const linksRouter = router({
  list: protectedProcedure
    .input(pagedInput(ZLinksListQuery).optional())
    .output(ZLinksPage)
    .query(({ ctx, input: { direction: _, ...input } = {} }) =>
      listLinks(ctx.db, ctx.workspace.id, input, keyHostOf(ctx)),
    ),
  create: protectedProcedure
    .input(ZCreateLink)
    .output(ZLink)
    .mutation(async ({ ctx, input }) => {
      await hitLinkCreateLimits(ctx);
      return createLink(ctx.db, ctx.config, ctx.workspace, input, actorOf(ctx));
    }),
  // One call of the creation rate limit, however many rows: the point of a bulk call.
  bulkCreate: protectedProcedure
    .input(ZBulkCreateLinks)
    .output(ZBulkCreateResult)
    .mutation(async ({ ctx, input }) => {
      await hitLinkCreateLimits(ctx);
      return { results: await bulkCreateLinks(ctx.db, ctx.config, ctx.workspace, input.links, actorOf(ctx)) };
    }),
  // Each row as the single edit or delete; no rate limit, as those have none.
  bulkUpdate: protectedProcedure
    .input(ZBulkUpdateLinks)
    .output(ZBulkUpdateResult)
    .mutation(async ({ ctx, input }) => ({
      results: await bulkUpdateLinks(ctx.db, ctx.config, ctx.workspace, input.links, actorOf(ctx)),
    })),
  bulkDelete: protectedProcedure
    .input(ZBulkDeleteLinks)
    .output(ZBulkDeleteResult)
    .mutation(async ({ ctx, input }) => ({
      results: await bulkDeleteLinks(ctx.db, ctx.workspace.id, input.links, actorOf(ctx)),
    })),
  /**
   * Input {hostname, slug, new_slug, new_hostname?}: the link as it is named now, and its new slug and
   * (absent: the same) host. REST: POST /api/links/rename/{slug}?hostname= with body {slug, hostname?}.
   */
  rename: ownedLinkProcedure
    .input(ZLinkRename)
    .output(ZLink)
    .mutation(({ ctx, input }) =>
      renameLink(ctx.db, ctx.workspace, ctx.link, { slug: input.new_slug, hostname: input.new_hostname }, actorOf(ctx)),
    ),
  // A file (CSV), for the REST row GET /api/links/export; not a JSON answer.
  export: protectedProcedure.query(({ ctx }) => exportLinks(ctx.db, ctx.workspace.id, keyHostOf(ctx))),
  update: ownedLinkProcedure
    .input(linkInput(ZLinkEdit.shape))
    .output(ZLink)
    .mutation(({ ctx, input }) => {
      const { slug: _slug, hostname: _hostname, ...edit } = input;
      return editLink(ctx.db, ctx.config, ctx.workspace, ctx.link, edit, actorOf(ctx));
    }),
  get: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZLink)
    .query(({ ctx }) => getLink(ctx.db, ctx.link)),
  tags: protectedProcedure.output(z.array(ZTag)).query(({ ctx }) => listTags(ctx.db, ctx.workspace.id, keyHostOf(ctx))),
  setTagColor: protectedProcedure
    .input(ZTagPut)
    .output(ZTag)
    .mutation(({ ctx, input }) => setTagColor(ctx.db, ctx.workspace.id, input.tag, input.color)),
  delete: protectedProcedure
    .input(ZLinkRef)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await deleteLink(ctx.db, ctx.workspace.id, input, actorOf(ctx));
      return ok;
    }),
  rules: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZRulesDto)
    .query(({ ctx }) => rulesOf(ctx.link)),
  setRules: ownedLinkProcedure
    .input(linkInput({ data: ZRulesPut }))
    .output(ZRulesDto)
    .mutation(({ ctx, input }) =>
      putRules(ctx.db, ctx.config.appOrigin, ctx.workspace, ctx.link, input.data, actorOf(ctx)),
    ),
  og: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZOgDto)
    .query(({ ctx }) => ogOf(ctx.link)),
  setOg: ownedLinkProcedure
    .input(linkInput({ data: ZOgPreview }))
    .output(ZOgDto)
    .mutation(({ ctx, input }) => putOg(ctx.db, ctx.workspace, ctx.link, input.data, actorOf(ctx))),
  deleteOg: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZOk)
    .mutation(async ({ ctx }) => {
      await deleteOg(ctx.db, ctx.link, actorOf(ctx));
      return ok;
    }),
  conversions: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZConversionsDto)
    .query(({ ctx }) => conversionsOf(ctx.link)),
  setConversions: ownedLinkProcedure
    .input(linkInput({ data: ZConversionSettings }))
    .output(ZConversionsDto)
    .mutation(({ ctx, input }) =>
      putConversions(
        ctx.db,
        ctx.workspace,
        ctx.link,
        input.data,
        actorOf(ctx),
        ctx.user,
        ctx.config.postbackAllowedIps,
      ),
    ),
});
