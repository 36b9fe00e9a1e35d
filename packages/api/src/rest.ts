import { accountRoutes } from './rest/account';
import { domainRoutes } from './rest/domains';
import { linkRoutes } from './rest/links';
import { statsRoutes } from './rest/stats';
import type { RestRoute } from './rest/types';

export { type RestAuth, type RestInput, type RestRoute } from './rest/types';
export { knownFieldsProblem } from './rest/unknownFields';

/** The spec's call table (§7): one row a call, each a thin mapping onto a tRPC procedure. */
export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...linkRoutes,
  ...domainRoutes,
  ...statsRoutes,
];
