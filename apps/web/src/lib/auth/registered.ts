/**
 * Registration reloads the page (or moves to /links), so the "check your inbox" notice that follows it
 * is carried in sessionStorage: the address the verification mail went to, until the notice is closed.
 */
const KEY = 'kurz.registeredEmail';

export function rememberRegistration(email: string | null): void {
  if (!email) return;
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage can be disabled; the Unverified badge still says it.
  }
}

export function registeredEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetRegistration(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
