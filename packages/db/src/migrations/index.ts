import type { Migration } from 'kysely';
import * as foundation from './20261121140000_foundation';
import * as links from './20261121150000_links';
import * as statsRollups from './20261121160000_stats_rollups';
import * as clicksByLink from './20261121170000_clicks_by_link';
import * as postbackQueue from './20261121180000_postback_queue';
import * as authHardening from './20261123100000_auth_hardening';
import * as clickSpool from './20261123101000_click_spool';
import * as rulesWithoutEmptyConditions from './20261123110000_rules_without_empty_conditions';
import * as slugsCaseInsensitive from './20261123110100_slugs_case_insensitive';
import * as linksList from './20261123110200_links_list';
import * as ownDomains from './20261123120000_own_domains';
import * as billing from './20261123130000_billing';
import * as qr from './20261123140000_qr';
import * as retentionGrace from './20261123150000_retention_grace';
import * as apiKeys from './20261124100000_api_keys';
import * as imports from './20261124120000_imports';
import * as boundedImports from './20261127110000_bounded_imports';
import * as importSources from './20261127143000_import_sources';
import * as webhooks from './20261124130000_webhooks';
import * as visitorSketches from './20261124150000_visitor_sketches';
import * as linkFeatures from './20261124160000_link_features';
import * as abuseControl from './20261124170000_abuse_control';
import * as filteredRollups from './20261125100000_filtered_rollups';
import * as conversionDimensions from './20261125110000_conversion_dimensions';
import * as pendingRollups from './20261125120000_pending_rollups';
import * as postbackTokens from './20261127100000_postback_tokens';
import * as fairWebhookDeliveries from './20261127120000_fair_webhook_deliveries';
import * as reportReporters from './20261127130000_report_reporters';
import * as linksListFilters from './20261127153000_links_list_filters';
import * as idempotencyKeys from './20261127153100_idempotency_keys';
import * as workspaces from './20261127170000_workspaces';
import * as workspaceInvitations from './20261127175000_workspace_invitations';
import * as auditLog from './20261127180000_audit_log';
import * as linkCreators from './20261127180100_link_creators';
import * as keyHostnames from './20261127180200_key_hostnames';
import * as clickCapLifetime from './20261128100000_click_cap_lifetime';
import * as workspaceClosing from './20261128110000_workspace_closing';

/** Frozen and listed explicitly: a migration is never edited once it has shipped. */
export const migrations: Record<string, Migration> = {
  '20261121140000_foundation': foundation,
  '20261121150000_links': links,
  '20261121160000_stats_rollups': statsRollups,
  '20261121170000_clicks_by_link': clicksByLink,
  '20261121180000_postback_queue': postbackQueue,
  '20261123100000_auth_hardening': authHardening,
  '20261123101000_click_spool': clickSpool,
  '20261123110000_rules_without_empty_conditions': rulesWithoutEmptyConditions,
  '20261123110100_slugs_case_insensitive': slugsCaseInsensitive,
  '20261123110200_links_list': linksList,
  '20261123120000_own_domains': ownDomains,
  '20261123130000_billing': billing,
  '20261123140000_qr': qr,
  '20261123150000_retention_grace': retentionGrace,
  '20261124100000_api_keys': apiKeys,
  '20261124120000_imports': imports,
  '20261124130000_webhooks': webhooks,
  '20261124150000_visitor_sketches': visitorSketches,
  '20261124160000_link_features': linkFeatures,
  '20261124170000_abuse_control': abuseControl,
  '20261125100000_filtered_rollups': filteredRollups,
  '20261125110000_conversion_dimensions': conversionDimensions,
  '20261125120000_pending_rollups': pendingRollups,
  '20261127100000_postback_tokens': postbackTokens,
  '20261127120000_fair_webhook_deliveries': fairWebhookDeliveries,
  '20261127130000_report_reporters': reportReporters,
  '20261127110000_bounded_imports': boundedImports,
  '20261127153000_links_list_filters': linksListFilters,
  '20261127153100_idempotency_keys': idempotencyKeys,
  '20261127143000_import_sources': importSources,
  '20261127170000_workspaces': workspaces,
  '20261127175000_workspace_invitations': workspaceInvitations,
  '20261127180000_audit_log': auditLog,
  '20261127180100_link_creators': linkCreators,
  '20261127180200_key_hostnames': keyHostnames,
  '20261128100000_click_cap_lifetime': clickCapLifetime,
  '20261128110000_workspace_closing': workspaceClosing,
};
