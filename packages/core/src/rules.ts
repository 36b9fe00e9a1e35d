import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { LINK_TITLE_MAX } from './links';
import { toHttpUrl } from './urls';

export const COUNTRIES = [
  'US',
  'DE',
  'GB',
  'FR',
  'ES',
  'IT',
  'NL',
  'PL',
  'UA',
  'RU',
  'TR',
  'BR',
  'IN',
  'CN',
  'JP',
  'KR',
  'CA',
  'MX',
  'AU',
] as const;
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'uk',
  'ru',
  'tr',
  'pt',
  'hi',
  'zh',
  'ja',
  'ko',
] as const;
export const DEVICES = ['mobile', 'desktop', 'tablet', 'bot'] as const;
export type TDevice = (typeof DEVICES)[number];
export const MAX_RULE_CONDITIONS = 5;
export const RULE_MESSAGES = {
  targetRequired: 'Specify target URL',
  /** What an empty condition says in the editor, per condition type. */
  emptyCondition: {
    geo: 'Pick at least one country',
    lang: 'Pick at least one language',
    device: 'Pick at least one device',
    ip: 'Add at least one IP range',
  },
  noCondition: 'Add a condition, or confirm that this rule takes every visitor',
} as const;

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

/** The most rules a link has. */
export const MAX_RULES = 50;

const ZHHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

export const ZRuleWhen = z
  .object({
    geo: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code'),
      )
      .max(250)
      .transform((v) => unique(v.map((c) => c.toUpperCase())))
      .optional(),
    lang: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2,3}$/, 'must be a 2-3 letter language code'),
      )
      .max(200)
      .transform((v) => unique(v.map((l) => l.toLowerCase())))
      .optional(),
    device: z.array(z.enum(DEVICES)).max(4).transform(unique).optional(),
    time: z.strictObject({ from: ZHHMM.default('00:00'), to: ZHHMM.default('23:59') }).optional(),
    ip: z
      .array(z.string().trim().refine(isCidr, 'must be an IP address or a CIDR range such as 10.0.0.0/8'))
      .max(100)
      .transform(unique)
      .optional(),
  })
  .strict()
  .refine((w) => Object.keys(w).length <= MAX_RULE_CONDITIONS);
export type TRuleWhen = z.infer<typeof ZRuleWhen>;

export const ZRule = z.strictObject({
  target: z.string().trim().min(1, RULE_MESSAGES.targetRequired).transform(toHttpUrl),
  // Priority is list order (withPriorities): a number sent here is checked as one, then replaced by the rule's place.
  prio: z.number().int().min(1).max(MAX_RULES).optional().meta({
    description:
      "The rule's priority: rules are tried in list order from 1, so the answer numbers them by their place and a prio sent is only checked (a whole number from 1 to 50).",
  }),
  when: ZRuleWhen.default({}),
  /**
   * A rule without conditions takes every visitor, so the default and every later rule are never
   * used: it is only accepted when the client says so explicitly.
   */
  match_all: z.boolean().optional(),
});
export type TRule = z.infer<typeof ZRule>;

const LIST_CONDITIONS = ['geo', 'lang', 'device', 'ip'] as const;

/**
 * Why a rule may not be stored: a condition with nothing picked (it used to be dropped, and the rule
 * then took every visitor), or no condition at all without match_all.
 */
export function ruleProblem(
  rule: Pick<TRule, 'when' | 'match_all'>,
): 'empty_condition' | 'rule_without_condition' | null {
  if (LIST_CONDITIONS.some((c) => rule.when[c] !== undefined && rule.when[c].length === 0)) return 'empty_condition';
  if (Object.keys(rule.when).length === 0 && rule.match_all !== true) return 'rule_without_condition';
  return null;
}

export const ZRulesPut = z.strictObject({
  default: z.string().trim().transform(toHttpUrl).optional(),
  title: z.string().max(LINK_TITLE_MAX).nullable().optional(),
  /** Absent: the rules stay as they are, like an absent default or title ([] removes them all). */
  rules: z.array(ZRule).max(MAX_RULES).optional(),
});
export type TRulesPut = z.infer<typeof ZRulesPut>;

/** Priority is list order starting at 1 (spec §4), whatever prio the client sent. */
export function withPriorities(rules: TRule[]): TRule[] {
  return rules.map(({ match_all, ...r }, i) => ({
    ...r,
    prio: i + 1,
    // Kept only where it means something: on a rule without conditions.
    ...(match_all && Object.keys(r.when).length === 0 ? { match_all: true } : {}),
  }));
}

export interface Visitor {
  /** Looked up only when a rule's other conditions hold: most visits never need it. */
  country: () => string | null;
  /** Primary language subtags in preference order, lower-case. */
  langs: string[];
  device: TDevice;
  /** Minutes since UTC midnight. */
  minuteOfDay: number;
  ip: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A rule made ready for matching: sets, minutes and parsed networks, so a visit does no parsing. */
export interface CompiledRule {
  target: string;
  geo: Set<string> | null;
  lang: Set<string> | null;
  device: Set<string> | null;
  time: { from: number; to: number } | null;
  ip: [Address, number][] | null;
}

/** An empty list (only stored before it was refused) matches nobody, never everybody. */
const setOf = (values: string[] | undefined) => (values ? new Set(values) : null);

/** IPv4-mapped IPv6 (::ffff:a.b.c.d) compares as the IPv4 address it carries. */
function normalise(addr: Address): Address {
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
    ? (addr as ipaddr.IPv6).toIPv4Address()
    : addr;
}

function parseNetwork(cidr: string): [Address, number] | null {
  try {
    if (cidr.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(cidr);
      return [normalise(range), range.kind() === 'ipv6' && normalise(range).kind() === 'ipv4' ? bits - 96 : bits];
    }
    const addr = normalise(ipaddr.process(cidr));
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

export function compileRules(rules: TRule[]): CompiledRule[] {
  return rules.map((r) => ({
    target: r.target,
    geo: setOf(r.when.geo),
    lang: setOf(r.when.lang),
    device: setOf(r.when.device),
    time: r.when.time ? { from: minutes(r.when.time.from), to: minutes(r.when.time.to) } : null,
    ip: r.when.ip ? r.when.ip.map(parseNetwork).filter((n): n is [Address, number] => n !== null) : null,
  }));
}

function inWindow(minute: number, { from, to }: { from: number; to: number }): boolean {
  // A window like 22:00-06:00 wraps past midnight; 'to' is inclusive of its whole minute.
  return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
}

function ipInAny(ip: string, networks: [Address, number][]): boolean {
  let addr: Address;
  try {
    addr = normalise(ipaddr.process(ip));
  } catch {
    return false;
  }
  return networks.some(([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits));
}

/** Every condition a rule names must hold: the cheap ones are checked first, the country and the address last. */
function ruleMatches(rule: CompiledRule, v: Visitor): boolean {
  if (rule.device && !rule.device.has(v.device)) return false;
  if (rule.lang && !v.langs.some((l) => rule.lang!.has(l))) return false;
  if (rule.time && !inWindow(v.minuteOfDay, rule.time)) return false;
  if (rule.geo) {
    const country = v.country();
    if (!country || !rule.geo.has(country)) return false;
  }
  if (rule.ip && !ipInAny(v.ip, rule.ip)) return false;
  return true;
}

/** Rules in priority order, first match wins, else the default target. */
export function chooseTarget(rules: CompiledRule[], defaultTarget: string, v: Visitor): string {
  for (const rule of rules) if (ruleMatches(rule, v)) return rule.target;
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
