import { adminRouter, billingRouter } from './billing/router';
import { qrRouter } from './qr/router';
import { authRouter } from './auth/router';
import { statsRouter } from './stats/router';
import { conversionsRouter } from './conversions/router';
import { domainsRouter } from './domains/router';
import { linksRouter } from './links/router';
import { templatesRouter } from './templates/router';
import { metaRouter, plansRouter, userRouter } from './plans/router';
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
