import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import type { Context } from './context';
import { AppError, isDatabaseUnavailable, isRefusedInput, toWireError } from './errors';
import { isAdmin } from './auth';
import { actsInWorkspace, assertRoleAllows } from './workspaces/roles';
import { workspaceDeps } from './workspaces/scope';
import { assertKeyHostAllows } from './keys/hostScope';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { code, field } = toWireError(error);
    // Internal errors say nothing of their cause (SQL, stack) to the client.
    const message =
      code === 'internal_error' ? code : code === 'unknown_field' ? `unknown field: ${field}` : shape.message;
    return {
      ...shape,
      message,
      data: { ...shape.data, appCode: code, ...(field === undefined ? {} : { field }), stack: undefined },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * A value the database refuses is the caller's mistake: a 400, on tRPC as on REST. A database that
 * cannot be reached is a 503 the client may retry, not a 500.
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && isRefusedInput(result.error.cause))
    throw new AppError('invalid_input', { cause: result.error.cause });
  if (!result.ok && isDatabaseUnavailable(result.error))
    throw new AppError('service_unavailable', { cause: result.error.cause });
  return result;
});

/**
 * A signed-in caller acting in a workspace, whose role there allows the call (workspaces/roles.ts). A
 * workspace call's databases refuse any query on a workspace's rows that is not scoped to this one
 * (workspaces/scope.ts); calls about the person or the site keep the plain ones.
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, path, type, next, getRawInput }) => {
  if (!ctx.user) throw new AppError('unauthorized');
  if (!ctx.workspace || !ctx.workspaceRole) throw new AppError('not_a_member');
  assertRoleAllows(ctx.workspaceRole, path, type);
  // A read key changes nothing, whichever way the call reached the procedure (the HTTP layer already
  // refuses it on every method but GET).
  if (ctx.apiKey?.scope === 'read' && type !== 'query') throw new AppError('insufficient_scope');
  if (ctx.apiKey?.hostname) assertKeyHostAllows(ctx.apiKey.hostname, path, await getRawInput());
  const deps = actsInWorkspace(path) ? workspaceDeps(ctx, ctx.workspace.id) : ctx;
  return next({ ctx: { ...deps, user: ctx.user, workspace: ctx.workspace, workspaceRole: ctx.workspaceRole } });
});

/** A signed-up account: guests are refused (e.g. buying a plan). */
export const registeredProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.email) throw new AppError('guest_not_allowed');
  return next();
});

/** An account whose address is proven: it may set up what outlives a session (API keys, webhooks). */
export const verifiedProcedure = registeredProcedure.use(({ ctx, next }) => {
  if (!ctx.user.email_verified_at) throw new AppError('email_not_verified');
  return next();
});

/**
 * A signed-in person, whatever workspace the request names (or whether they are still its member): calls
 * about the person, such as their workspaces and invitations.
 */
export const personProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('unauthorized');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A signed-up person whose address is proven, in whatever workspace: e.g. making a workspace. */
export const verifiedPersonProcedure = personProcedure.use(({ ctx, next }) => {
  if (!ctx.user.email) throw new AppError('guest_not_allowed');
  if (!ctx.user.email_verified_at) throw new AppError('email_not_verified');
  return next();
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.user, ctx.config)) throw new AppError('forbidden');
  return next();
});

/**
 * A paged list's input as the dashboard's infinite queries send it: the query, and the direction tRPC
 * pages in (known, and dropped by the procedure; any other unknown field is still refused).
 */
export const pagedInput = <T extends z.ZodObject>(query: T) =>
  query.safeExtend({ direction: z.enum(['forward', 'backward']).optional() });
