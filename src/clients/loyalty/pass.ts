import * as v from "valibot";
import { CARD_IDENTITY_HANDLE, WALLET_PASS_URL_STORAGE_KEY } from "../../rules/keys";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";

/** Which wallet a pass is for. */
export type WalletPassDevice = "apple" | "google";

/** Answer of `GET /pass/generate`: `data.url`, the link that adds the card to the wallet. */
export const walletPassSchema = dataOf(v.object({ url: v.pipe(v.string(), v.url()) }));

const cacheSchema = v.record(v.string(), v.string());

/** Wallet pass calls of the {@link LoyaltyClient}. */
export interface PassCalls {
  /**
   * The link that adds the membership card to Apple Wallet or Google Wallet (`GET
   * /pass/generate?type=ap21_card&id={card}&device=…`). Cached in local storage per card and
   * device, so the pass is generated once.
   *
   * @example
   * ```ts
   * const card = profile.identities.find((i) => i.handle === "ap21_card");
   * const url = await loyalty.getWalletPassUrl({ cardId: card.identifier, device: "apple" });
   * ```
   */
  getWalletPassUrl(
    pass: { cardId: string; device: WalletPassDevice },
    options?: LoyaltyRequestOptions,
  ): Promise<string>;
}

/**
 * Builds the wallet pass calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const url = await passCalls(connection).getWalletPassUrl({ cardId, device: "apple" });
 * ```
 */
export function passCalls(ctx: LoyaltyContext): PassCalls {
  function readCache(): Record<string, string> {
    try {
      const parsed = v.safeParse(
        cacheSchema,
        JSON.parse(ctx.storage.getItem(WALLET_PASS_URL_STORAGE_KEY) ?? "{}"),
      );
      return parsed.success ? parsed.output : {};
    } catch {
      // A corrupt cache is ignored: the pass is generated again and the cache rewritten.
      return {};
    }
  }

  return {
    async getWalletPassUrl({ cardId, device }, options = {}) {
      const key = `${device}:${cardId}`;
      const cached = readCache()[key];
      if (cached) return cached;
      const { url } = await ctx.api.request({
        path: "/pass/generate",
        query: { type: CARD_IDENTITY_HANDLE, id: cardId, device },
        schema: walletPassSchema,
        signal: options.signal,
      });
      ctx.storage.setItem(WALLET_PASS_URL_STORAGE_KEY, JSON.stringify({ ...readCache(), [key]: url }));
      return url;
    },
  };
}
