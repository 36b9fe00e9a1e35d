import type { Migration } from 'kysely';
import * as foundation from './20261121140000_foundation';
import * as links from './20261121150000_links';
import * as statsRollups from './20261121160000_stats_rollups';
import * as clicksByLink from './20261121170000_clicks_by_link';
import * as postbackQueue from './20261121180000_postback_queue';
import * as clickSpool from './20261123101000_click_spool';

/** Frozen and listed explicitly: a migration is never edited once it has shipped. */
export const migrations: Record<string, Migration> = {
  '20261121140000_foundation': foundation,
  '20261121150000_links': links,
  '20261121160000_stats_rollups': statsRollups,
  '20261121170000_clicks_by_link': clicksByLink,
  '20261121180000_postback_queue': postbackQueue,
  '20261123101000_click_spool': clickSpool,
};
