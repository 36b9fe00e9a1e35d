import type { Migration } from 'kysely';
import * as foundation from './20261121140000_foundation';
import * as links from './20261121150000_links';

/** Frozen and listed explicitly: a migration is never edited once it has shipped. */
export const migrations: Record<string, Migration> = {
  '20261121140000_foundation': foundation,
  '20261121150000_links': links,
};
