/** How old a delivery's timestamp may be, in seconds, as kurz's docs tell receivers to check. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type HeadersLike = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Seconds a signature's timestamp may be off the clock (300). */
  toleranceSeconds?: number;
  /** The clock, in unix seconds (tests). */
  now?: number;
}

function header(headers: HeadersLike, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value: string | string[] | undefined = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Compares without stopping at the first difference, so timing tells nothing of the signature. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether a webhook delivery is kurz's: its Kurz-Signature header (`t=<unix seconds>,v1=<hex>`) holds
 * the HMAC-SHA256, keyed with the endpoint's whole secret (whsec_...), of "<t>.<raw body>", and t is
 * within the tolerance of now. `body` must be the body exactly as received, before any JSON parsing.
 * Uses the Web Crypto API (Node 20+, Deno, Bun, browsers, edge runtimes).
 */
export async function verifyWebhookSignature(
  secret: string,
  headers: HeadersLike,
  body: string | Uint8Array,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, now = Math.floor(Date.now() / 1000) }: VerifyOptions = {},
): Promise<boolean> {
  const signature = header(headers, 'kurz-signature');
  if (!signature) return false;
  const fields = new Map(signature.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceSeconds) return false;
  const encoder = new TextEncoder();
  const raw = typeof body === 'string' ? encoder.encode(body) : body;
  const signed = new Uint8Array([...encoder.encode(`${t}.`), ...raw]);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return sameText(hex(await crypto.subtle.sign('HMAC', key, signed)), given.toLowerCase());
}
