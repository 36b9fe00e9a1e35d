import { ZImportJob, ZImportJobRef, ZImportList, ZImportListQuery, ZImportPreview, ZImportRequest } from '@kurz/core';
import { hitRateLimits } from '../platform';
import { protectedProcedure, router } from '../trpc';
import { actorOf } from '../audit';
import { importJobOf, listImports, previewImport, startImport } from './service';

export const importsRouter = router({
  // Reads a whole file: a few a minute is plenty for a person, and bounds the work one account asks for.
  preview: protectedProcedure
    .input(ZImportRequest)
    .output(ZImportPreview)
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [{ key: `import-preview:user:${ctx.user.id}`, limit: 20, windowSeconds: 60 }]);
      return previewImport(ctx.db, ctx.config, ctx.workspace, input);
    }),
  start: protectedProcedure
    .input(ZImportRequest)
    .output(ZImportJob)
    .mutation(async ({ ctx, input }) => {
      await hitRateLimits(ctx.db, [{ key: `import-start:user:${ctx.user.id}`, limit: 10, windowSeconds: 3600 }]);
      return startImport(ctx.db, ctx.config, ctx.workspace, input, actorOf(ctx), ctx.user);
    }),
  get: protectedProcedure
    .input(ZImportJobRef)
    .output(ZImportJob)
    .query(({ ctx, input }) => importJobOf(ctx.db, ctx.workspace.id, input.id)),
  list: protectedProcedure
    .input(ZImportListQuery)
    .output(ZImportList)
    .query(({ ctx, input }) => listImports(ctx.db, ctx.workspace.id, input)),
});
