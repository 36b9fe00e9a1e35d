import { ZDeploymentConfig } from '@kurz/core';
import { abuseRouter } from './abuse/router';
import { auditRouter } from './audit/router';
import { authRouter } from './auth/router';
import { adminRouter, billingRouter } from './billing/router';
import { conversionsRouter } from './conversions/router';
import { domainsRouter } from './domains/router';
import { keysRouter } from './keys/router';
import { importsRouter } from './imports/router';
import { linksRouter } from './links/router';
import { plansRouter, userRouter } from './plans/router';
import { qrRouter } from './qr/router';
import { statsRouter } from './stats/router';
import { templatesRouter } from './templates/router';
import { webhooksRouter } from './webhooks/router';
import { workspaceRouter, workspacesRouter } from './workspaces/router';
import type { ROLE_NEEDED } from './workspaces/roles';
import { createCallerFactory, publicProcedure, router } from './trpc';

/** What the static dashboard needs to know about this deployment. */
const metaRouter = router({
  config: publicProcedure
    .output(ZDeploymentConfig)
    .query(({ ctx }) => ({ login_url: ctx.config.loginUrl, system_domains: ctx.config.systemDomains })),
});

/** Every capability's router; the one place that imports them (routers are not part of a capability's index). */
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
  keys: keysRouter,
  abuse: abuseRouter,
  imports: importsRouter,
  webhooks: webhooksRouter,
  workspace: workspaceRouter,
  workspaces: workspacesRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;

type Routers = keyof AppRouter['_def']['record'];
type Named = keyof typeof ROLE_NEEDED;
type True<T extends true> = T;
/** Fails to compile unless ROLE_NEEDED (workspaces/roles.ts) names exactly these routers: none goes unchecked. */
export type EveryRouterHasItsRoles = True<
  [Routers] extends [Named] ? ([Named] extends [Routers] ? true : false) : false
>;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
