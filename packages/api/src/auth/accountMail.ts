import type { User } from '@kurz/db';
import type { ApiDeps } from '../context';
import { issueEmailToken } from './emailTokens';
import { planOfWorkspace } from '../plans';
import type { TemplateVars } from '../platform';
import { displayName } from './users';

/** Mails a user one template, with the variables every template may use plus the given ones. */
export async function mailUser(deps: ApiDeps, user: User, templateId: string, vars: TemplateVars = {}): Promise<void> {
  await deps.mailer.sendTemplate({
    to: user.email!,
    userId: user.id,
    templateId,
    vars: {
      user_name: displayName(user),
      dashboard_url: `${deps.config.appOrigin}/links`,
      plan_name: (await planOfWorkspace(deps.db, user.id)).name,
      ...vars,
    },
  });
}

export async function sendVerification(deps: ApiDeps, user: User): Promise<void> {
  const token = await issueEmailToken(deps.db, { id: user.id, email: user.email! }, 'verify');
  await mailUser(deps, user, 'verify_email', { verify_url: `${deps.config.appOrigin}/verify-email?token=${token}` });
}

/** A reset link to the account holding `email`, if there is one (run by the mail worker, not the request). */
export async function sendPasswordReset(deps: ApiDeps, email: string): Promise<void> {
  const user = await deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user?.email) return;
  const token = await issueEmailToken(deps.db, { id: user.id, email: user.email }, 'reset');
  await mailUser(deps, user, 'reset_password', { reset_url: `${deps.config.appOrigin}/reset-password?token=${token}` });
}
