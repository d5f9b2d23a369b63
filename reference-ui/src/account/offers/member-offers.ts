import type { OfferBanner } from "solekit/rules";
import { useDevSandbox } from "../../dev-panel/sandbox-context";
import { useSandboxReply } from "../../dev-panel/use-sandbox-reply";

const NO_BANNERS: readonly OfferBanner[] = [];

/**
 * The global banner list the offers are built from, or undefined while it is on its way. A real
 * shop prints its content settings' list into the page (as it prints the customer session); on
 * the sandbox it is the sandbox's list, which its worker sends.
 */
export function useMemberOfferBanners(): readonly OfferBanner[] | undefined {
  const sandbox = useDevSandbox();
  const banners = useSandboxReply(sandbox, "offer-banners");
  return sandbox ? banners : NO_BANNERS;
}
