/** Plans, their limits and features, and what an account uses of them: the one service every gate reads. */
export { listPlans, planOf, planOfWorkspace, userLimits } from './limits';
export { retentionAfterPlanChange } from './retentionGrace';
export { countOwned, seatsTaken, type OwnedCounts } from './usage';
