import type {
  ClaimCalls,
  LoyaltyProfile,
  LoyaltyStore,
  StoreCalls,
  StoreTransaction,
} from "../../clients/loyalty";
import { buildClaimPayload } from "../../rules/claims";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { ClaimRequest } from "./claim-transaction.types";

/** The caches a claim changes: the new transaction, and the shoe it may bring to assign. */
export const CLAIM_INVALIDATES = [
  "Transactions",
  "Orders",
  "UnassignedItems",
  "UnexpiredUnassignedItems",
] as const;

/** What the claim's actors are built from. */
export interface ClaimTransactionServices {
  /** The loyalty calls: stores and claims. */
  readonly loyalty: Pick<StoreCalls, "getStores"> & Pick<ClaimCalls, "createClaim">;
  /** The profile (its id goes in the claim), through the account cache. */
  readonly loadProfile: (signal: AbortSignal) => Promise<Pick<LoyaltyProfile, "id">>;
  /** Refreshes cached account data by name. */
  readonly invalidate: InvalidateAccountKeys;
}

/**
 * The claim modal's side effects: the stores (`GET /geolocation`), and the claim (`POST
 * /profile/transactions/claims` with `buildClaimPayload`, the store's time zone and the profile
 * id), after which the transactions and unassigned shoes are invalidated. The claim once sent
 * finishes even if the modal closes.
 *
 * @example
 * ```ts
 * const actors = createClaimTransactionActors({ loyalty, loadProfile, invalidate });
 * ```
 */
export function createClaimTransactionActors(services: ClaimTransactionServices) {
  return {
    loadStores: fromRequest<readonly LoyaltyStore[], void>((_, signal) =>
      services.loyalty.getStores({ signal }),
    ),
    createClaim: fromRequest<StoreTransaction, ClaimRequest>(async ({ form, timeZone }) => {
      const profile = await services.loadProfile(new AbortController().signal);
      const created = await services.loyalty.createClaim(
        buildClaimPayload(form, { profileId: profile.id, timeZone }),
      );
      await services.invalidate([...CLAIM_INVALIDATES]);
      return created;
    }),
  };
}
