import { formatQuota, MSG } from '@kurz/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useShellDialogs } from '../../components/dialogs';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PaymentsTable, SubscriptionDetails } from '../../components/billing/BillingDetails';
import { ApiKeysSection } from '../../components/keys/ApiKeysSection';
import { UsageSummary } from '../../components/plans/UsageDialog';
import { WebhooksSection } from '../../components/webhooks/WebhooksSection';
import { limitsQueryOptions } from '../../lib/queries';
import { useMe, useRoleBlock } from '../../lib/auth/me';
import { ADMINS_BILLING, workspaceName } from '../../lib/workspace';
import { useTRPC } from '../../lib/trpc';
import { ChangePasswordForm } from './-components/ChangePasswordForm';

const SUPPORT_EMAIL = 'support@kurz.localhost';

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context }) => {
    // Warm the cache; the page renders its own loading and error states.
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
    // The subscription and payments are for admins; others see why instead.
    if (['owner', 'admin'].includes(context.me.workspace.role))
      void context.queryClient.prefetchQuery(context.trpc.billing.me.queryOptions());
  },
  component: ProfilePage,
});

function ProfilePage() {
  const me = useMe();
  const trpc = useTRPC();
  const { openRegister, openResend } = useShellDialogs();
  const limits = useQuery(limitsQueryOptions(trpc));
  const billingBlock = useRoleBlock('admin', ADMINS_BILLING);
  const billing = useQuery({ ...trpc.billing.me.queryOptions(), enabled: billingBlock === null });
  const reset = useMutation(trpc.auth.requestReset.mutationOptions());
  const isGuest = me.status === 'guest';

  return (
    <section className="page">
      <h1>Profile</h1>
      {!isGuest && (
        <p className="muted" data-testid="profile-scope">
          Your email, status and password are yours in every workspace. The plan, limits, API keys, payments and
          webhooks below are those of the workspace <strong>{workspaceName(me.workspace)}</strong>.
        </p>
      )}
      <div className="grid-2">
        <div className="card">
          <h2>Account</h2>
          <dl className="kv">
            <div className="kv-row">
              <dt>Email</dt>
              <dd>{me.email ?? 'Guest (no email yet)'}</dd>
            </div>
            <div className="kv-row">
              <dt>Status</dt>
              <dd>
                {me.status}
                {me.status === 'unverified' && (
                  <>
                    {' '}
                    <button type="button" className="link-button" onClick={openResend}>
                      Resend verification email
                    </button>
                  </>
                )}
              </dd>
            </div>
            <div className="kv-row">
              <dt>Role</dt>
              <dd>{me.role}</dd>
            </div>
          </dl>
          {isGuest && (
            <button type="button" className="btn btn-primary" onClick={openRegister}>
              Register to keep your links
            </button>
          )}
        </div>

        <div className="card">
          <h2>Subscription</h2>
          <dl className="kv">
            <div className="kv-row">
              <dt>Current plan</dt>
              <dd>{limits.data?.plan.name ?? me.plan}</dd>
            </div>
          </dl>
          {billing.isError && <ErrorAlert>{MSG.billing.loadFailed}</ErrorAlert>}
          {billing.data && <SubscriptionDetails billing={billing.data} />}
          <Link to="/billing">Change plan</Link>
        </div>

        <div className="card">
          <h2>Limits and features</h2>
          <UsageSummary />
          {limits.data && (
            <p className="fine-print">
              Links used: {formatQuota(limits.data.limits.links)}; statistics are kept for{' '}
              {limits.data.plan.analytics_retention_days} days.
            </p>
          )}
        </div>

        <div className="card">
          <h2>Password</h2>
          {isGuest ? (
            <p className="muted">Register to set a password for your account.</p>
          ) : (
            <>
              <ChangePasswordForm />
              <p className="fine-print">
                <button
                  type="button"
                  className="link-button"
                  disabled={reset.isPending}
                  onClick={() => me.email && reset.mutate({ email: me.email })}
                >
                  Forgot password?
                </button>
              </p>
              {reset.isSuccess && (
                <p className="alert alert-success" role="status">
                  A password reset link has been sent to {me.email}.
                </p>
              )}
              {reset.isError && <ErrorAlert>Failed to send the reset email. Please try again.</ErrorAlert>}
            </>
          )}
        </div>
      </div>

      <ApiKeysSection status={me.status} role={me.workspace.role} />

      <div className="card">
        <h2>Recent payments</h2>
        {billingBlock && <p className="muted">{billingBlock}.</p>}
        {!billingBlock && billing.isPending && <p className="muted">{MSG.loading}</p>}
        {billing.data && <PaymentsTable payments={billing.data.payments} />}
      </div>

      {!isGuest && <WebhooksSection status={me.status} role={me.workspace.role} />}

      <div className="card">
        <h2>Support</h2>
        <p>
          Questions about your account or billing? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </section>
  );
}
