/** Click statistics: daily rollups written with the clicks, and the summaries, streams and reports read from them. */
export { HLL_STANDARD_ERROR, hllEntry, hllEstimate, hllUnion } from './hll';
export { isoDay } from './range';
export { ACCOUNT_ROLLUP } from './dimensions';
export { filteredDaysChanged, foldPendingDays } from './filtered';
export {
  movePendingRollups,
  rebuildRollups,
  removeLinkRollups,
  writeClicks,
  type ClickRow,
  type SpooledBatch,
} from './rollups';
export { deleteExpiredAnalytics } from './retention';
