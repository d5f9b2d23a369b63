export { connectRewardsHistory } from "./rewards-history.connect";
export { type RewardsHistoryMachine, rewardsHistoryMachine } from "./rewards-history.machine";
export type { RewardRowsOptions } from "./rewards-history.selectors";
export { rewardRows, rewardsPage } from "./rewards-history.selectors";
export type {
  RewardRow,
  RewardsHistoryApi,
  RewardsHistoryConnectOptions,
  RewardsHistoryContext,
  RewardsHistoryEvent,
  RewardsHistoryInput,
  RewardsHistoryMessages,
  RewardsPageButtonProps,
  RewardsTab,
  RewardsTabListProps,
  RewardsTabPanelProps,
  RewardsTabProps,
} from "./rewards-history.types";
