/** The UTM parameters the dashboard's builder edits, in the order it shows them. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type TUtmKey = (typeof UTM_KEYS)[number];
export type TUtm = Record<TUtmKey, string>;

export const EMPTY_UTM: TUtm = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };

function parse(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** The UTM values in a target's query string (empty where absent; empty for an address that is none). */
export function readUtm(url: string): TUtm {
  const parsed = parse(url);
  const out = { ...EMPTY_UTM };
  if (!parsed) return out;
  for (const key of UTM_KEYS) out[key] = parsed.searchParams.get(key) ?? '';
  return out;
}

/**
 * The target with its UTM parameters set to `utm`: a non-empty value is set (replacing the old one, in
 * place), an empty one removes the parameter; every other parameter, the path and the fragment stay.
 * An address that does not parse is returned as it is (the form reports it).
 */
export function writeUtm(url: string, utm: Partial<TUtm>): string {
  const parsed = parse(url);
  if (!parsed) return url;
  for (const key of UTM_KEYS) {
    if (!(key in utm)) continue;
    const value = utm[key]?.trim() ?? '';
    if (value) parsed.searchParams.set(key, value);
    else parsed.searchParams.delete(key);
  }
  return parsed.toString();
}
