import { useCallback, useMemo, useState } from "react";
import { profileCalls } from "../../clients/loyalty/profile";
import { rewardCalls } from "../../clients/loyalty/rewards";
import {
  BARCODE_HEIGHT,
  type BarcodeLoader,
  drawBarcode,
  type MembershipCardApi,
  membershipCardView,
} from "../../machines/membership-card";
import { profileQuery } from "../../machines/profile";
import { rewardBalanceQuery } from "../../machines/rewards";
import { mergeProps } from "../../machines/shared/merge-props";
import { accountCardMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useAccountQuery } from "./use-account-query";

/** Options of {@link useMembershipCard}. */
export interface UseMembershipCardOptions {
  /**
   * Loads jsbarcode, in your own code so your bundler splits it off: `() => import("jsbarcode")`
   * (an optional peer dependency: install it to draw barcodes). Without it the card has no
   * barcode, only its number as text.
   */
  loadBarcode?: BarcodeLoader;
}

/**
 * The membership card (account-area §2 Dashboard and Profile, §3 Card): the `ap21_card` code, the
 * year the member joined and the reward balance as currency (`Profiles` and `Balance`). The
 * barcode's `<svg>` props draw a CODE128 barcode with whole-pixel bars when the element mounts;
 * jsbarcode is downloaded then (through `loadBarcode`), so a page without a card never loads it.
 *
 * @example
 * ```tsx
 * const loadBarcode = () => import("jsbarcode");
 *
 * function Card() {
 *   const membership = useMembershipCard({ loadBarcode });
 *   if (!membership.card) return null;
 *   return (
 *     <div>
 *       <svg {...membership.getBarcodeProps()} />
 *       <p>{membership.card.code}</p>
 *       <p>{membership.memberSinceText} · {membership.balanceText}</p>
 *     </div>
 *   );
 * }
 * ```
 */
export function useMembershipCard(options: UseMembershipCardOptions = {}): MembershipCardApi {
  const messages = useMessages(accountCardMessages);
  const profile = useAccountQuery(profileQuery, profileCalls);
  const balance = useAccountQuery(rewardBalanceQuery, rewardCalls);
  const view = useMemo(
    () => membershipCardView(profile.data, balance.data, messages),
    [profile.data, balance.data, messages],
  );
  const [drawn, setDrawn] = useState<string | null>(null);
  const code = view.card?.code ?? null;
  const load = options.loadBarcode;
  const draw = useCallback(
    (svg: SVGSVGElement | null) => {
      if (!svg || !code || !load) return;
      const maxWidth = svg.parentElement?.clientWidth || 300;
      drawBarcode(svg, code, { load, maxWidth }).then(
        () => setDrawn(code),
        // The card number is shown as text beside the barcode, so a barcode that could not be
        // drawn (jsbarcode failed to download) leaves the card usable; isBarcodeDrawn says so.
        () => setDrawn(null),
      );
    },
    [code, load],
  );
  return {
    status: profile.status,
    error: profile.error,
    errorMessage: profile.errorMessage,
    ...view,
    balanceStatus: balance.status,
    isBarcodeDrawn: code !== null && drawn === code,
    getBarcodeProps: (props) =>
      mergeProps(
        { ref: draw, role: "img" as const, "aria-label": view.barcodeLabel ?? "", height: BARCODE_HEIGHT },
        props,
      ),
  };
}
