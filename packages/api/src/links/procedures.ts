import { ZLinkRef } from '@kurz/core';
import type { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getOwnedLink } from './service';

/**
 * Calls on one link ({slug, hostname}): the caller's own link is in ctx.link, anyone else's is not_found.
 * tRPC hands every .input() of a chain the whole input, so this one reads the link's name loosely and
 * each procedure declares its full, strict input with linkInput() (unknown fields are refused there).
 */
export const ownedLinkProcedure = protectedProcedure
  .input(ZLinkRef.loose())
  .use(async ({ ctx, input, next }) => next({ ctx: { link: await getOwnedLink(ctx.db, ctx.workspace.id, input) } }));

/** A call's whole input on one link: {slug, hostname} and its own fields, nothing else. */
export const linkInput = <S extends z.ZodRawShape>(shape: S) => ZLinkRef.extend(shape);
