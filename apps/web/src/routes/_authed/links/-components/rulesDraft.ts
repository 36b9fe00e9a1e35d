import { isCidr, isHttpUrl, MAX_RULE_CONDITIONS, RULE_MESSAGES, type TDevice, type TRule } from '@kurz/core';

export const CONDITION_TYPES = ['geo', 'lang', 'device', 'time', 'ip'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const CONDITION_LABELS: Record<ConditionType, string> = {
  geo: 'Country',
  lang: 'Language',
  device: 'Device',
  time: 'Time window (UTC)',
  ip: 'IP range (CIDR)',
};

export interface DraftWhen {
  geo?: string[];
  lang?: string[];
  device?: TDevice[];
  time?: { from: string; to: string };
  /** Kept as typed (one CIDR per line) so half-typed lines survive re-renders. */
  ip?: string;
}

export interface DraftRule {
  key: number;
  target: string;
  when: DraftWhen;
  /** The user confirmed that this rule, without conditions, takes every visitor. */
  matchAll?: boolean;
}

let nextKey = 1;
export const newRuleKey = () => nextKey++;

const DEFAULT_TIME = { from: '00:00', to: '23:59' } as const;

/** The rule as the API returned it, in the editor's shape. */
export function toDraft(rule: { target: string; when: Record<string, unknown>; match_all?: boolean }): DraftRule {
  const w = rule.when as {
    geo?: string[];
    lang?: string[];
    device?: TDevice[];
    time?: { from?: string; to?: string };
    ip?: string[];
  };
  const when: DraftWhen = {};
  if (w.geo) when.geo = uniqueUpper(w.geo);
  if (w.lang) when.lang = uniqueLower(w.lang);
  if (w.device) when.device = [...new Set(w.device)];
  if (w.time) when.time = { from: w.time.from ?? DEFAULT_TIME.from, to: w.time.to ?? DEFAULT_TIME.to };
  if (w.ip) when.ip = w.ip.join('\n');
  return { key: newRuleKey(), target: rule.target, when, ...(rule.match_all ? { matchAll: true } : {}) };
}

export const uniqueUpper = (values: string[]) => [
  ...new Set(values.map((v) => v.trim().toUpperCase()).filter(Boolean)),
];
export const uniqueLower = (values: string[]) => [
  ...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean)),
];

export const conditionCount = (when: DraftWhen) => CONDITION_TYPES.filter((t) => when[t] !== undefined).length;

/** Spec §5: each condition type once, at most MAX_RULE_CONDITIONS per rule. */
export function canAddCondition(when: DraftWhen, type: ConditionType): boolean {
  return when[type] === undefined && conditionCount(when) < MAX_RULE_CONDITIONS;
}

export function emptyCondition(type: ConditionType): DraftWhen[ConditionType] {
  switch (type) {
    case 'time':
      return { ...DEFAULT_TIME };
    case 'ip':
      return '';
    default:
      return [];
  }
}

const ipLines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export interface RuleProblems {
  target?: string;
  geo?: string;
  lang?: string;
  device?: string;
  ip?: string;
  /** No condition and no confirmation that the rule takes every visitor. */
  none?: string;
}

export const hasProblems = (p: RuleProblems) => Object.values(p).some(Boolean);

export const URL_PROBLEM = 'Enter a full http:// or https:// URL';

export function ruleProblems(rule: DraftRule): RuleProblems {
  const problems: RuleProblems = {};
  const target = rule.target.trim();
  if (!target) problems.target = RULE_MESSAGES.targetRequired;
  else if (!isHttpUrl(target)) problems.target = URL_PROBLEM;
  for (const type of ['geo', 'lang', 'device'] as const) {
    if (rule.when[type]?.length === 0) problems[type] = RULE_MESSAGES.emptyCondition[type];
  }
  const lines = ipLines(rule.when.ip);
  const bad = lines.filter((l) => !isCidr(l));
  if (bad.length) problems.ip = `Not an IP or CIDR range: ${bad.join(', ')}`;
  else if (rule.when.ip !== undefined && lines.length === 0) problems.ip = RULE_MESSAGES.emptyCondition.ip;
  if (conditionCount(rule.when) === 0 && !rule.matchAll) problems.none = RULE_MESSAGES.noCondition;
  return problems;
}

/** The editor's rules as the API takes them; priority is list order from 1 (spec §4). */
export function fromDrafts(rules: DraftRule[]): TRule[] {
  return rules.map((rule, i) => {
    const when: TRule['when'] = {};
    const w = rule.when;
    // Empty conditions are refused before saving (ruleProblems); none is ever sent.
    if (w.geo?.length) when.geo = uniqueUpper(w.geo);
    if (w.lang?.length) when.lang = uniqueLower(w.lang);
    if (w.device?.length) when.device = [...new Set(w.device)];
    if (w.time) when.time = { from: w.time.from || DEFAULT_TIME.from, to: w.time.to || DEFAULT_TIME.to };
    const ips = ipLines(w.ip);
    if (ips.length) when.ip = [...new Set(ips)];
    const matchAll = Object.keys(when).length === 0 && rule.matchAll === true;
    return { target: rule.target.trim(), prio: i + 1, when, ...(matchAll ? { match_all: true } : {}) };
  });
}
