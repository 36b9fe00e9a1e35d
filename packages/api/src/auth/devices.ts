import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../platform';

/** How long a browser stays known to an account after its last successful sign-in there. */
export const DEVICE_DAYS = 365;

const mac = (secret: string, userId: string, deviceId: string) =>
  createHmac('sha256', secret).update(`kurz-device\0${userId}\0${deviceId}`).digest('base64url');

/**
 * The device cookie: "<random id>.<HMAC over the account and that id>". It says "this browser signed
 * into this account before", bound to the account, unforgeable without the session secret, and it
 * names neither the account nor the address. Kept by the browser even after logout.
 */
export function deviceToken(secret: string, userId: string, previous: string | null): string {
  // A browser keeps its id across accounts and renewals; a malformed one gets a new id.
  const known = previous?.split('.')[0];
  const deviceId = known && /^[A-Za-z0-9_-]{43}$/.test(known) ? known : randomToken();
  return `${deviceId}.${mac(secret, userId, deviceId)}`;
}

/** Whether the cookie shows this browser signed into `userId` before. */
export function isKnownDevice(secret: string, userId: string, token: string | null): boolean {
  if (!token || token.length > 200) return false;
  const [deviceId, given, ...rest] = token.split('.');
  if (!deviceId || !given || rest.length > 0) return false;
  const expected = Buffer.from(mac(secret, userId, deviceId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
