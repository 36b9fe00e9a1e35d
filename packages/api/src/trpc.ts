import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { AppError, toWireError } from './errors';
import { isAdmin } from './services/users';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    return { ...shape, data: { ...shape.data, appCode: toWireError(error).code } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('unauthorized');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A signed-up account: guests are refused (e.g. buying a plan). */
export const registeredProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.email) throw new AppError('guest_not_allowed');
  return next();
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.user, ctx.config)) throw new AppError('forbidden');
  return next();
});
