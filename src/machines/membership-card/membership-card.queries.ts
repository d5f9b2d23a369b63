import type { PassCalls, WalletPassDevice } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/** Which pass {@link walletPassQuery} asks for. */
export interface WalletPassRequest {
  /** The card code (the `ap21_card` identifier). */
  readonly cardId: string;
  /** Apple Wallet or Google Wallet. */
  readonly device: WalletPassDevice;
}

/**
 * The wallet pass link of the membership card (`GET /pass/generate`). The client already keeps
 * each link in local storage (account-area §3, "wallet pass url"), so the pass is generated once
 * per card and device; the query keeps it for the page's life, under the card's profile.
 *
 * @example
 * ```ts
 * const url = await queryClient.ensureQueryData(walletPassQuery(context, { cardId, device: "apple" }));
 * ```
 */
export const walletPassQuery = (
  { keys, loyalty }: AccountQueryContext<PassCalls>,
  pass: WalletPassRequest,
): AccountQueryOptions<string> => ({
  queryKey: keys.of("Profiles", "walletPass", pass.cardId, pass.device),
  queryFn: ({ signal }) => loyalty.getWalletPassUrl(pass, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
