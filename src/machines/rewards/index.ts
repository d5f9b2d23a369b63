export { rewardBalanceQuery, rewardsQuery } from "./rewards.queries";
