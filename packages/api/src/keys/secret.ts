import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@kurz/core';
import { randomToken, sha256 } from '../platform';

/** `kurz_` and 256 random bits (base64url): far beyond guessing, so a plain sha256 is a safe store. */
export function newApiKeySecret(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  return { key, hash: sha256(key), prefix: key.slice(0, API_KEY_SHOWN_CHARS) };
}

const KEY_SHAPE = /^kurz_[A-Za-z0-9_-]{43}$/;

/**
 * The key of an `Authorization: Bearer kurz_...` header, or null when the header is anything else.
 * The scheme is case-insensitive (RFC 9110 §11.1); the key is not.
 */
export function bearerKeyOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer +(\S+) *$/i.exec(header);
  const key = match?.[1];
  return key && KEY_SHAPE.test(key) ? key : null;
}
