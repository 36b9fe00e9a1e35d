import { z } from 'zod';
import { HIDDEN_CHARACTERS, ZEpochSeconds } from './linkFeatures';

/** Every API key starts with this, so a secret scanner (or a person) can tell one at a glance. */
export const API_KEY_PREFIX = 'kurz_';
/** How many characters of the key the list shows (`kurz_` and 8 more): enough to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 13;
export const API_KEY_NAME_MAX = 100;
/** Live (not revoked, not expired) keys an account may hold at once. */
export const API_KEYS_PER_ACCOUNT = 50;

export const ZApiKeyScope = z.enum(['read', 'write']);
export type TApiKeyScope = z.infer<typeof ZApiKeyScope>;

export const ZCreateApiKey = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(API_KEY_NAME_MAX)
      .refine((n) => !HIDDEN_CHARACTERS.test(n), 'A key name has no control or direction-changing characters.'),
    scope: ZApiKeyScope,
    /** Epoch seconds; a key without one lasts until revoked. */
    expires_at: ZEpochSeconds.min(1).nullable().optional(),
    hostname: z.string().trim().min(1).max(253).nullable().optional().meta({
      description:
        'Narrows the key to the links on this hostname (a system domain, or a subdomain or domain of the workspace): it sees and changes only them, and no other domain. Absent or null: every hostname.',
    }),
  })
  .strict();
export type TCreateApiKey = z.infer<typeof ZCreateApiKey>;

/** A key as lists show it: never its secret. Times in epoch seconds. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: ZApiKeyScope,
  prefix: z.string(),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
  expires_at: z.number().nullable(),
  /** The one hostname the key is narrowed to; null: every hostname. */
  hostname: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to a create: the only time `key` (the secret) is ever sent. */
export const ZCreatedApiKey = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  scope: ZApiKeyScope,
  prefix: z.string(),
  created_at: z.number(),
  expires_at: z.number().nullable(),
  hostname: z.string().nullable(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyList = z.object({ results: z.array(ZApiKey) });
export const ZApiKeyId = z.strictObject({ id: z.string().uuid() });
export const ZApiKeyRevoked = z.object({ ok: z.literal(true) });
