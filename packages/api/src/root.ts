import { adminRouter, billingRouter } from './billing/router';
import { qrRouter } from './qr/router';
import { authRouter } from './routers/auth';
import { statsRouter } from './routers/stats';
import { conversionsRouter } from './routers/conversions';
import { domainsRouter } from './domains/router';
import { linksRouter } from './routers/links';
import { templatesRouter } from './routers/templates';
import { metaRouter, plansRouter, userRouter } from './routers/user';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  plans: plansRouter,
  templates: templatesRouter,
  meta: metaRouter,
  links: linksRouter,
  domains: domainsRouter,
  conversions: conversionsRouter,
  stats: statsRouter,
  billing: billingRouter,
  admin: adminRouter,
  qr: qrRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
