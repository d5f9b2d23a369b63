import { useMemo } from "react";
import { type OfferBannerView, offerBanners } from "../../machines/offers";
import type { SliceState } from "../../machines/shared/connect";
import { accountOffersMessages } from "../../rules/messages";
import type { OfferBanner } from "../../rules/offers";
import { useMessages, useSolekit } from "../provider/solekit-context";

/** Options of {@link useOffers}. */
export interface UseOffersOptions {
  /**
   * The global banner list, as the shop's content settings give it (the theme prints it into the
   * page, as it prints the customer session). Unknown types and empty banners are skipped.
   */
  banners: readonly OfferBanner[];
  /** First part of every class name the banners carry. @default "offer" */
  classPrefix?: string;
}

/** What {@link useOffers} returns. */
/** The offers load nothing (the host passes the banners), so `status` is always `success`. */
export interface OffersApi extends SliceState {
  /** The banners, ready to render: panels, position and colour classes, sanitised rich text, checked links. */
  readonly banners: readonly OfferBannerView[];
  /** 'There are no member offers right now…' when there is none to show, else `null`. */
  readonly emptyText: string | null;
}

/**
 * Member offers (account-area §2 Offers): the banner list as render-ready banners. Rich text is
 * sanitised into nodes (render them as elements, never as HTML); CTA and callback links that
 * lead off the shop and its `shop.redirectHosts` are dropped.
 *
 * @example
 * ```tsx
 * function Offers({ banners }: { banners: OfferBanner[] }) {
 *   const offers = useOffers({ banners });
 *   if (offers.emptyText) return <p>{offers.emptyText}</p>;
 *   return offers.banners.map((banner) => (
 *     <article key={banner.key} className={banner.className} aria-label={banner.label}>
 *       {banner.panels.map((panel) => (
 *         <div key={panel.key} className={panel.className}>
 *           {panel.title && <h2>{panel.title}</h2>}
 *           {panel.cta && <a href={panel.cta.href}>{panel.cta.text}</a>}
 *         </div>
 *       ))}
 *     </article>
 *   ));
 * }
 * ```
 */
export function useOffers(options: UseOffersOptions): OffersApi {
  const messages = useMessages(accountOffersMessages);
  const { config, url } = useSolekit();
  const { banners, classPrefix } = options;
  const origin = url.current().origin;
  const { domain, redirectHosts } = config.shop;
  return useMemo(() => {
    const views = offerBanners(banners, {
      policy: { shopDomain: domain, origin, redirectHosts },
      ...(classPrefix === undefined ? {} : { classPrefix }),
    });
    return {
      status: "success" as const,
      error: null,
      errorMessage: null,
      banners: views,
      emptyText: views.length === 0 ? messages.noOffers : null,
    };
  }, [banners, classPrefix, domain, origin, redirectHosts, messages]);
}
