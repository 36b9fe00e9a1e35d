import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isHttpUrl, LINK_TITLE_MAX } from './links';

export const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'ES', 'IT', 'NL', 'PL', 'UA', 'RU', 'TR', 'BR', 'IN', 'CN', 'JP', 'KR', 'CA', 'MX', 'AU'] as const;
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'pt', 'hi', 'zh', 'ja', 'ko'] as const;
export const DEVICES = ['mobile', 'desktop', 'tablet', 'bot'] as const;
export type TDevice = (typeof DEVICES)[number];
export const MAX_RULE_CONDITIONS = 5;
export const RULE_MESSAGES = { targetRequired: 'Specify target URL' } as const;

const unique = <T>(values: T[]) => [...new Set(values)];

export function isCidr(value: string): boolean {
  try {
    if (value.includes('/')) ipaddr.parseCIDR(value);
    else ipaddr.parse(value);
    return true;
  } catch {
    return false;
  }
}

const ZHHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM');

export const ZRuleWhen = z
  .object({
    geo: z.array(z.string().trim().regex(/^[A-Za-z]{2}$/, 'country must be a 2-letter code')).max(250)
      .transform((v) => unique(v.map((c) => c.toUpperCase()))).optional(),
    lang: z.array(z.string().trim().regex(/^[A-Za-z]{2,3}$/, 'language must be a 2-3 letter code')).max(200)
      .transform((v) => unique(v.map((l) => l.toLowerCase()))).optional(),
    device: z.array(z.enum(DEVICES)).max(4).transform(unique).optional(),
    time: z.object({ from: ZHHMM.default('00:00'), to: ZHHMM.default('23:59') }).optional(),
    ip: z.array(z.string().trim().refine(isCidr, 'invalid CIDR')).max(100).transform(unique).optional(),
  })
  .strict()
  .refine((w) => Object.keys(w).length <= MAX_RULE_CONDITIONS);
export type TRuleWhen = z.infer<typeof ZRuleWhen>;

export const ZRule = z.object({
  target: z.string().trim().min(1, RULE_MESSAGES.targetRequired).refine(isHttpUrl, 'invalid_url'),
  // Priority is list order (withPriorities): whatever the client sends here is ignored, never refused.
  prio: z.unknown().transform((): number | undefined => undefined).optional(),
  when: ZRuleWhen.default({}),
});
export type TRule = z.infer<typeof ZRule>;

export const ZRulesPut = z.object({
  default: z.string().trim().refine(isHttpUrl, 'invalid_url').optional(),
  title: z.string().max(LINK_TITLE_MAX).nullable().optional(),
  rules: z.array(ZRule).max(50).default([]),
});
export type TRulesPut = z.infer<typeof ZRulesPut>;

/** Priority is list order starting at 1 (spec §4), whatever prio the client sent. */
export function withPriorities(rules: TRule[]): TRule[] {
  return rules.map((r, i) => ({ ...r, prio: i + 1 }));
}

export interface Visitor {
  country: string | null;
  /** Primary language subtags in preference order, lower-case. */
  langs: string[];
  device: TDevice;
  /** Minutes since UTC midnight. */
  minuteOfDay: number;
  ip: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function inWindow(minute: number, from: string, to: string): boolean {
  const a = minutes(from);
  const b = minutes(to);
  // A window like 22:00-06:00 wraps past midnight; 'to' is inclusive of its whole minute.
  return a <= b ? minute >= a && minute <= b : minute >= a || minute <= b;
}

function ipInAny(ip: string, cidrs: string[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return cidrs.some((cidr) => {
    try {
      const [range, bits] = cidr.includes('/') ? ipaddr.parseCIDR(cidr) : [ipaddr.process(cidr), addr.kind() === 'ipv4' ? 32 : 128];
      const normalised = range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? (range as ipaddr.IPv6).toIPv4Address() : range;
      return normalised.kind() === addr.kind() && addr.match(normalised as never, bits);
    } catch {
      return false;
    }
  });
}

/** Every condition a rule names must hold. */
export function ruleMatches(when: TRuleWhen, v: Visitor): boolean {
  if (when.geo?.length && (!v.country || !when.geo.includes(v.country))) return false;
  if (when.lang?.length && !v.langs.some((l) => when.lang!.includes(l))) return false;
  if (when.device?.length && !when.device.includes(v.device)) return false;
  if (when.time && !inWindow(v.minuteOfDay, when.time.from, when.time.to)) return false;
  if (when.ip?.length && !ipInAny(v.ip, when.ip)) return false;
  return true;
}

/** Rules in priority order, first match wins, else the default target. */
export function chooseTarget(rules: TRule[], defaultTarget: string, v: Visitor): string {
  for (const rule of rules) if (ruleMatches(rule.when, v)) return rule.target;
  return defaultTarget;
}

/** Accept-Language to primary subtags by q-value: 'de-CH,en;q=0.8' -> ['de', 'en']. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => /^[a-z]{2,3}$/.test(x.lang) && x.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((x) => x.lang);
}
