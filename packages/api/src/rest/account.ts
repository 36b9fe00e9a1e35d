import {
  ZBillingMe,
  ZChangePassword,
  ZCheckoutInput,
  ZCredentials,
  ZDeploymentConfig,
  ZEmailTemplateUpdate,
  ZLimits,
  ZLoginResult,
  ZMe,
  ZOk,
  ZPlanGrant,
  ZPlansAnswer,
  ZRedirectUrl,
  ZRequestReset,
  ZResetPassword,
  ZSendVerification,
  ZSetPlan,
  ZTemplateAnswer,
  ZTemplatesAnswer,
  ZToken,
} from '@kurz/core';
import { body, type RestRoute } from './types';

const SIGNUP_ERRORS = ['user_exists', 'invalid_email', 'weak_password', 'password_too_short', 'already_registered'] as const;

/** The account: who am I, signing up and in, passwords, plans, billing and the admin's calls. */
export const accountRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/me', summary: 'The signed-in account', tag: 'account', auth: 'user', response: ZMe, errors: [], handle: (c) => c.auth.me() },
  { method: 'GET', path: '/api/config', summary: "This deployment's login page and system domains", tag: 'account', auth: 'public', response: ZDeploymentConfig, errors: [], handle: (c) => c.meta.config() },
  { method: 'POST', path: '/api/auth/signup', summary: 'Create an account and sign in', tag: 'auth', auth: 'signin', body: ZCredentials, response: ZMe, errors: [...SIGNUP_ERRORS], handle: (c, i) => c.auth.signup(body(i)) },
  { method: 'POST', path: '/api/auth/login', summary: 'Sign in', tag: 'auth', auth: 'signin', body: ZCredentials, response: ZLoginResult, errors: ['invalid_credentials', 'account_banned'], handle: (c, i) => c.auth.login(body(i)) },
  { method: 'POST', path: '/api/auth/register', summary: 'Create an account (a guest session keeps its links)', tag: 'auth', auth: 'signin', body: ZCredentials, response: ZMe, errors: [...SIGNUP_ERRORS], handle: (c, i) => c.auth.register(body(i)) },
  { method: 'POST', path: '/api/auth/guest', summary: 'Start a guest session', tag: 'auth', auth: 'signin', response: ZMe, errors: [], handle: (c) => c.auth.guest() },
  { method: 'POST', path: '/api/auth/logout', summary: 'Sign out', tag: 'auth', auth: 'session', response: ZOk, errors: [], handle: (c) => c.auth.logout() },
  { method: 'POST', path: '/api/auth/verify-email', summary: "Confirm an email address with the mailed token", tag: 'auth', auth: 'signin', body: ZToken, response: ZOk, errors: ['invalid_token', 'token_already_used', 'token_expired', 'already_verified'], handle: (c, i) => c.auth.verifyEmail(body(i)) },
  { method: 'POST', path: '/api/auth/send-verification', summary: 'Mail the verification link again', tag: 'auth', auth: 'signin', body: ZSendVerification, response: ZOk, errors: ['user_not_found', 'already_verified', 'invalid_email'], handle: (c, i) => c.auth.sendVerification(body(i)) },
  { method: 'POST', path: '/api/auth/request-reset', summary: 'Mail a password reset link', tag: 'auth', auth: 'signin', body: ZRequestReset, response: ZOk, errors: ['invalid_email'], handle: (c, i) => c.auth.requestReset(body(i)) },
  { method: 'POST', path: '/api/auth/reset-password', summary: 'Set a new password with the mailed token', tag: 'auth', auth: 'signin', body: ZResetPassword, response: ZOk, errors: ['invalid_token', 'token_already_used', 'token_expired', 'weak_password', 'password_too_short'], handle: (c, i) => c.auth.resetPassword(body(i)) },
  { method: 'POST', path: '/api/auth/change-password', summary: 'Change the password', tag: 'auth', auth: 'session', body: ZChangePassword, response: ZOk, errors: ['guest_not_allowed', 'invalid_credentials', 'weak_password', 'password_too_short'], handle: (c, i) => c.auth.changePassword(body(i)) },
  { method: 'GET', path: '/api/user/limits', summary: "The account's plan, quotas and features", tag: 'account', auth: 'user', response: ZLimits, errors: [], handle: (c) => c.user.limits() },
  { method: 'POST', path: '/api/billing/stripe/checkout', summary: 'Start buying a plan (a Stripe Checkout URL)', tag: 'billing', auth: 'session', body: ZCheckoutInput, response: ZRedirectUrl, errors: ['guest_not_allowed', 'billing_not_configured'], handle: (c, i) => c.billing.checkout(body(i)) },
  { method: 'POST', path: '/api/billing/stripe/portal', summary: "The Stripe customer portal's URL", tag: 'billing', auth: 'session', response: ZRedirectUrl, errors: ['guest_not_allowed', 'billing_not_configured', 'not_found'], handle: (c) => c.billing.portal() },
  { method: 'GET', path: '/api/billing/me', summary: "The account's subscription and payments", tag: 'billing', auth: 'user', response: ZBillingMe, errors: [], handle: (c) => c.billing.me() },
  { method: 'PUT', path: '/api/admin/users/plan', summary: 'Give an account a plan (admins)', tag: 'admin', auth: 'session', body: ZSetPlan, response: ZPlanGrant, errors: ['forbidden', 'user_not_found'], handle: (c, i) => c.admin.setPlan(body(i)) },
  { method: 'GET', path: '/api/plans/list', summary: 'The plans on offer', tag: 'account', auth: 'public', response: ZPlansAnswer, errors: [], handle: async (c) => ({ plans: await c.plans.list() }) },
  { method: 'GET', path: '/api/email-templates', summary: 'The email templates (admins)', tag: 'admin', auth: 'session', response: ZTemplatesAnswer, errors: ['forbidden'], handle: async (c) => ({ templates: await c.templates.list() }) },
  { method: 'PUT', path: '/api/email-templates', summary: 'Change an email template (admins)', tag: 'admin', auth: 'session', body: ZEmailTemplateUpdate, response: ZTemplateAnswer, errors: ['forbidden', 'not_found', 'edit_conflict'], handle: async (c, i) => ({ template: await c.templates.update(body(i)) }) },
];
