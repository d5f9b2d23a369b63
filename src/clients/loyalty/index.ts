export type { AddressCalls } from "./addresses";
export type { AssignmentCalls, AssignmentOutcome, AssignmentResult } from "./assignments";
export type { ClaimCalls } from "./claims";
export {
  type ChildProfileBody,
  type ChildrenCalls,
  type ConnectionCalls,
  type CreateConnectionBody,
  childProfileBody,
} from "./connections";
export { type Delegation, type DelegationCalls, delegateTokenSchema } from "./delegation";
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
export type { InteractionCalls } from "./interactions";
export {
  type ListItemCalls,
  type WishlistItemBody,
  type WishlistItemInput,
  wishlistItemBody,
} from "./list-items";
export type { CreateListBody, ListCalls } from "./lists";
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
export type { MeasurementCalls, MeasurementInput } from "./measurements";
export type { OrderCalls } from "./orders";
export { type PassCalls, type WalletPassDevice, walletPassSchema } from "./pass";
export type { ProfileCalls, ProfileUpdateBody } from "./profile";
export type { RewardCalls } from "./rewards";
export * from "./schemas/address.schemas";
export { type ImageRef, imageRefSchema } from "./schemas/common.schemas";
export * from "./schemas/interaction.schemas";
export * from "./schemas/list.schemas";
export * from "./schemas/order.schemas";
export * from "./schemas/profile.schemas";
export * from "./schemas/reward.schemas";
export * from "./schemas/store.schemas";
export * from "./schemas/transaction.schemas";
export { DEFAULT_SHOE_TAG_NAME_PATH, type ShoeTagCalls, shoeTagNameSchema } from "./shoe-tag";
export type { StoreCalls } from "./stores";
export {
  type ListItemLinkResult,
  listItemLinkResultSchema,
  type TransactionCalls,
  type TransactionQuery,
  type UnassignedCalls,
  type UnassignedItemsOptions,
} from "./transactions";
