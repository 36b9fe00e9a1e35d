import { ZEmailTemplate, ZEmailTemplateUpdate } from '@kurz/core';
import { z } from 'zod';
import { listTemplates, updateTemplate } from './service';
import { adminProcedure, router } from '../trpc';

export const templatesRouter = router({
  list: adminProcedure.output(z.array(ZEmailTemplate)).query(({ ctx }) => listTemplates(ctx.db)),
  update: adminProcedure
    .input(ZEmailTemplateUpdate)
    .output(ZEmailTemplate)
    .mutation(({ ctx, input }) => updateTemplate(ctx.db, input)),
});
