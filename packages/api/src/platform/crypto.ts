import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';

/** 256 bits of randomness, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their hash, so a leaked table gives no usable session or link. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export type PasswordHasher = (password: string) => Promise<string>;

/**
 * For one bulk call: each distinct password is hashed once, and at most `max` distinct ones are
 * hashed at all (each costs ~20 MiB and tens of milliseconds), so one call cannot tie up the CPU.
 */
export function bulkPasswordHasher(max: number): PasswordHasher {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    let hashed = hashes.get(password);
    if (!hashed) {
      if (hashes.size >= max)
        return Promise.reject(
          new AppError('invalid_input', {
            field: 'password',
            message: `At most ${max} different passwords in one bulk call.`,
          }),
        );
      hashes.set(password, (hashed = hashPassword(password)));
    }
    return hashed;
  };
}

// Checked when there is no account, so a wrong email costs as long as a wrong password: response
// times do not tell which addresses have accounts.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A key for one purpose, derived from SESSION_SECRET: rotating that secret makes what it sealed unreadable. */
function sealingKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'kurz', purpose, 32));
}

/** AES-256-GCM: a secret the server must read back (e.g. to sign with it), stored as iv.tag.ciphertext. */
export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/**
 * What sealSecret sealed under SESSION_SECRET or, after a rotation, under one of the earlier secrets
 * (SESSION_SECRET_PREVIOUS); null when none of them opens it.
 */
export function openSealed(
  secrets: { sessionSecret: string; previousSessionSecrets?: readonly string[] },
  purpose: string,
  sealed: string,
): string | null {
  for (const secret of [secrets.sessionSecret, ...(secrets.previousSessionSecrets ?? [])]) {
    try {
      return openSecret(secret, purpose, sealed);
    } catch {
      // Sealed under another secret, or altered: try the next.
    }
  }
  return null;
}

/** The inverse of sealSecret; throws if the text was altered or sealed under another key. */
export function openSecret(serverSecret: string, purpose: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret, purpose), iv, { authTagLength: 16 });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
