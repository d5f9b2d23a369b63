import { useOffers } from "solekit";
import type { OfferBanner as OfferBannerInput } from "solekit/rules";
import { useMemberOfferBanners } from "../../offers/member-offers";
import { OfferBanner } from "../../offers/offer-banner";
import type { SectionProps } from "../section-props";
import "../../offers/offers.css";

const NONE_YET: readonly OfferBannerInput[] = [];

/** Member offers: the banner list as full, split and image banners. */
export default function OffersSection(_props: SectionProps) {
  const banners = useMemberOfferBanners();
  const offers = useOffers({ banners: banners ?? NONE_YET });
  // No "no offers" text while the list is on its way: only once it says there are none.
  if (!banners) return <ul className="offers" aria-busy="true" />;
  if (offers.emptyText) return <p className="account-card">{offers.emptyText}</p>;
  return (
    <ul className="offers">
      {offers.banners.map((banner) => (
        <li key={banner.key}>
          <OfferBanner banner={banner} />
        </li>
      ))}
    </ul>
  );
}
