export {
  CLAIM_INVALIDATES,
  type ClaimTransactionServices,
  createClaimTransactionActors,
} from "./claim-transaction.actors";
export { connectClaimTransaction } from "./claim-transaction.connect";
export { type FollowClaimTransactionOptions, followClaimTransaction } from "./claim-transaction.dom";
export {
  CLAIM_MESSAGE_MS,
  type ClaimTransactionMachine,
  claimStoreOptions,
  claimTransactionMachine,
} from "./claim-transaction.machine";
export type {
  ClaimField,
  ClaimRequest,
  ClaimSelectProps,
  ClaimStoreOption,
  ClaimStores,
  ClaimTransactionApi,
  ClaimTransactionConnectOptions,
  ClaimTransactionContext,
  ClaimTransactionEmitted,
  ClaimTransactionEvent,
  ClaimTransactionInput,
  ClaimTransactionMessages,
} from "./claim-transaction.types";
