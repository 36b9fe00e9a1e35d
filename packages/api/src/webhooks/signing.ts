import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a receiver should trust a signature's timestamp (the check a replayed request fails). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The hex HMAC-SHA256, keyed with the whole secret (whsec_...), of "<t>.<body>". */
export function signature(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/** The Kurz-Signature header of a body sent at unix time t. */
export function signatureHeader(secret: string, t: number, body: string): string {
  return `t=${t},v1=${signature(secret, t, body)}`;
}

/**
 * The receiver's check, as docs/api.md shows it: the header's v1 is the HMAC of "<t>.<raw body>" and t
 * is recent. Exported for the tests and for anyone writing a receiver in TypeScript.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signature(secret, t, body), 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
