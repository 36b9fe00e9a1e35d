import { authRouter } from './routers/auth';
import { templatesRouter } from './routers/templates';
import { metaRouter, plansRouter, userRouter } from './routers/user';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  plans: plansRouter,
  templates: templatesRouter,
  meta: metaRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
