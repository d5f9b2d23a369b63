export { orderCountQuery } from "./dashboard.queries";
export {
  type DashboardChecklistInput,
  dashboardChecklist,
  kidsProfilePrompt,
  memberOffersLink,
  type RewardsSummaryInput,
  rewardsSummary,
  UNASSIGNED_PREVIEW_COUNT,
  type UnassignedShoesInput,
  unassignedShoesSummary,
} from "./dashboard.selectors";
export type {
  DashboardChecklist,
  DashboardChecklistItem,
  DashboardMessages,
  KidsProfilePrompt,
  MemberOffersLink,
  RewardExpiry,
  RewardsSummary,
  UnassignedShoePreview,
  UnassignedShoesSummary,
} from "./dashboard.types";
