import { PENDING_CHECKOUT_MAX_AGE_MS, ZCheckoutInput, safeRedirectPath, type TCheckoutInput } from '@kurz/core';

/** A `redirect` parameter as a path on this origin the browser may follow, or null (see safeRedirectPath). */
export function redirectPath(target: string | undefined | null): string | null {
  return safeRedirectPath(target, window.location.origin);
}

/** Where an unauthenticated visitor is sent: the deployment's login page, else ours. */
export function loginRedirectUrl(loginUrl: string | null, currentHref: string): string {
  if (loginUrl) {
    // LOGIN_URL may carry a query of its own.
    const url = new URL(loginUrl);
    url.searchParams.set('redirect', currentHref);
    return url.toString();
  }
  return `/login?redirect=${encodeURIComponent(currentHref)}`;
}

export const PENDING_CHECKOUT_KEY = 'kurz.pendingCheckout';

/** Spec §3: a guest's plan choice is kept in the browser until they are signed in (billing reads it). */
export function savePendingCheckout(plan: string, period: 'monthly' | 'yearly' = 'yearly'): void {
  try {
    localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ plan, period, ts: Date.now() }));
  } catch {
    // Storage can be disabled; the plan choice is a convenience only.
  }
}

/** The pending choice when it is still worth acting on: a paid plan, a known period, chosen within the last hour. */
function validChoice(raw: string | null, now: number): TCheckoutInput | null {
  if (!raw) return null;
  try {
    const { ts, ...choice } = JSON.parse(raw) as { ts?: unknown };
    const parsed = ZCheckoutInput.safeParse(choice);
    if (!parsed.success || typeof ts !== 'number' || now - ts > PENDING_CHECKOUT_MAX_AGE_MS || ts > now + 60_000)
      return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** The pending choice, left in place (the registration dialog names it). */
export function peekPendingCheckout(now = Date.now()): TCheckoutInput | null {
  try {
    return validChoice(localStorage.getItem(PENDING_CHECKOUT_KEY), now);
  } catch {
    return null;
  }
}

/** Removes the pending choice and returns it (see validChoice). Taking it before acting is what makes checkout start once. */
export function takePendingCheckout(now = Date.now()): TCheckoutInput | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_CHECKOUT_KEY);
    localStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    return null;
  }
  return validChoice(raw, now);
}
