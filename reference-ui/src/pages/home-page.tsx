import type { RecommendationsTab } from "solekit";
import { CollectionCarousel, RecommendCarousel, TabbedCarousel } from "../components/carousels";

// Recommendation profiles the merchandiser set up (the sandbox answers `collection-{handle}`).
const SHOP_TABS: readonly RecommendationsTab[] = [
  { id: "new-arrivals", label: "New arrivals", profile: "collection-new-arrivals" },
  { id: "sale", label: "Sale", profile: "collection-sale" },
  { id: "school-shoes", label: "School shoes", profile: "collection-school-shoes" },
];

export function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Shoes that fit, from first steps to school</h1>
        <p>Kids' and adults' footwear, socks and more. Join Fit Club for rewards on every pair.</p>
      </section>
      <RecommendCarousel title="Popular right now" />
      <TabbedCarousel title="Shop the range" tabs={SHOP_TABS} />
      <CollectionCarousel title="Sneakers" collection="sneakers" />
    </>
  );
}
