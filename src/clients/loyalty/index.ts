export { type AddressCalls, addressCalls } from "./addresses";
export type { AssignmentCalls, AssignmentOutcome, AssignmentResult } from "./assignments";
export { type ClaimCalls, claimCalls } from "./claims";
export {
  type ChildProfileBody,
  type ChildrenCalls,
  type ConnectionCalls,
  type CreateConnectionBody,
  childProfileBody,
  childrenCalls,
  connectionCalls,
} from "./connections";
export { type Delegation, type DelegationCalls, delegateTokenSchema, delegationCalls } from "./delegation";
export {
  dataOf,
  type LoyaltyPage,
  type LoyaltyRequestOptions,
  type PageMeta,
  type PageParams,
  pageMetaSchema,
  pageOf,
} from "./envelope";
export {
  createIdTokenSource,
  ID_TOKEN_EXPIRY_MARGIN_MS,
  type IdToken,
  type IdTokenSource,
  type IdTokenSourceOptions,
  idTokenResponseSchema,
} from "./id-token";
export { clearStoredIdToken } from "./id-token-storage";
export { type InteractionCalls, interactionCalls } from "./interactions";
export {
  type ListItemCalls,
  listItemCalls,
  type WishlistItemBody,
  type WishlistItemInput,
  wishlistItemBody,
} from "./list-items";
export { type CreateListBody, type ListCalls, listCalls } from "./lists";
export {
  createLoyaltyClient,
  type LoyaltyClient,
  type LoyaltyClientOptions,
  loyaltyClientOf,
} from "./loyalty-client";
export { createLoyaltyConnection, type LoyaltyConnection } from "./loyalty-connection";
export type { LoyaltyContext, LoyaltyMessages } from "./loyalty-context";
export { type LoyaltyFieldErrors, loyaltyErrorDetail, loyaltyFieldErrors } from "./loyalty-errors";
export { createLoyaltyTransport, type LoyaltyTransport } from "./loyalty-transport";
export { type MeasurementCalls, type MeasurementInput, measurementCalls } from "./measurements";
export { type OrderCalls, orderCalls } from "./orders";
export { type PassCalls, passCalls, type WalletPassDevice, walletPassSchema } from "./pass";
export { type ProfileCalls, type ProfileUpdateBody, profileCalls } from "./profile";
export { type RewardCalls, rewardCalls } from "./rewards";
export * from "./schemas/address.schemas";
export { type ImageRef, imageRefSchema } from "./schemas/common.schemas";
export * from "./schemas/interaction.schemas";
export * from "./schemas/list.schemas";
export * from "./schemas/order.schemas";
export * from "./schemas/profile.schemas";
export * from "./schemas/reward.schemas";
export * from "./schemas/store.schemas";
export * from "./schemas/transaction.schemas";
export { DEFAULT_SHOE_TAG_NAME_PATH, type ShoeTagCalls, shoeTagCalls, shoeTagNameSchema } from "./shoe-tag";
export { type StoreCalls, storeCalls } from "./stores";
export {
  type ListItemLinkResult,
  listItemLinkResultSchema,
  type TransactionCalls,
  type TransactionQuery,
  transactionCalls,
  type UnassignedCalls,
  type UnassignedItemsOptions,
  unassignedCalls,
} from "./transactions";
