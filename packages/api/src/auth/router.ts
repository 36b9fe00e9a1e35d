import {
  ZChangePassword,
  ZCredentials,
  ZLoginResult,
  ZMe,
  ZOk,
  ZRequestReset,
  ZResetPassword,
  ZSendVerification,
  ZToken,
} from '@kurz/core';
import * as auth from './service';
import { protectedProcedure, publicProcedure, registeredProcedure, router } from '../trpc';

const ok = { ok: true as const };

export const authRouter = router({
  signup: publicProcedure
    .input(ZCredentials)
    .output(ZMe)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  register: publicProcedure
    .input(ZCredentials)
    .output(ZMe)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .input(ZCredentials)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  guest: publicProcedure.output(ZMe).mutation(({ ctx }) => auth.startGuest(ctx)),
  logout: publicProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await auth.logout(ctx);
    return ok;
  }),
  verifyEmail: publicProcedure
    .input(ZToken)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await auth.verifyEmail(ctx, input.token);
      return ok;
    }),
  sendVerification: publicProcedure
    .input(ZSendVerification)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await auth.resendVerification(ctx, input);
      return ok;
    }),
  requestReset: publicProcedure
    .input(ZRequestReset)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await auth.requestPasswordReset(ctx, input.email);
      return ok;
    }),
  resetPassword: publicProcedure
    .input(ZResetPassword)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await auth.resetPassword(ctx, input);
      return ok;
    }),
  changePassword: registeredProcedure
    .input(ZChangePassword)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await auth.changePassword(ctx, ctx.user, input);
      return ok;
    }),
  me: protectedProcedure
    .output(ZMe)
    .query(({ ctx }) => auth.me(ctx, ctx.user, { workspace: ctx.workspace, role: ctx.workspaceRole })),
  /** The dashboard's question "who is signed in?": null when nobody is, an answer rather than a 401. */
  session: publicProcedure
    .output(ZMe.nullable())
    .query(({ ctx }) =>
      ctx.user && ctx.workspace && ctx.workspaceRole
        ? auth.me(ctx, ctx.user, { workspace: ctx.workspace, role: ctx.workspaceRole })
        : null,
    ),
});
