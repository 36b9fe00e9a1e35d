import { ZLinkRef } from '@kurz/core';
import { protectedProcedure } from '../trpc';
import { getOwnedLink } from './service';

/** Calls on one link ({slug, hostname}): the caller's own link is in ctx.link, anyone else's is not_found. */
export const ownedLinkProcedure = protectedProcedure.input(ZLinkRef).use(async ({ ctx, input, next }) =>
  next({ ctx: { link: await getOwnedLink(ctx.db, ctx.user.id, input) } }),
);
