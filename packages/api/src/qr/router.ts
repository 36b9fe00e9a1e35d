import { ZLinkRef, ZQrInfo, ZQrSettings } from '@kurz/core';
import { linkInput, ownedLinkProcedure } from '../links';
import { router } from '../trpc';
import { qrInfo, saveQrSettings } from './service';

/** A link's QR settings: its owner only (anyone else's link is not_found). Uploads are multipart routes. */
export const qrRouter = router({
  info: ownedLinkProcedure
    .input(ZLinkRef)
    .output(ZQrInfo)
    .query(({ ctx }) => qrInfo(ctx, ctx.link)),
  setConfig: ownedLinkProcedure
    .input(linkInput({ data: ZQrSettings }))
    .output(ZQrInfo)
    .mutation(({ ctx, input }) => saveQrSettings(ctx, ctx.workspace, ctx.link, input.data)),
});
