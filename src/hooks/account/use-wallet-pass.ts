import { useEffect, useMemo, useState } from "react";
import { passCalls } from "../../clients/loyalty/pass";
import { profileCalls } from "../../clients/loyalty/profile";
import { type WalletPassApi, walletPassQuery, watchWalletPassViewport } from "../../machines/membership-card";
import { profileQuery } from "../../machines/profile";
import { mergeProps } from "../../machines/shared/merge-props";
import { membershipCardOf, type WalletDevice, walletDeviceOf } from "../../rules/membership-card";
import { accountCardMessages } from "../../rules/messages";
import { isAllowedRedirect } from "../../rules/redirects";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useAccountQuery } from "./use-account-query";

/**
 * The membership card's wallet pass link (account-area §2 Profile, §7): shown only under 768 px
 * wide, for Apple Wallet on an iPhone or iPad and Google Wallet elsewhere (from the user agent).
 * The link comes from `GET /pass/generate?type=ap21_card&id={card}&device=…`, asked only once the
 * viewport is narrow and kept per card and device in local storage, so it is generated once. A
 * link to a host that is neither the shop's, the loyalty service's nor allow-listed never shows.
 *
 * @example
 * ```tsx
 * function WalletPass() {
 *   const pass = useWalletPass();
 *   return pass.isShown ? <a {...pass.getLinkProps()}>{pass.linkText}</a> : null;
 * }
 * ```
 */
export function useWalletPass(): WalletPassApi {
  const runtime = useSolekit();
  const messages = useMessages(accountCardMessages);
  const profile = useAccountQuery(profileQuery, profileCalls);
  const card = membershipCardOf(profile.data);
  // Nothing is known of the screen on the server or before mount: the link stays hidden.
  const [screen, setScreen] = useState<{ narrow: boolean; device: WalletDevice } | null>(null);
  useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return undefined;
    const device = walletDeviceOf(window.navigator.userAgent);
    return watchWalletPassViewport(window.matchMedia.bind(window), (narrow) => setScreen({ narrow, device }));
  }, []);
  const device = screen?.device ?? "google";
  const cardId = card?.code ?? "";
  const pass = useAccountQuery((context) => walletPassQuery(context, { cardId, device }), passCalls, {
    enabled: screen?.narrow === true && cardId !== "",
  });
  const url = useMemo(() => {
    const { shop, loyalty } = runtime.config;
    const origin = typeof window === "undefined" ? `https://${shop.domain}` : window.location.origin;
    const loyaltyHosts = loyalty ? [new URL(loyalty.apiBaseUrl).host] : [];
    const policy = {
      shopDomain: shop.domain,
      origin,
      redirectHosts: [...shop.redirectHosts, ...loyaltyHosts],
    };
    return pass.data && isAllowedRedirect(pass.data, policy) ? pass.data : null;
  }, [pass.data, runtime.config]);
  return {
    status: pass.status,
    error: pass.error,
    errorMessage: pass.errorMessage,
    isShown: screen?.narrow === true && card !== null && url !== null,
    device,
    url,
    linkText: device === "apple" ? messages.addToAppleWallet : messages.addToGoogleWallet,
    getLinkProps: (props) => mergeProps({ href: url ?? "", rel: "noopener" as const }, props),
  };
}
