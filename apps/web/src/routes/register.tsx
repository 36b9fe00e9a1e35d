import { BILLING_PERIODS, PLAN_IDS } from '@kurz/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterForm } from '../components/auth/RegisterForm';
import { leaveIfRegistered } from '../lib/auth/signedIn';
import { redirectPath, savePendingCheckout } from '../lib/urls';
import { AuthLayout } from './-components/AuthLayout';

const ZRegisterSearch = z.object({
  plan: z.enum(PLAN_IDS).optional().catch(undefined),
  period: z.enum(BILLING_PERIODS).optional().catch(undefined),
  redirect: z.string().max(2000).optional().catch(undefined),
});

/** Target for guests choosing a plan: the plan is remembered as a pending checkout for billing. */
export const Route = createFileRoute('/register')({
  validateSearch: ZRegisterSearch,
  beforeLoad: async ({ context, search }) => {
    if (search.plan && search.plan !== 'free') savePendingCheckout(search.plan, search.period);
    await leaveIfRegistered(context, search.redirect, afterRegistration(search.plan));
  },
  component: RegisterPage,
});

const afterRegistration = (plan: string | undefined) => (plan && plan !== 'free' ? '/billing' : '/links');

function RegisterPage() {
  const { plan, redirect } = Route.useSearch();
  const done = () => {
    // A full load, as after the registration modal: every cached guest view is dropped.
    window.location.assign(redirectPath(redirect) ?? afterRegistration(plan));
  };
  return (
    <AuthLayout>
      <h1 className="card-title">Create your account</h1>
      {plan && (
        <p className="muted">
          Selected plan: <strong className="plan-chip">{plan}</strong>
        </p>
      )}
      <RegisterForm onSuccess={done} />
      <p className="fine-print center-text">
        Already have an account?{' '}
        <Link to="/login" search={{ redirect }}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
