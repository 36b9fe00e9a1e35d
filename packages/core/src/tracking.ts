import { z } from 'zod';
import { toHttpUrl } from './urls';

export const CLICK_ID_MACRO = '{clickid}';
export const EXTERNAL_CLICK_ID_MACRO = '{ExternalClickId}';
/** Query parameter on a short link that carries the traffic source's own click id. */
export const EXTERNAL_CLICK_ID_PARAM = 'ext_click_id';
/** Our click ids: 12 random bytes, base64url. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const POSTBACK_MESSAGES = {
  mustIncludeMacro: 'URL must include {ExternalClickId}',
  toggleFailed: 'Failed to update',
  saveFailed: 'Failed to save',
} as const;

/** Our click id goes where the target has {clickid}, else is appended as clid= (spec §9). */
export function applyClickId(target: string, clickId: string): string {
  if (target.includes(CLICK_ID_MACRO)) return target.split(CLICK_ID_MACRO).join(encodeURIComponent(clickId));
  const url = new URL(target);
  url.searchParams.set('clid', clickId);
  return url.toString();
}

/** The most one postback may report (in its currency): more is a forgery or a network's bug, refused. */
export const MAX_POSTBACK_REVENUE = 1_000_000;
/** The query parameter that carries the account's postback token. */
export const POSTBACK_TOKEN_PARAM = 'token';

let currencies: Set<string> | undefined;
/** An ISO 4217 code in current use, as the runtime's ICU lists them (case-insensitive: networks send 'eur'). */
export function isCurrencyCode(value: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Za-z]{3}$/.test(value) && currencies.has(value.toUpperCase());
}

export function fillPostbackUrl(template: string, externalClickId: string): string {
  return template.split(EXTERNAL_CLICK_ID_MACRO).join(encodeURIComponent(externalClickId));
}

export const ZConversionSettings = z.strictObject({
  enabled: z.boolean(),
  incoming_postback_url: z
    .string()
    .trim()
    .max(2048)
    .nullable()
    .optional()
    .refine((v) => !v || v.includes(EXTERNAL_CLICK_ID_MACRO), POSTBACK_MESSAGES.mustIncludeMacro)
    .transform((v, ctx) => (v ? toHttpUrl(v, ctx) : v)),
});
export type TConversionSettings = z.infer<typeof ZConversionSettings>;
