import { MSG, type TCheckoutInput } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { useShellDialogs } from '../components/dialogs';
import { errorCode, useTRPC } from './trpc';

/** What a failed checkout or portal call shows: the spec's words, or why no payment can be taken here. */
export function billingFailureText(error: unknown, fallback: string): string {
  return errorCode(error) === 'billing_not_configured' ? MSG.billing.notConfigured : fallback;
}

/**
 * Starts Stripe Checkout for a plan and period: the browser leaves for Stripe's page. A guest (the
 * server answers guest_not_allowed) gets the registration dialog instead.
 */
export function useCheckout() {
  const trpc = useTRPC();
  const { openRegister } = useShellDialogs();
  const checkout = useMutation(
    trpc.billing.checkout.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        if (errorCode(error) === 'guest_not_allowed') openRegister();
      },
    }),
  );
  const failure =
    checkout.isError && errorCode(checkout.error) !== 'guest_not_allowed'
      ? billingFailureText(checkout.error, MSG.billing.checkoutFailed)
      : null;
  return {
    start: (input: TCheckoutInput) => checkout.mutate(input),
    isPending: checkout.isPending || checkout.isSuccess,
    failure,
  };
}

/** Spec §8: 'alert with message or 'Failed to open portal'': the server's reason when it gave one. */
export function portalFailureText(error: unknown): string {
  const code = errorCode(error);
  if (code === null || code === 'internal_error') return MSG.billing.portalFailed;
  return billingFailureText(error, code);
}

/** Opens the Stripe customer portal; a failure is an alert with its text (spec). */
export function usePortal() {
  const trpc = useTRPC();
  const portal = useMutation(
    trpc.billing.portal.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => window.alert(portalFailureText(error)),
    }),
  );
  return { open: () => portal.mutate(), isPending: portal.isPending || portal.isSuccess };
}
