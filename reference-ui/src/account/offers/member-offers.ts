import { useMemo } from "react";
import type { OfferBanner } from "solekit/rules";
import { sandboxOfferBanners } from "solekit/sandbox";
import { useDevSandbox } from "../../dev-panel/sandbox-context";

const NO_BANNERS: readonly OfferBanner[] = [];

/**
 * The global banner list the offers are built from. A real shop prints its content settings'
 * list into the page (as it prints the customer session); on the sandbox it is the sandbox's list.
 */
export function useMemberOfferBanners(): readonly OfferBanner[] {
  const sandbox = useDevSandbox();
  return useMemo(() => (sandbox ? sandboxOfferBanners(sandbox.world.products) : NO_BANNERS), [sandbox]);
}
