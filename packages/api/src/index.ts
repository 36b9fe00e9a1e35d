export { appRouter, createCaller, type AppRouter, type Caller } from './root';
export type { ApiConfig, ApiDeps, Context, Logger, SessionCookie } from './context';
export { AppError, toWireError } from './errors';
export { restRoutes, type RestInput, type RestRoute } from './rest';
export { createMailer, type Mailer, type Transport } from './services/mail';
export { smtpTransport } from './services/smtp';
export { findSession, deleteExpiredSessions } from './services/sessions';
export { deleteStaleRateLimits } from './services/rateLimit';
export { sha256 } from './services/crypto';

import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
