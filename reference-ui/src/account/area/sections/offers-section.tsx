import { useOffers } from "solekit";
import { useMemberOfferBanners } from "../../offers/member-offers";
import { OfferBanner } from "../../offers/offer-banner";
import type { SectionProps } from "../section-props";
import "../../offers/offers.css";

/** Member offers: the banner list as full, split and image banners. */
export default function OffersSection(_props: SectionProps) {
  const offers = useOffers({ banners: useMemberOfferBanners() });
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
